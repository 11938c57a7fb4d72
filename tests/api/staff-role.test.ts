import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { MemberCompany } from '../../src/server/context';
import { companyMembers, outbox, staff } from '../../src/server/db/schema';
import type { AdminCalendar, AdminCalendarBooking } from '../../src/shared/schemas/admin-calendar';
import type { AdminCustomer } from '../../src/shared/schemas/admin-customers';
import type { CompanyInvitation, CompanyMembersList } from '../../src/shared/schemas/company-members';
import {
  createBookingRow,
  createCompany,
  createCustomer,
  createService,
  makeStaff,
  makeStaffAccount,
  signedInAdmin,
  signedInClient,
  stockholmDate,
} from '../factories';
import type { apiErrorSchema } from '../http';
import { createTestContext, databaseKinds, type TestContext } from '../test-db';

/*
 * Staff sign-in with their own rights (docs/decisions/035): an owner invites a staff member as 'Personal', the
 * account accepting it is that staff member, and it is served its own calendar, its own bookings' customers and
 * the marking of its own visits; everything else of the admin panel is 403, another member's booking 404.
 */

type ApiError = z.infer<typeof apiErrorSchema>;

interface Me {
  isAdmin: boolean;
  adminCompany: MemberCompany | null;
}

const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.se`;

describe.each(databaseKinds())('staff accounts on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterAll(() => ctx.close());

  /** The invitation link's token in the newest mail to `to`, and that mail's subject. */
  async function invitationMail(to: string) {
    const [row] = await ctx.deps.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, to.toLowerCase()), eq(outbox.kind, 'email')))
      .orderBy(desc(outbox.id))
      .limit(1);
    const text = (row?.payload as { text: string } | undefined)?.text ?? '';
    return {
      subject: row?.subject ?? '',
      text,
      token: /\/admin\/invitation\?token=([\w-]+)/.exec(text)?.[1] ?? '',
    };
  }

  /**
   * A salon with two active members, Elin and Maria, each with a visit that started yesterday and one tomorrow,
   * and its owner signed in.
   */
  async function salon() {
    const { db } = ctx.deps;
    const company = await createCompany(db, { name: 'Salong Karin & Co' });
    const owner = await signedInAdmin(ctx, company.id, unique('agare'));
    const service = await createService(db, company.id, { name: 'Klippning', price: 450 });
    const elin = await makeStaff(db, company.id, { name: 'Elin Svensson', serviceIds: [service.id] });
    const maria = await makeStaff(db, company.id, {
      name: 'Maria Lind',
      serviceIds: [service.id],
      displayOrder: 1,
    });
    const elinsCustomer = await createCustomer(db, company.id, {
      name: 'Per Olsson',
      phone: '+46703456789',
      adminNotes: 'Känslig hårbotten',
      isFlagged: true,
    });
    const mariasCustomer = await createCustomer(db, company.id, { name: 'Lisa Berg' });
    const yesterday = stockholmDate(-1);
    const tomorrow = stockholmDate(1);
    const book = (member: typeof elin, customer: typeof elinsCustomer, date: string) =>
      createBookingRow(db, service, {
        date,
        startTime: '10:00',
        staffId: member.id,
        customerId: customer.id,
        customerName: customer.name,
      });
    return {
      company,
      owner,
      service,
      elin,
      maria,
      elinsCustomer,
      mariasCustomer,
      yesterday,
      tomorrow,
      elinsVisit: await book(elin, elinsCustomer, yesterday),
      elinsComing: await book(elin, elinsCustomer, tomorrow),
      mariasVisit: await book(maria, mariasCustomer, yesterday),
      mariasComing: await book(maria, mariasCustomer, tomorrow),
    };
  }

  /** Elin's staff account of the salon, signed in. */
  async function elinSignedIn(s: Awaited<ReturnType<typeof salon>>) {
    const elin = await signedInClient(ctx, unique('elin'));
    await makeStaffAccount(ctx.deps.db, elin.user.id, s.company.id, s.elin.id);
    return elin.client;
  }

  it('an owner invites a staff member as Personal; accepting makes the account that staff member', async () => {
    const s = await salon();
    const email = unique('elin');
    const res = await s.owner.client.post<{ invitation: CompanyInvitation }>(
      '/api/admin/members/invitations',
      {
        email,
        role: 'staff',
        staffId: s.elin.id,
      },
    );
    expect(res.status).toBe(201);
    expect(res.json.invitation).toMatchObject({ email, role: 'staff', staffName: 'Elin Svensson' });
    const mail = await invitationMail(email);
    expect(mail.subject).toBe('Inbjudan som personal hos Salong Karin & Co på Tidvis');
    expect(mail.text).toContain('som personal (Elin Svensson)');
    expect(mail.token).not.toBe('');

    const invitee = await signedInClient(ctx, email);
    const accepted = await invitee.client.post<{ role: string }>('/api/invitations/accept', {
      token: mail.token,
    });
    expect(accepted.status).toBe(200);
    expect(accepted.json.role).toBe('staff');
    const me = (await invitee.client.get<Me>('/api/me')).json;
    expect(me.isAdmin).toBe(true);
    expect(me.adminCompany).toMatchObject({ id: s.company.id, role: 'staff', staffId: s.elin.id });

    const list = (await s.owner.client.get<CompanyMembersList>('/api/admin/members')).json;
    expect(list.members.find((m) => m.email === email)).toMatchObject({
      role: 'staff',
      staffName: 'Elin Svensson',
    });
    expect(list.invitations).toEqual([]);

    // The staff member has an account now: a second invitation for her is refused.
    const again = await s.owner.client.post<ApiError>('/api/admin/members/invitations', {
      email: unique('elin-igen'),
      role: 'staff',
      staffId: s.elin.id,
    });
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe('staff_has_account');
  });

  it('a Personal invitation needs one of the company’s own staff members', async () => {
    const s = await salon();
    const other = await createCompany(ctx.deps.db);
    const othersMember = await makeStaff(ctx.deps.db, other.id, { name: 'Annan' });
    const post = <T = ApiError>(body: object) =>
      s.owner.client.post<T>('/api/admin/members/invitations', body);

    const missing = await post({ email: unique('p'), role: 'staff' });
    expect(missing.status).toBe(400);
    expect(missing.text).toContain('Välj vilken personal kontot gäller');
    expect((await post({ email: unique('p'), role: 'owner' })).status).toBe(400);
    const foreign = await post({ email: unique('p'), role: 'staff', staffId: othersMember.id });
    expect(foreign.status).toBe(404);
    expect(foreign.json.error.message).toBe('Personalen hittades inte.');
    // An admin invitation carries no staff member, even when one is sent.
    const admin = await post<{ invitation: CompanyInvitation }>({
      email: unique('admin'),
      role: 'admin',
      staffId: s.elin.id,
    });
    expect(admin.status).toBe(201);
    expect(admin.json.invitation).toMatchObject({ role: 'admin', staffName: null });
    // Only an owner invites; a staff account cannot.
    const elin = await elinSignedIn(s);
    expect(
      (
        await elin.post('/api/admin/members/invitations', {
          email: unique('p'),
          role: 'staff',
          staffId: s.maria.id,
        })
      ).status,
    ).toBe(403);
  });

  it('a staff account is served its own calendar only: no other member’s bookings, customers or hours', async () => {
    const s = await salon();
    const elin = await elinSignedIn(s);
    const res = await elin.get<AdminCalendar>(`/api/admin/calendar?from=${s.yesterday}&to=${s.tomorrow}`);
    expect(res.status).toBe(200);
    const ids = res.json.bookings.map((b) => b.id).sort();
    expect(ids).toEqual([s.elinsVisit.id, s.elinsComing.id].sort());
    expect(res.json.staff.map((m) => m.id)).toEqual([s.elin.id]);
    expect(Object.keys(res.json.staffHours)).toEqual([s.elin.id]);
    expect(res.text).not.toContain(s.maria.id);
    expect(res.text).not.toContain(s.mariasCustomer.id);
    expect(res.text).not.toContain('Lisa Berg');
    // The owner sees both.
    const owners = await s.owner.client.get<AdminCalendar>(
      `/api/admin/calendar?from=${s.yesterday}&to=${s.tomorrow}`,
    );
    expect(owners.json.bookings).toHaveLength(4);
  });

  it('a staff account reads its own customers’ name, phone, note and flag, and no one else’s', async () => {
    const s = await salon();
    const elin = await elinSignedIn(s);
    const own = await elin.get<{ customer: AdminCustomer }>(`/api/admin/customers/${s.elinsCustomer.id}`);
    expect(own.status).toBe(200);
    expect(own.json.customer).toMatchObject({
      name: 'Per Olsson',
      phone: '+46703456789',
      adminNotes: 'Känslig hårbotten',
      isFlagged: true,
    });
    const others = await elin.get<ApiError>(`/api/admin/customers/${s.mariasCustomer.id}`);
    expect(others.status).toBe(404);
    expect(others.json.error.code).toBe('not_found');
    expect((await elin.get(`/api/admin/customers/${s.elinsCustomer.id}/bookings`)).status).toBe(403);
    expect((await elin.get('/api/admin/customers?q=')).status).toBe(403);
  });

  it('a staff account marks its own visits and restores them, but not another member’s', async () => {
    const s = await salon();
    const elin = await elinSignedIn(s);
    const marked = await elin.post<{ booking: AdminCalendarBooking }>(
      `/api/admin/calendar/bookings/${s.elinsVisit.id}/no-show`,
      {},
    );
    expect(marked.status).toBe(200);
    expect(marked.json.booking.status).toBe('no_show');
    const restored = await elin.post<{ booking: AdminCalendarBooking }>(
      `/api/admin/calendar/bookings/${s.elinsVisit.id}/restore`,
      {},
    );
    expect(restored.status).toBe(200);
    expect(restored.json.booking.status).not.toBe('no_show');
    expect((await elin.get(`/api/admin/calendar/bookings/${s.elinsComing.id}`)).status).toBe(200);

    for (const path of [
      `/api/admin/calendar/bookings/${s.mariasVisit.id}/no-show`,
      `/api/admin/calendar/bookings/${s.mariasVisit.id}/restore`,
    ]) {
      const res = await elin.post(path, {});
      expect(res.status, path).toBe(404);
    }
    expect((await elin.get(`/api/admin/calendar/bookings/${s.mariasComing.id}`)).status).toBe(404);
    // Cancelling, moving and booking stay the salon's.
    expect((await elin.post(`/api/admin/calendar/bookings/${s.elinsComing.id}/cancel`, {})).status).toBe(403);
    expect(
      (
        await elin.post(`/api/admin/calendar/bookings/${s.elinsComing.id}/move`, {
          date: s.tomorrow,
          startTime: '12:00',
        })
      ).status,
    ).toBe(403);
  });

  it('a staff account gets 403 for revenue, reports, settings, services, staff, customers, feeds and members', async () => {
    const s = await salon();
    const elin = await elinSignedIn(s);
    for (const path of [
      '/api/admin/dashboard',
      '/api/admin/reports',
      '/api/admin/reports/bookings.csv',
      '/api/admin/settings',
      '/api/admin/services',
      '/api/admin/staff',
      '/api/admin/customers',
      '/api/admin/calendar-feeds',
      '/api/admin/members',
      '/api/admin/reviews',
      '/api/admin/schedule-exceptions',
    ]) {
      const res = await elin.get<ApiError>(path);
      expect(res.status, path).toBe(403);
      expect(res.json.error.message, path).toBe(
        'Ditt konto som personal har inte tillgång till den här sidan.',
      );
    }
  });

  it('the database ties a staff account to one staff member of its own company', async () => {
    const s = await salon();
    const { db } = ctx.deps;
    const user = (await signedInClient(ctx)).user;
    const other = await createCompany(db);
    const foreign = await makeStaff(db, other.id, { name: 'Annan' });
    const insert = (values: Partial<typeof companyMembers.$inferInsert>) =>
      db
        .insert(companyMembers)
        .values({ companyId: s.company.id, userId: user.id, role: 'staff', ...values });
    await expect(insert({ staffId: null })).rejects.toThrow();
    await expect(insert({ role: 'admin', staffId: s.elin.id })).rejects.toThrow();
    await expect(insert({ staffId: foreign.id })).rejects.toThrow();
    await elinSignedIn(s);
    // One account per staff member.
    await expect(insert({ staffId: s.elin.id })).rejects.toThrow();
  });

  it('a deactivated staff member keeps the account; deleting the staff member ends it', async () => {
    const s = await salon();
    const { db } = ctx.deps;
    const newcomer = await makeStaff(db, s.company.id, { name: 'Ny Frisör' });
    const account = await signedInClient(ctx, unique('ny'));
    await makeStaffAccount(db, account.user.id, s.company.id, newcomer.id);
    await db.update(staff).set({ active: false }).where(eq(staff.id, newcomer.id));
    const calendar = `/api/admin/calendar?from=${s.tomorrow}&to=${s.tomorrow}`;
    expect((await account.client.get(calendar)).status).toBe(200);

    expect((await s.owner.client.request('DELETE', `/api/admin/staff/${newcomer.id}`)).status).toBe(204);
    const me = (await account.client.get<Me>('/api/me')).json;
    expect(me).toMatchObject({ isAdmin: false, adminCompany: null });
    expect((await account.client.get(calendar)).status).toBe(403);
  });

  it('an owner removes a staff account under Administratörer', async () => {
    const s = await salon();
    const elin = await elinSignedIn(s);
    const list = (await s.owner.client.get<CompanyMembersList>('/api/admin/members')).json;
    const account = list.members.find((m) => m.role === 'staff');
    expect(account?.staffName).toBe('Elin Svensson');
    expect((await s.owner.client.request('DELETE', `/api/admin/members/${account!.userId}`)).status).toBe(
      204,
    );
    expect((await elin.get('/api/admin/calendar')).status).toBe(403);
  });
});
