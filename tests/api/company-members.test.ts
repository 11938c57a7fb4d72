import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companies,
  companyEmailChanges,
  companyInvitations,
  companyMembers,
  outbox,
  user as userTable,
} from '../../src/server/db/schema';
import { seedDemoData } from '../../src/server/db/seed/seed';
import { INVITATION_DAYS } from '../../src/shared/schemas/company-members';
import { createCompany, createVerifiedUser, makeAdmin, signedInAdmin, signedInClient } from '../factories';
import type { z } from 'zod';
import type { MemberCompany } from '../../src/server/context';
import type { CompanySettings } from '../../src/shared/schemas/admin-settings';
import type {
  CompanyInvitation,
  CompanyMembersList,
  EmailChangePending,
} from '../../src/shared/schemas/company-members';
import { TestClient, type apiErrorSchema } from '../http';
import { createTestContext, databaseKinds, type TestContext } from '../test-db';

type ApiError = z.infer<typeof apiErrorSchema>;
/** `GET /api/me` as these tests read it (the route declares no shared type). */
interface Me {
  isAdmin: boolean;
  adminCompany: MemberCompany | null;
}
/** `GET /api/admin/settings` and the e-mail change's confirmation. */
interface SettingsBody {
  company: CompanySettings;
}
/** `POST /api/invitations/accept`: the company joined. */
interface Accepted {
  company: { id: string; name: string; slug: string };
}

/** Every admin endpoint of the route table, `METHOD /api/admin/...` with `:params`. */
function adminEndpoints(ctx: TestContext): string[] {
  const found = new Set<string>();
  for (const route of ctx.app.routes) {
    if (route.method === 'ALL' || !route.path.startsWith('/api/admin/')) continue;
    found.add(`${route.method} ${route.path.replace(/\/$/, '')}`);
  }
  return [...found].sort();
}

