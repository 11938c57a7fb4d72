import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, feedback } from '../../src/server/db/schema';
import { PROFILE_ERRORS, type HistoryEntry, type Profile } from '../../src/shared/schemas/profile';
import {
  TEST_PASSWORD,
  countRows,
  createBookingRow,
  createCompany,
  createCustomer,
  createService,
  signedInClient,
  stockholmDate,
} from '../factories';
import { TestClient, type apiErrorSchema } from '../http';
import { createTestContext, databaseKinds, type TestContext } from '../test-db';
import type { z } from 'zod';

/** The body of an error answer, as tests/http.ts checks it. */
type ApiError = z.infer<typeof apiErrorSchema>;

/** `GET` and `PATCH /api/me/profile`, `PATCH /api/me/preferences`: the signed-in customer's profile. */
interface ProfileBody {
  profile: Profile;
}

/** An error answer of the auth routes (Better Auth's shape): a code and the message shown to the user. */
interface AuthError {
  code?: string;
  message: string;
}

const AGE_MESSAGE = 'Ålder måste vara ett heltal mellan 1 och 120';
const validProfile = {
  firstName: 'Lisa',
  lastName: 'Lund',
  phone: '070-123 45 67',
  age: 34,
  gender: 'female',
};

describe.each(databaseKinds())('profile, history and feedback on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterAll(() => ctx.close());

  /** A company with a real slug that is not derived from its name, a service, and the user's customer record. */
  async function companyWithCustomer(userId: string, email: string) {
    const suffix = randomUUID().slice(0, 8);
    const company = await createCompany(ctx.deps.db, {
      name: `Salong Ä & Ö ${suffix}`,
      slug: `riktig-${suffix}`,
    });
    const service = await createService(ctx.deps.db, company.id);
    const customer = await createCustomer(ctx.deps.db, company.id, { userId, email });
    return { company, service, customer };
  }

  it('401 for guests on every endpoint', async () => {
    const guest = new TestClient(ctx);
    for (const res of [
      await guest.get<ApiError>('/api/me/profile'),
      await guest.request<ApiError>('PATCH', '/api/me/profile', validProfile),
      await guest.request<ApiError>('PATCH', '/api/me/preferences', {
        emailNotifications: false,
        smsNotifications: false,
      }),
      await guest.get<ApiError>('/api/me/history'),
      await guest.post<ApiError>(`/api/bookings/${randomUUID()}/feedback`, { rating: 4 }),
    ]) {
      expect(res.status).toBe(401);
      expect(res.json.error.code).toBe('unauthorized');
    }
    const password = await guest.post('/api/auth/change-password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'Nytt1234a',
    });
    expect(password.status).toBe(401);
  });

  it('reads the profile with its defaults', async () => {
    const { client, user } = await signedInClient(ctx);
    const res = await client.get<ProfileBody>('/api/me/profile');
    expect(res.status).toBe(200);
    expect(res.json.profile).toEqual({
      firstName: 'Test',
      lastName: 'Kund',
      email: user.email,
      phone: null,
      age: null,
      gender: 'unspecified',
      displayName: 'Test Kund',
      memberSince: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      // SMS on by default for new accounts (reminders go out unless the user turns SMS off); booking messages
      // by SMS only when chosen.
      preferences: { emailNotifications: true, smsNotifications: true, smsBookingMessages: false },
    });
  });

  it('saves the profile trimmed, empty as null, and keeps the name and the general customer profile in sync', async () => {
    const { client, user } = await signedInClient(ctx);
    const [general] = await ctx.deps.db
      .insert(customers)
      .values({ userId: user.id, companyId: null, name: 'Test Kund', email: user.email })
      .returning();
    const { customer: companyRecord } = await companyWithCustomer(user.id, user.email);

    const res = await client.request<ProfileBody>('PATCH', '/api/me/profile', {
      firstName: '  Lisa ',
      lastName: '   ',
      phone: ' 070-123 45 67 ',
      age: ' 34 ',
      gender: 'female',
    });
    expect(res.status).toBe(200);
    expect(res.json.profile).toMatchObject({
      firstName: 'Lisa',
      lastName: null,
      phone: '+46701234567', // stored in E.164
      age: 34,
      gender: 'female',
      displayName: 'Lisa',
    });
    expect((await client.get<ProfileBody>('/api/me/profile')).json.profile).toEqual(res.json.profile);
    expect((await client.get<{ user: { name: string } }>('/api/me')).json.user.name).toBe('Lisa');

    const [generalAfter] = await ctx.deps.db.select().from(customers).where(eq(customers.id, general!.id));
    expect(generalAfter).toMatchObject({
      name: 'Lisa',
      displayName: 'Lisa',
      firstName: 'Lisa',
      lastName: null,
      phone: '+46701234567',
    });
    const [companyAfter] = await ctx.deps.db
      .select()
      .from(customers)
      .where(eq(customers.id, companyRecord.id));
    expect(companyAfter?.name).toBe(companyRecord.name);

    const cleared = await client.request<ProfileBody>('PATCH', '/api/me/profile', {
      ...validProfile,
      phone: '',
      age: '',
      lastName: null,
    });
    expect(cleared.status).toBe(200);
    expect(cleared.json.profile).toMatchObject({
      phone: null,
      age: null,
      lastName: null,
      displayName: 'Lisa',
    });
  });

  it('rejects a blank first name, ages outside whole 1–120 and unknown genders with 400 and Swedish messages', async () => {
    const { client } = await signedInClient(ctx);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...validProfile, firstName: '   ' }, 'Förnamn krävs'],
      [{ ...validProfile, age: 0 }, AGE_MESSAGE],
      [{ ...validProfile, age: 121 }, AGE_MESSAGE],
      [{ ...validProfile, age: 1.5 }, AGE_MESSAGE],
      [{ ...validProfile, age: 'tjugo' }, AGE_MESSAGE],
      [{ ...validProfile, gender: 'robot' }, 'Välj ett giltigt kön'],
    ];
    for (const [body, message] of cases) {
      const res = await client.request<ApiError>('PATCH', '/api/me/profile', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error).toEqual({ code: 'invalid_input', message });
    }
    for (const age of [1, 120]) {
      expect((await client.request('PATCH', '/api/me/profile', { ...validProfile, age })).status).toBe(200);
    }
    expect((await client.get<ProfileBody>('/api/me/profile')).json.profile.age).toBe(120);
  });

  it('saves the notification preferences', async () => {
    const { client } = await signedInClient(ctx);
    const res = await client.request('PATCH', '/api/me/preferences', {
      emailNotifications: false,
      smsNotifications: false,
    });
    expect(res.status).toBe(200);
    // Both turned off (SMS is on by default, so false is the change that must be saved).
    expect((await client.get<ProfileBody>('/api/me/profile')).json.profile.preferences).toEqual({
      emailNotifications: false,
      smsNotifications: false,
      smsBookingMessages: false,
    });
    // 'Bokningar via SMS' chosen; a later body without it leaves it as it is.
    const chosen = await client.request('PATCH', '/api/me/preferences', {
      emailNotifications: true,
      smsNotifications: true,
      smsBookingMessages: true,
    });
    expect(chosen.status).toBe(200);
    await client.request('PATCH', '/api/me/preferences', {
      emailNotifications: true,
      smsNotifications: false,
    });
    expect((await client.get<ProfileBody>('/api/me/profile')).json.profile.preferences).toEqual({
      emailNotifications: true,
      smsNotifications: false,
      smsBookingMessages: true,
    });
    const bad = await client.request<ApiError>('PATCH', '/api/me/preferences', {
      emailNotifications: 'nej',
      smsNotifications: true,
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error.code).toBe('invalid_input');
  });

  it('history: 10 completed and 10 cancelled merged, latest first, with the real slug; nothing of others', async () => {
    const a = await signedInClient(ctx);
    const b = await signedInClient(ctx);
    const s = await companyWithCustomer(a.user.id, a.user.email);
    const other = await companyWithCustomer(b.user.id, b.user.email);
    // Day -i: cancelled when i is odd, completed when even; so the 10 latest of each reach back to day -19 / -20.
    const byDay: string[] = [];
    for (let i = 1; i <= 24; i++) {
      const row = await createBookingRow(ctx.deps.db, s.service, {
        date: stockholmDate(-i),
        startTime: '10:00',
        status: i % 2 === 1 ? 'cancelled' : 'completed',
        customerId: s.customer.id,
      });
      byDay[i] = row.id;
    }
    // An 11th recent completed one, later on day -1: pushes day -20 out of the completed ten; sorted by date and time.
    const lateSameDay = await createBookingRow(ctx.deps.db, s.service, {
      date: stockholmDate(-1),
      startTime: '15:00',
      status: 'completed',
      customerId: s.customer.id,
    });
    const expected = [lateSameDay.id, ...byDay.slice(1, 20)];
    await createBookingRow(ctx.deps.db, s.service, {
      date: stockholmDate(3),
      startTime: '10:00',
      customerId: s.customer.id,
    });
    await createBookingRow(ctx.deps.db, s.service, {
      date: stockholmDate(-2),
      startTime: '12:00',
      status: 'no_show',
      customerId: s.customer.id,
    });
    await createBookingRow(ctx.deps.db, other.service, {
      date: stockholmDate(-1),
      startTime: '10:00',
      status: 'completed',
      customerId: other.customer.id,
    });

    const res = await a.client.get<{ history: HistoryEntry[] }>('/api/me/history');
    expect(res.status).toBe(200);
    const history = res.json.history as HistoryEntry[];
    expect(history).toHaveLength(20);
    expect(history.filter((e) => e.status === 'completed')).toHaveLength(10);
    expect(history.filter((e) => e.status === 'cancelled')).toHaveLength(10);
    expect(history.map((e) => e.id)).toEqual(expected);
    expect(history[0]).toEqual({
      id: lateSameDay.id,
      status: 'completed',
      serviceName: s.service.name,
      companyName: s.company.name,
      companySlug: s.company.slug,
      serviceId: s.service.id,
      staffId: null,
      startDate: stockholmDate(-1),
      startTime: '15:00',
      feedback: null,
      canGiveFeedback: true,
    });
    expect(history.every((e) => e.canGiveFeedback === (e.status === 'completed'))).toBe(true);
  });

  it('feedback: only on own completed bookings, once, rating 1–5', async () => {
    const a = await signedInClient(ctx);
    const b = await signedInClient(ctx);
    const s = await companyWithCustomer(a.user.id, a.user.email);
    const book = (status: 'completed' | 'cancelled' | 'booked', days: number) =>
      createBookingRow(ctx.deps.db, s.service, {
        date: stockholmDate(days),
        startTime: '10:00',
        status,
        customerId: s.customer.id,
      });
    const completed = await book('completed', -3);
    const cancelled = await book('cancelled', -4);
    const booked = await book('booked', 4);
    const url = (id: string) => `/api/bookings/${id}/feedback`;

    for (const rating of [0, 6, 2.5, '4', null]) {
      const res = await a.client.post<ApiError>(url(completed.id), { rating });
      expect(res.status, String(rating)).toBe(400);
      expect(res.json.error).toEqual({
        code: 'invalid_input',
        message: 'Betyget måste vara ett heltal från 1 till 5',
      });
    }
    const long = await a.client.post(url(completed.id), { rating: 3, comment: 'x'.repeat(1001) });
    expect(long.status).toBe(400);

    for (const id of [randomUUID(), 'inte-ett-id']) {
      const res = await a.client.post<ApiError>(url(id), { rating: 4 });
      expect(res.status).toBe(404);
      expect(res.json.error).toEqual({ code: 'not_found', message: PROFILE_ERRORS.bookingNotFound });
    }
    const notMine = await b.client.post<ApiError>(url(completed.id), { rating: 1 });
    expect(notMine.status).toBe(404);
    expect(notMine.json.error.code).toBe('not_found');

    for (const id of [cancelled.id, booked.id]) {
      const res = await a.client.post<ApiError>(url(id), { rating: 4 });
      expect(res.status).toBe(409);
      expect(res.json.error).toEqual({ code: 'not_completed', message: PROFILE_ERRORS.feedbackNotCompleted });
    }
    expect(await countRows(ctx.deps.db, feedback)).toBe(0);

    const ok = await a.client.post(url(completed.id), { rating: 4, comment: '  Trevligt!  ' });
    expect(ok.status).toBe(201);
    expect(ok.json).toEqual({ feedback: { rating: 4, comment: 'Trevligt!', isPublic: false } });

    const again = await a.client.post<ApiError>(url(completed.id), { rating: 5 });
    expect(again.status).toBe(409);
    expect(again.json.error).toEqual({ code: 'feedback_exists', message: PROFILE_ERRORS.feedbackExists });

    const entry = (
      (await a.client.get<{ history: HistoryEntry[] }>('/api/me/history')).json.history as HistoryEntry[]
    ).find((e) => e.id === completed.id);
    expect(entry).toMatchObject({
      feedback: { rating: 4, comment: 'Trevligt!', isPublic: false },
      canGiveFeedback: false,
    });
  });

  it('two concurrent feedbacks on one booking: one 201, one 409, never 500', async () => {
    const a = await signedInClient(ctx);
    const s = await companyWithCustomer(a.user.id, a.user.email);
    const completed = await createBookingRow(ctx.deps.db, s.service, {
      date: stockholmDate(-2),
      startTime: '10:00',
      status: 'completed',
      customerId: s.customer.id,
    });
    const results = await Promise.all(
      [1, 2, 3].map((rating) => a.client.post(`/api/bookings/${completed.id}/feedback`, { rating })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
  });

  it('change password: shared rules with Swedish messages, wrong current refused, then login with the new one', async () => {
    const { client, user } = await signedInClient(ctx);
    const other = new TestClient(ctx);
    expect(
      (await other.post('/api/auth/sign-in/email', { email: user.email, password: TEST_PASSWORD })).status,
    ).toBe(200);

    const weak = [
      ['kort1A', 'Lösenordet måste vara minst 8 tecken långt'],
      ['utanversal1', 'Lösenordet måste innehålla minst en versal'],
      ['Utansiffra', 'Lösenordet måste innehålla minst en siffra'],
    ];
    for (const [newPassword, message] of weak) {
      const res = await client.post<AuthError>('/api/auth/change-password', {
        currentPassword: TEST_PASSWORD,
        newPassword,
      });
      expect(res.status).toBe(400);
      expect(res.json.message).toBe(message);
    }
    const noCurrent = await client.post<AuthError>('/api/auth/change-password', {
      currentPassword: '',
      newPassword: 'Nytt1234a',
    });
    expect(noCurrent.status).toBe(400);
    expect(noCurrent.json.message).toBe('Nuvarande lösenord krävs');

    const wrong = await client.post('/api/auth/change-password', {
      currentPassword: 'Fel12345',
      newPassword: 'Nytt1234a',
    });
    expect(wrong.status).toBeGreaterThanOrEqual(400);
    expect(wrong.status).toBeLessThan(500);

    const ok = await client.post('/api/auth/change-password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'Nytt1234a',
      revokeOtherSessions: true,
    });
    expect(ok.status).toBe(200);
    expect((await client.get('/api/me/profile')).status).toBe(200);
    expect((await other.get('/api/me/profile')).status).toBe(401);

    const fresh = new TestClient(ctx);
    expect(
      (await fresh.post('/api/auth/sign-in/email', { email: user.email, password: TEST_PASSWORD })).status,
    ).toBe(401);
    expect(
      (await fresh.post('/api/auth/sign-in/email', { email: user.email, password: 'Nytt1234a' })).status,
    ).toBe(200);
  });
});
