import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, customers } from '../../src/server/db/schema';
import type { AdminCalendarBooking } from '../../src/shared/schemas/admin-calendar';
import {
  ADMIN_CUSTOMER_ERRORS,
  customerExistsMessage,
  type AdminCustomer,
  type AdminCustomersList,
  type CustomerHistory,
  type ExistingCustomer,
} from '../../src/shared/schemas/admin-customers';
import {
  countRows,
  createBookingRow,
  createCompany,
  createCustomer,
  createService,
  createVerifiedUser,
  makeStaff,
  signedInAdmin,
  stockholmDate,
} from '../factories';
import type { apiErrorSchema } from '../http';
import { createTestContext, databaseKinds, type TestContext } from '../test-db';
import type { z } from 'zod';

type ApiError = z.infer<typeof apiErrorSchema>;
/** A 409 `customer_exists`: the error with the existing record the form offers. */
interface ExistsError {
  error: ApiError['error'] & { customer: AdminCustomer };
}

describe.each(databaseKinds())('the front desk’s customers on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterAll(() => ctx.close());

  async function admin() {
    const company = await createCompany(ctx.deps.db);
    const service = await createService(ctx.deps.db, company.id, { name: 'Klippning', price: 400 });
    const { client } = await signedInAdmin(ctx, company.id, company.email);
    return { company, service, client };
  }
  const row = async (id: string) =>
    (await ctx.deps.db.select().from(customers).where(eq(customers.id, id)))[0];

  it('finds a customer by phone however it is written: national, spaced, partial, +46 and 46', async () => {
    const { company, client } = await admin();
    const db = ctx.deps.db;
    // E-mails without digits: the factory's random ones could hold the digits searched for below.
    await createCustomer(db, company.id, {
      name: 'Per Olsson',
      phone: '+46703456789',
      email: 'per@example.se',
    });
    await createCustomer(db, company.id, {
      name: 'Karin Lund',
      phone: '+46722221100',
      email: 'karin@example.se',
    });
    // 08-707 22 22: its digits hold '072222' in the middle, but '072-222' is the start of a mobile number.
    await createCustomer(db, company.id, {
      name: 'Stina Berg',
      phone: '+4687072222',
      email: 'stina@example.se',
    });
    // Another company's customer with the same number is never found.
    await createCustomer(db, (await createCompany(db)).id, { name: 'Annan Per', phone: '+46703456789' });
    const names = async (q: string) => {
      const res = await client.get<AdminCustomersList>(`/api/admin/customers?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
      return res.json.customers.map((c) => c.name).sort();
    };
    for (const q of [
      '070-345 67 89',
      '0703456789',
      '070 345',
      '+46703456789',
      '+46 70 345 67 89',
      '46 70 345',
    ])
      expect(await names(q), q).toEqual(['Per Olsson']);
    expect(await names('0046 70 345 67 89')).toEqual(['Per Olsson']);
    expect(await names('345 67 89')).toEqual(['Per Olsson']);
    expect(await names('072-222')).toEqual(['Karin Lund']);
    expect(await names('08-707')).toEqual(['Stina Berg']);
    expect(await names('07')).toEqual([]);
    // Name and e-mail search keep working.
    expect(await names('olsson')).toEqual(['Per Olsson']);
    const matching = await client.get<AdminCustomersList>(
      `/api/admin/customers?q=${encodeURIComponent('+46 7')}`,
    );
    expect(matching.json.matching).toBe(2);
  });

  it('GET existing: the record with that phone (any form) or e-mail, else null; scoped to the company', async () => {
    const { company, client } = await admin();
    const per = await createCustomer(ctx.deps.db, company.id, {
      name: 'Per Olsson',
      email: 'per@example.se',
      phone: '+46703456789',
    });
    const other = await createCompany(ctx.deps.db);
    await createCustomer(ctx.deps.db, other.id, { name: 'Annan', phone: '+46709999999' });
    const existing = async (query: string) => {
      const res = await client.get<ExistingCustomer>(`/api/admin/customers/existing?${query}`);
      expect(res.status).toBe(200);
      return res.json.customer?.id ?? null;
    };
    expect(await existing(`phone=${encodeURIComponent('070-345 67 89')}`)).toBe(per.id);
    expect(await existing(`email=${encodeURIComponent(' PER@example.se ')}`)).toBe(per.id);
    expect(await existing(`phone=${encodeURIComponent('070-999 99 99')}`)).toBeNull();
    expect(await existing('phone=070-1&email=inte-en-adress')).toBeNull();
    expect(await existing('')).toBeNull();
  });

  it("'Ny kund' with a known phone: the same name books as that record, another name is 409 with the offer", async () => {
    const { company, service, client } = await admin();
    const per = await createCustomer(ctx.deps.db, company.id, {
      name: 'Per Olsson',
      email: '',
      phone: '+46703456789',
    });
    const body = (customer: { name: string; phone?: string; email?: string }, startTime: string) => ({
      customer,
      serviceId: service.id,
      date: stockholmDate(4),
      startTime,
    });
    const same = await client.post<{ booking: AdminCalendarBooking }>(
      '/api/admin/calendar/bookings',
      body({ name: 'per  olsson', phone: '070-345 67 89' }, '10:00'),
    );
    expect(same.status).toBe(201);
    expect(same.json.booking.customerId).toBe(per.id);

    const customersBefore = await countRows(ctx.deps.db, customers);
    const bookingsBefore = await countRows(ctx.deps.db, bookings);
    const other = await client.post<ExistsError>(
      '/api/admin/calendar/bookings',
      body({ name: 'Per O', phone: '0703456789' }, '12:00'),
    );
    expect(other.status).toBe(409);
    expect(other.json.error.code).toBe('customer_exists');
    expect(other.json.error.message).toBe(customerExistsMessage('Per Olsson', '070-345 67 89'));
    expect(other.json.error.customer).toMatchObject({
      id: per.id,
      name: 'Per Olsson',
      phone: '+46703456789',
    });
    // A known e-mail under another name is refused the same way.
    const kari = await createCustomer(ctx.deps.db, company.id, { name: 'Kari', email: 'kari@example.se' });
    const byEmail = await client.post<ExistsError>(
      '/api/admin/calendar/bookings',
      body({ name: 'Karin', email: 'KARI@example.se' }, '13:00'),
    );
    expect(byEmail.status).toBe(409);
    expect(byEmail.json.error.customer.id).toBe(kari.id);
    expect(await countRows(ctx.deps.db, customers)).toBe(customersBefore + 1);
    expect(await countRows(ctx.deps.db, bookings)).toBe(bookingsBefore);
  });

  it('the card: one record, its coming and past bookings with service, staff and status, no-shows counted', async () => {
    const { company, service, client } = await admin();
    const db = ctx.deps.db;
    const member = await makeStaff(db, company.id, { name: 'Elin Svensson', serviceIds: [service.id] });
    const c = await createCustomer(db, company.id, { name: 'Per Olsson', email: '', phone: '+46703456789' });
    const coming = await createBookingRow(db, service, {
      date: stockholmDate(3),
      startTime: '10:00',
      customerId: c.id,
      staffId: member.id,
    });
    const done = await createBookingRow(db, service, {
      date: stockholmDate(-10),
      startTime: '09:00',
      customerId: c.id,
      status: 'completed',
    });
    const missed = await createBookingRow(db, service, {
      date: stockholmDate(-3),
      startTime: '11:00',
      customerId: c.id,
      status: 'no_show',
    });
    const history = await client.get<CustomerHistory>(`/api/admin/customers/${c.id}/bookings`);
    expect(history.status).toBe(200);
    expect(history.json.upcoming.map((v) => v.id)).toEqual([coming.id]);
    expect(history.json.upcoming[0]).toMatchObject({
      serviceName: 'Klippning',
      staffName: 'Elin Svensson',
      status: 'booked',
      startTime: '10:00',
      endTime: '11:00',
    });
    expect(history.json.past.map((v) => [v.id, v.status])).toEqual([
      [missed.id, 'no_show'],
      [done.id, 'completed'],
    ]);
    expect([history.json.pastTotal, history.json.noShowCount]).toEqual([2, 1]);
    const one = await client.get<{ customer: AdminCustomer }>(`/api/admin/customers/${c.id}`);
    expect(one.json.customer).toMatchObject({ id: c.id, noShowCount: 1, bookingsCount: 3 });

    const stranger = await createCustomer(db, (await createCompany(db)).id);
    for (const path of [`/${stranger.id}`, `/${stranger.id}/bookings`, '/inte-ett-id/bookings']) {
      const res = await client.get<ApiError>(`/api/admin/customers${path}`);
      expect(res.status, path).toBe(404);
      expect(res.json.error.message).toBe(ADMIN_CUSTOMER_ERRORS.notFound);
    }
  });

  it('merges a duplicate: bookings, notes, flag, e-mail and account move to the kept record, the other is gone', async () => {
    const { company, service, client } = await admin();
    const db = ctx.deps.db;
    const user = await createVerifiedUser(db);
    const kept = await createCustomer(db, company.id, {
      name: 'Per Olsson',
      email: '',
      phone: '+46703456789',
      adminNotes: 'Känslig hårbotten',
    });
    const duplicate = await createCustomer(db, company.id, {
      name: 'Per O',
      email: 'per@example.se',
      phone: '+46703456789',
      userId: user.id,
      adminNotes: 'Vill ha kaffe',
      isFlagged: true,
    });
    const keptBooking = await createBookingRow(db, service, {
      date: stockholmDate(-5),
      startTime: '09:00',
      customerId: kept.id,
      customerName: 'Per Olsson',
      status: 'completed',
    });
    const moved = await createBookingRow(db, service, {
      date: stockholmDate(-2),
      startTime: '10:00',
      customerId: duplicate.id,
      customerName: 'Per O',
      status: 'no_show',
    });
    const coming = await createBookingRow(db, service, {
      date: stockholmDate(6),
      startTime: '10:00',
      customerId: duplicate.id,
      customerName: 'Per O',
    });
    const res = await client.post<{ customer: AdminCustomer }>(`/api/admin/customers/${kept.id}/merge`, {
      duplicateId: duplicate.id,
    });
    expect(res.status).toBe(200);
    expect(res.json.customer).toMatchObject({
      id: kept.id,
      name: 'Per Olsson',
      email: 'per@example.se',
      phone: '+46703456789',
      isFlagged: true,
      adminNotes: 'Känslig hårbotten\n\nVill ha kaffe',
      bookingsCount: 3,
      noShowCount: 1,
      hasActiveBooking: true,
    });
    expect(await row(duplicate.id)).toBeUndefined();
    expect((await row(kept.id))?.userId).toBe(user.id);
    const rows = await db.select().from(bookings).where(eq(bookings.customerId, kept.id));
    expect(rows.map((b) => b.id).sort()).toEqual([keptBooking.id, moved.id, coming.id].sort());
    expect(new Set(rows.map((b) => b.customerName))).toEqual(new Set(['Per Olsson']));
    // The merged record is found once, by the phone and by the e-mail.
    const found = await client.get<AdminCustomersList>(
      `/api/admin/customers?q=${encodeURIComponent('070-345')}`,
    );
    expect(found.json.customers.map((c) => c.id)).toEqual([kept.id]);
  });

  it('merge refuses: another company’s record (404), itself (400), anonymised (409), two accounts (409); nothing changes', async () => {
    const { company, client } = await admin();
    const db = ctx.deps.db;
    const a = await createCustomer(db, company.id, { name: 'A' });
    const b = await createCustomer(db, company.id, { name: 'B' });
    const other = await admin();
    const stranger = await createCustomer(db, other.company.id, { name: 'Främling' });
    const gone = await createCustomer(db, company.id, {
      name: 'Raderad kund',
      email: '',
      anonymizedAt: new Date(),
    });
    const u1 = await createVerifiedUser(db);
    const u2 = await createVerifiedUser(db);
    const withAccount1 = await createCustomer(db, company.id, { name: 'Konto 1', userId: u1.id });
    const withAccount2 = await createCustomer(db, company.id, { name: 'Konto 2', userId: u2.id });
    const before = await countRows(db, customers);
    const merge = (id: string, duplicateId: string) =>
      client.post<ApiError>(`/api/admin/customers/${id}/merge`, { duplicateId });
    for (const [id, dup] of [
      [a.id, stranger.id],
      [stranger.id, a.id],
      [randomUUID(), a.id],
      ['inte-ett-id', a.id],
    ] as const) {
      const res = await merge(id, dup);
      expect(res.status, `${id} <- ${dup}`).toBe(404);
      expect(res.json.error.message).toBe(ADMIN_CUSTOMER_ERRORS.notFound);
    }
    // Company Y's admin cannot merge X's records either.
    expect(
      (await other.client.post(`/api/admin/customers/${a.id}/merge`, { duplicateId: b.id })).status,
    ).toBe(404);
    const self = await merge(a.id, a.id);
    expect([self.status, self.json.error.message]).toEqual([400, ADMIN_CUSTOMER_ERRORS.mergeSame]);
    expect((await merge(a.id, 'x')).status).toBe(400);
    expect((await merge(a.id, gone.id)).json.error.code).toBe('already_anonymized');
    const accounts = await merge(withAccount1.id, withAccount2.id);
    expect([accounts.status, accounts.json.error.code]).toEqual([409, 'different_accounts']);
    expect(await countRows(db, customers)).toBe(before);
    expect(await row(b.id)).toBeDefined();
    expect(await row(stranger.id)).toBeDefined();
  });
});