const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.se`;

describe.each(databaseKinds())('company membership on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterAll(() => ctx.close());

  /** The newest mail to `to`: subject and text. */
  async function lastMailTo(to: string) {
    const [row] = await ctx.deps.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, to.toLowerCase()), eq(outbox.kind, 'email')))
      .orderBy(desc(outbox.id))
      .limit(1);
    return row ? { subject: row.subject ?? '', text: (row.payload as { text: string }).text } : undefined;
  }
  const codeIn = async (to: string) => /\b(\d{6})\b/.exec((await lastMailTo(to))?.text ?? '')?.[1] ?? '';
  const tokenIn = async (to: string) =>
    /\/admin\/invitation\?token=([\w-]+)/.exec((await lastMailTo(to))?.text ?? '')?.[1] ?? '';
  const companyEmail = async (id: string) =>
    (await ctx.deps.db.select().from(companies).where(eq(companies.id, id)))[0]?.email;

  it('a company e-mail changed to a customer’s address gives her nothing; the owner keeps access (the old takeover)', async () => {
    const company = await createCompany(ctx.deps.db);
    const owner = await signedInAdmin(ctx, company.id, company.email);
    const customer = await signedInClient(ctx);
    await ctx.deps.db
      .update(companies)
      .set({ email: customer.user.email })
      .where(eq(companies.id, company.id));
    for (const endpoint of adminEndpoints(ctx)) {
      const [method = 'GET', path = ''] = endpoint.split(' ');
      const url = path.replace(/:[A-Za-z]+/g, randomUUID());
      const res = await customer.client.request(
        method,
        url,
        method === 'GET' || method === 'DELETE' ? undefined : {},
      );
      expect(res.status, endpoint).toBe(403);
    }
    expect((await customer.client.get<Me>('/api/me')).json).toMatchObject({
      isAdmin: false,
      adminCompany: null,
    });
    expect((await owner.client.get('/api/admin/settings')).status).toBe(200);
    expect((await owner.client.get<Me>('/api/me')).json).toMatchObject({
      isAdmin: true,
      adminCompany: { id: company.id, role: 'owner' },
    });
  });

  it('a member of company Y never sees company X', async () => {
    const x = await createCompany(ctx.deps.db);
    const y = await createCompany(ctx.deps.db);
    await signedInAdmin(ctx, x.id);
    const adminY = await signedInAdmin(ctx, y.id, undefined, 'admin');
    const settings = await adminY.client.get<SettingsBody>('/api/admin/settings');
    expect(settings.json.company.id).toBe(y.id);
    const members = await adminY.client.get<CompanyMembersList>('/api/admin/members');
    expect(members.status).toBe(200);
    expect(members.text).not.toContain(x.id);
    expect(members.json.members.map((m: { email: string }) => m.email)).toEqual([adminY.user.email]);
  });

  it('migration 0005 makes the user with a company’s e-mail its owner, once', async () => {
    const verified = await createVerifiedUser(ctx.deps.db, unique('verifierad'));
    const unverifiedActive = await createVerifiedUser(ctx.deps.db, unique('overifierad'));
    const unverifiedPending = await createVerifiedUser(ctx.deps.db, unique('registrerar'));
    await ctx.deps.db
      .update(userTable)
      .set({ emailVerified: false })
      .where(inArray(userTable.id, [unverifiedActive.id, unverifiedPending.id]));
    const a = await createCompany(ctx.deps.db, { email: verified.email.toUpperCase() });
    const b = await createCompany(ctx.deps.db, { email: unverifiedActive.email });
    const c = await createCompany(ctx.deps.db, { email: unverifiedPending.email, status: 'pending' });
    const migration = await readFile(
      new URL('../../src/server/db/migrations/0005_company_members.sql', import.meta.url),
      'utf8',
    );
    const backfill = migration.split('--> statement-breakpoint').at(-1)!;
    expect(backfill).toContain('INSERT INTO "company_members"');
    await ctx.deps.db.execute(sql.raw(backfill));
    await ctx.deps.db.execute(sql.raw(backfill)); // a second run changes nothing
    const rows = await ctx.deps.db
      .select()
      .from(companyMembers)
      .where(inArray(companyMembers.companyId, [a.id, b.id, c.id]));
    expect(rows.map((r) => [r.companyId, r.userId, r.role]).sort()).toEqual(
      [
        [a.id, verified.id, 'owner'],
        [c.id, unverifiedPending.id, 'owner'],
      ].sort(),
    );
  });

  it('the demo data makes info@salongsolros.se the owner of Salong Solros, and no one else an admin', async () => {
    await seedDemoData(ctx.deps);
    const owner = new TestClient(ctx);
    expect(
      (await owner.post('/api/auth/sign-in/email', { email: 'info@salongsolros.se', password: 'Demo1234' }))
        .status,
    ).toBe(200);
    expect((await owner.get<Me>('/api/me')).json.adminCompany).toMatchObject({
      slug: 'salong-solros',
      role: 'owner',
    });
    // Another demo company's address gives nothing to whoever signs up with it.
    const squatter = await signedInClient(ctx, 'boka@barberarenpasoder.se');
    expect((await squatter.client.get<Me>('/api/me')).json.isAdmin).toBe(false);
    expect((await squatter.client.get('/api/admin/settings')).status).toBe(403);
  });

  describe('the contact e-mail', () => {
    async function setup() {
      const company = await createCompany(ctx.deps.db, { name: 'Mejlsalongen' });
      const owner = await signedInAdmin(ctx, company.id, unique('agare'));
      return { company, owner: owner.client };
    }
    const change = <T = EmailChangePending>(client: TestClient, email: string) =>
      client.post<T>('/api/admin/settings/company/email-change', { email });
    const confirm = <T = SettingsBody>(client: TestClient, code: string) =>
      client.post<T>('/api/admin/settings/company/email-change/confirm', { code });

    it('is not changed by the details form: a new address needs the code', async () => {
      const { company, owner } = await setup();
      const res = await owner.request<ApiError>('PATCH', '/api/admin/settings/company', {
        name: 'Nytt namn',
        email: unique('ny'),
      });
      expect(res.status).toBe(409);
      expect(res.json.error.code).toBe('email_change_needs_code');
      expect(await companyEmail(company.id)).toBe(company.email);
    });

    it('changes after the code mailed to the new address, and the old address is told', async () => {
      const { company, owner } = await setup();
      const next = unique('ny');
      const requested = await change(owner, next.toUpperCase());
      expect(requested.status).toBe(202);
      expect(requested.json.pendingEmail).toBe(next);
      expect(await companyEmail(company.id)).toBe(company.email);
      const code = await codeIn(next);
      expect(code).toMatch(/^\d{6}$/);
      // Only a hash of the code is stored.
      const [pending] = await ctx.deps.db
        .select()
        .from(companyEmailChanges)
        .where(eq(companyEmailChanges.companyId, company.id));
      expect(JSON.stringify(pending)).not.toContain(code);

      const done = await confirm(owner, code);
      expect(done.status).toBe(200);
      expect(done.json.company.email).toBe(next);
      expect(await companyEmail(company.id)).toBe(next);
      const notice = await lastMailTo(company.email);
      expect(notice?.subject).toContain('har ändrats');
      expect(notice?.text).toContain(next);
      // The owner is still the admin; whoever holds the new address is not.
      expect((await owner.get('/api/admin/settings')).status).toBe(200);
      const holder = await signedInClient(ctx, next);
      expect((await holder.client.get('/api/admin/settings')).status).toBe(403);
      expect((await confirm(owner, code)).status).toBe(404);
    });

    it('refuses a wrong code, then too many attempts, and an expired code', async () => {
      const { company, owner } = await setup();
      const next = unique('ny');
      await change(owner, next);
      const code = await codeIn(next);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let left = 4; left >= 1; left--) {
        const res = await confirm<ApiError>(owner, wrong);
        expect(res.status).toBe(400);
        expect(res.json.error).toEqual({
          code: 'wrong_code',
          message: `Fel kod. Du har ${left} försök kvar.`,
        });
      }
      const fifth = await confirm<ApiError>(owner, wrong);
      expect(fifth.status).toBe(429);
      expect(fifth.json.error.code).toBe('too_many_attempts');
      // The right code no longer helps: a new one must be requested.
      expect((await confirm(owner, code)).status).toBe(404);
      expect(await companyEmail(company.id)).toBe(company.email);

      await change(owner, next);
      const fresh = await codeIn(next);
      await ctx.deps.db
        .update(companyEmailChanges)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(companyEmailChanges.companyId, company.id));
      const expired = await confirm<ApiError>(owner, fresh);
      expect(expired.status).toBe(410);
      expect(expired.json.error.code).toBe('code_expired');
      expect(await companyEmail(company.id)).toBe(company.email);
    });

    it('refuses the current address, another company’s and bad input', async () => {
      const { company, owner } = await setup();
      const other = await createCompany(ctx.deps.db);
      expect((await change<ApiError>(owner, company.email.toUpperCase())).json.error.code).toBe(
        'email_unchanged',
      );
      expect((await change(owner, other.email)).status).toBe(409);
      expect((await change(owner, 'inte-en-adress')).status).toBe(400);
      expect((await confirm(owner, '12ab')).status).toBe(400);
      expect((await confirm(owner, '123456')).status).toBe(404);
    });
  });

  describe('invitations', () => {
    async function setup() {
      const company = await createCompany(ctx.deps.db, { name: 'Inbjudarsalongen' });
      const owner = await signedInAdmin(ctx, company.id, unique('agare'));
      return { company, owner };
    }
    const invite = <T = { invitation: CompanyInvitation }>(client: TestClient, email: string) =>
      client.post<T>('/api/admin/members/invitations', { email });
    const accept = <T = Accepted>(client: TestClient, token: string) =>
      client.post<T>('/api/invitations/accept', { token });

    it('an invited address accepts after signing in, and the owner sees the new admin', async () => {
      const { company, owner } = await setup();
      const email = unique('ny-admin');
      const res = await invite(owner.client, email);
      expect(res.status).toBe(201);
      expect(res.json.invitation).toMatchObject({ email, expired: false });
      const token = await tokenIn(email);
      expect(token).not.toBe('');
      const [stored] = await ctx.deps.db
        .select()
        .from(companyInvitations)
        .where(eq(companyInvitations.companyId, company.id));
      expect(stored?.tokenHash).not.toBe(token);
      expect(new Date(res.json.invitation.expiresAt).getTime() - Date.now()).toBeGreaterThan(
        6.9 * 86_400_000,
      );

      expect((await accept(new TestClient(ctx), token)).status).toBe(401);
      const invitee = await signedInClient(ctx, email);
      const accepted = await accept(invitee.client, token);
      expect(accepted.status).toBe(200);
      expect(accepted.json.company).toEqual({ id: company.id, name: company.name, slug: company.slug });
      expect((await invitee.client.get<Me>('/api/me')).json.adminCompany).toMatchObject({
        id: company.id,
        role: 'admin',
      });
      expect((await invitee.client.get('/api/admin/settings')).status).toBe(200);
      // An admin is not an owner: no inviting or removing.
      expect((await invite(invitee.client, unique('x'))).status).toBe(403);
      expect((await invitee.client.request('DELETE', `/api/admin/members/${owner.user.id}`)).status).toBe(
        403,
      );

      const list = await owner.client.get<CompanyMembersList>('/api/admin/members');
      expect(list.json.members).toEqual([
        expect.objectContaining({ userId: owner.user.id, role: 'owner' }),
        expect.objectContaining({ userId: invitee.user.id, email, role: 'admin' }),
      ]);
      expect(list.json.invitations).toEqual([]);
      expect((await accept(invitee.client, token)).status).toBe(404);
    });

    it('refuses another user, an expired and a revoked invitation', async () => {
      const { company, owner } = await setup();
      const email = unique('inbjuden');
      await invite(owner.client, email);
      const token = await tokenIn(email);
      const stranger = await signedInClient(ctx);
      const wrong = await accept<ApiError>(stranger.client, token);
      expect(wrong.status).toBe(403);
      expect(wrong.json.error.message).toContain('annan e-postadress');
      expect((await stranger.client.get('/api/admin/settings')).status).toBe(403);

      const invitee = await signedInClient(ctx, email);
      await ctx.deps.db
        .update(companyInvitations)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(companyInvitations.companyId, company.id));
      const expired = await accept<ApiError>(invitee.client, token);
      expect(expired.status).toBe(410);
      expect(expired.json.error.code).toBe('invitation_expired');
      expect(
        (await owner.client.get<CompanyMembersList>('/api/admin/members')).json.invitations[0]!.expired,
      ).toBe(true);

      const again = await invite(owner.client, email);
      const fresh = await tokenIn(email);
      expect(fresh).not.toBe(token);
      expect((await accept(invitee.client, token)).status).toBe(404);
      const revoked = await owner.client.request(
        'DELETE',
        `/api/admin/members/invitations/${again.json.invitation.id}`,
      );
      expect(revoked.status).toBe(204);
      expect((await accept(invitee.client, fresh)).status).toBe(404);
      expect((await invitee.client.get('/api/admin/settings')).status).toBe(403);
      expect(
        (await owner.client.request('DELETE', `/api/admin/members/invitations/${randomUUID()}`)).status,
      ).toBe(404);
      expect(
        (await owner.client.request('DELETE', '/api/admin/members/invitations/inte-ett-id')).status,
      ).toBe(404);
    });

    it('expires an invitation by the server clock (deps.clock), not the wall clock', async () => {
      const { owner } = await setup();
      const email = unique('klockan');
      await invite(owner.client, email);
      const token = await tokenIn(email);
      const invitee = await signedInClient(ctx, email);
      const clock = ctx.deps.testClock!;
      const pastExpiry = INVITATION_DAYS * 24 * 60 + 1;
      clock.advance(pastExpiry);
      try {
        expect(
          (await owner.client.get<CompanyMembersList>('/api/admin/members')).json.invitations[0]!.expired,
        ).toBe(true);
        const expired = await accept<ApiError>(invitee.client, token);
        expect(expired.status).toBe(410);
        expect(expired.json.error.code).toBe('invitation_expired');
      } finally {
        clock.advance(-pastExpiry);
      }
      // Back at the real time the same invitation is valid again: nothing but the clock decided.
      expect((await accept(invitee.client, token)).status).toBe(200);
    });

    it('refuses an admin of another company and re-inviting a member', async () => {
      const { owner } = await setup();
      const elsewhere = await createCompany(ctx.deps.db);
      const email = unique('upptagen');
      const busy = await signedInAdmin(ctx, elsewhere.id, email);
      await invite(owner.client, email);
      const res = await accept<ApiError>(busy.client, await tokenIn(email));
      expect(res.status).toBe(409);
      expect(res.json.error.code).toBe('admin_elsewhere');
      expect((await invite<ApiError>(owner.client, owner.user.email)).json.error.code).toBe('already_member');
    });

    it('removes an admin, never the last owner', async () => {
      const { company, owner } = await setup();
      const admin = await createVerifiedUser(ctx.deps.db);
      await makeAdmin(ctx.deps.db, admin.id, company.id, 'admin');
      const last = await owner.client.request<ApiError>('DELETE', `/api/admin/members/${owner.user.id}`);
      expect(last.status).toBe(409);
      expect(last.json.error.code).toBe('last_owner');
      expect((await owner.client.request('DELETE', `/api/admin/members/${admin.id}`)).status).toBe(204);
      const rows = await ctx.deps.db
        .select()
        .from(companyMembers)
        .where(eq(companyMembers.companyId, company.id));
      expect(rows.map((r) => r.userId)).toEqual([owner.user.id]);
      expect((await owner.client.request('DELETE', `/api/admin/members/${admin.id}`)).status).toBe(404);
      // A second owner may be removed; then the remaining one is the last.
      const second = await createVerifiedUser(ctx.deps.db);
      await makeAdmin(ctx.deps.db, second.id, company.id, 'owner');
      expect((await owner.client.request('DELETE', `/api/admin/members/${second.id}`)).status).toBe(204);
    });
  });
});
