import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_QUOTA } from '../../src/server/security/address-cooldown';
import { outbox, user } from '../../src/server/db/schema';
import { createCompany, createVerifiedUser, signedInAdmin } from '../factories';
import type { CompanyInvitation, EmailChangePending } from '../../src/shared/schemas/company-members';
import { TestClient } from '../http';
import { createTestContext, databaseKinds, type ClockedTestContext } from '../test-db';

/*
 * an address given in a request gets at most MAIL_QUOTA mails of a kind per 10 minutes, however many
 * clients ask, and every request gets the same answer whether or not a mail went out.
 */
const signup = (email: string, password = 'Forsta123') => ({
  email,
  password,
  name: 'Maja Berg',
  firstName: 'Maja',
  lastName: 'Berg',
});

type Answer = Awaited<ReturnType<TestClient['request']>>;

describe.each(databaseKinds())('mail quotas per address on %s', (kind) => {
  let ctx: ClockedTestContext;
  let clientNo = 0;
  beforeAll(async () => {
    // As behind one reverse proxy, so every request below comes from another client address.
    ctx = await createTestContext(kind, { TRUSTED_PROXY_HOPS: '1' });
  });
  afterAll(() => ctx.close());

  const fromNewAddress = <T = unknown>(
    method: string,
    path: string,
    body: unknown,
    client = new TestClient(ctx),
  ) => {
    clientNo++;
    return client.request<T>(method, path, body, {
      'x-forwarded-for': `10.1.${clientNo >> 8}.${clientNo & 255}`,
    });
  };
  const mailsTo = (email: string, subjectLike: string) =>
    ctx.deps.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, email), like(outbox.subject, subjectLike)))
      .orderBy(desc(outbox.id));
  const codeOf = (row: { payload: unknown }) =>
    /\b(\d{6})\b/.exec((row.payload as { text: string }).text)?.[1];

  it("20 'Skicka ny kod' for one address from 20 clients: at most 2 codes, the same answer, and the last code mailed works", async () => {
    const email = `skicka-${Date.now()}@example.se`;
    const browser = new TestClient(ctx);
    expect((await fromNewAddress('POST', '/api/auth/sign-up/email', signup(email), browser)).status).toBe(
      200,
    );
    const before = await mailsTo(email, 'Din verifieringskod%');
    expect(before).toHaveLength(1);
    const answers: Answer[] = [];
    for (let i = 0; i < 20; i++) {
      answers.push(
        await fromNewAddress('POST', '/api/auth/email-otp/send-verification-otp', {
          email,
          type: 'email-verification',
        }),
      );
    }
    expect(new Set(answers.map((a) => `${a.status} ${a.text}`))).toEqual(new Set(['200 {"success":true}']));
    const codes = await mailsTo(email, 'Din verifieringskod%');
    expect(codes.length - before.length).toBeLessThanOrEqual(MAIL_QUOTA);
    // Refused requests made no new code, so the newest one mailed still confirms the address.
    const verified = await browser.post('/api/auth/email-otp/verify-email', {
      email,
      otp: codeOf(codes[0]!),
    });
    expect(verified.status).toBe(200);
  }, 120_000);

  it('answers 20 requests for an unknown address the same and mails nothing', async () => {
    const email = `okand-${Date.now()}@example.se`;
    for (let i = 0; i < 20; i++) {
      const res = await fromNewAddress('POST', '/api/auth/email-otp/send-verification-otp', {
        email,
        type: 'email-verification',
      });
      expect(`${res.status} ${res.text}`).toBe('200 {"success":true}');
    }
    expect(await mailsTo(email, '%')).toEqual([]);
  }, 120_000);

  it('20 sign-ups for one never-confirmed address from 20 clients: the first code plus at most 2, and the same answers', async () => {
    const email = `upprepad-${Date.now()}@example.se`;
    const answers: Answer[] = [];
    for (let i = 0; i < 20; i++)
      answers.push(await fromNewAddress('POST', '/api/auth/sign-up/email', signup(email, `Losen${i}abc`)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const shapes = new Set(answers.map((a) => JSON.stringify(Object.keys(a.json ?? {}).sort())));
    expect(shapes.size).toBe(1);
    // The sign-up that creates the account mails its code once per account; repeats count against the quota.
    expect((await mailsTo(email, 'Din verifieringskod%')).length).toBeLessThanOrEqual(1 + MAIL_QUOTA);
  }, 120_000);

  it('20 sign-ups for an address whose account exists from before: at most 2 codes', async () => {
    const email = `gammal-${Date.now()}@example.se`;
    const { id } = await createVerifiedUser(ctx.deps.db, email);
    await ctx.deps.db.update(user).set({ emailVerified: false }).where(eq(user.id, id));
    for (let i = 0; i < 20; i++)
      expect((await fromNewAddress('POST', '/api/auth/sign-up/email', signup(email))).status).toBe(200);
    expect((await mailsTo(email, 'Din verifieringskod%')).length).toBeLessThanOrEqual(MAIL_QUOTA);
  }, 120_000);

  it("20 business registrations with a known address from 20 clients: at most 2 'Försök att registrera' mails, the same answers", async () => {
    const { email } = await createVerifiedUser(ctx.deps.db);
    const answers: Answer[] = [];
    for (let i = 0; i < 20; i++) {
      answers.push(
        await fromNewAddress('POST', '/api/business-registrations', {
          companyName: 'Bombsalongen',
          contactName: 'Maja Berg',
          email,
          phone: '070-123 45 67',
          description: 'En salong.',
          categories: ['frisor'],
          password: 'Forsta123',
          confirmPassword: 'Forsta123',
          acceptTerms: true,
        }),
      );
    }
    expect(answers.every((a) => a.status === answers[0]!.status)).toBe(true);
    expect(new Set(answers.map((a) => JSON.stringify(Object.keys(a.json ?? {}).sort()))).size).toBe(1);
    expect(await mailsTo(email, 'Försök att registrera%')).toHaveLength(MAIL_QUOTA);
  }, 120_000);

  it('invitations and e-mail change codes to one address: at most 2 each, the same answers', async () => {
    const target = `mottagare-${Date.now()}@example.se`;
    const answers: Answer[] = [];
    for (let i = 0; i < 4; i++) {
      const company = await createCompany(ctx.deps.db, { name: `Salong ${i}` });
      const { client } = await signedInAdmin(ctx, company.id);
      const invited = await fromNewAddress<{ invitation: CompanyInvitation }>(
        'POST',
        '/api/admin/members/invitations',
        { email: target },
        client,
      );
      const change = await fromNewAddress<EmailChangePending>(
        'POST',
        '/api/admin/settings/company/email-change',
        { email: target },
        client,
      );
      answers.push(invited, change);
      expect(invited.status).toBe(201);
      expect(invited.json.invitation.email).toBe(target);
      expect(change.status).toBe(202);
      expect(change.json.pendingEmail).toBe(target);
    }
    expect(await mailsTo(target, 'Inbjudan att administrera%')).toHaveLength(MAIL_QUOTA);
    expect(await mailsTo(target, 'Din kod för att byta e-postadress%')).toHaveLength(MAIL_QUOTA);
  }, 120_000);
});
