import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, companyMembers, outbox, user } from '../../src/server/db/schema';
import {
  insertWithUniqueSlug,
  nextFreeSlug,
} from '../../src/server/features/business-registration/business-registration.service';
import { DEFAULT_WEEKLY_SCHEDULE } from '../../src/shared/schedule';
import type { BusinessRegistrationResult } from '../../src/shared/schemas/business-registration';
import type { CompanySearchResult } from '../../src/shared/schemas/company';
import {
  countRows,
  createCompany,
  createService,
  createVerifiedUser,
  signedInClient,
  stockholmDate,
} from '../factories';
import { TestClient, type apiErrorSchema } from '../http';
import { createTestContext, databaseKinds, type TestContext } from '../test-db';
import type { z } from 'zod';

/** The body of an error answer, as tests/http.ts checks it. */
type ApiError = z.infer<typeof apiErrorSchema>;

/** What these tests read of `GET /api/me` (me.routes.ts) for a signed-in company admin. */
interface SignedInAdminMe {
  user: { id: string };
  isAdmin: boolean;
  isPlatformAdmin: boolean;
  adminCompany: { id: string; status: string };
}

const form = (email: string, overrides: Record<string, unknown> = {}) => ({
  contactName: 'Karin Lind',
  companyName: 'Barberaren på Söder',
  email,
  phone: '08-555 123 45',
  description: 'Klassisk barberare med rakning och skäggvård.',
  categories: ['barberare'],
  password: 'Hemligt123',
  confirmPassword: 'Hemligt123',
  acceptTerms: true,
  ...overrides,
});

async function codeFor(ctx: TestContext, email: string): Promise<string> {
  const [mail] = await ctx.deps.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, email), eq(outbox.kind, 'email')))
    .orderBy(desc(outbox.id));
  const code = /\b(\d{6})\b/.exec((mail?.payload as { text: string } | undefined)?.text ?? '')?.[1];
  if (!code) throw new Error('no code mailed');
  return code;
}

describe('nextFreeSlug', () => {
  it('keeps a free base and otherwise takes the first free numeric suffix', () => {
    expect(nextFreeSlug('klinik', [])).toBe('klinik');
    expect(nextFreeSlug('klinik', ['klinik'])).toBe('klinik-2');
    expect(nextFreeSlug('klinik', ['klinik', 'klinik-2', 'klinik-4'])).toBe('klinik-3');
  });
});

describe.each(databaseKinds())('business registration on %s', (kind) => {
  let ctx: TestContext;
  const guest = () => new TestClient(ctx);
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterAll(() => ctx.close());

  it.each([
    [{ contactName: ' ' }, 'Kontaktpersonens namn krävs'],
    [{ companyName: '' }, 'Företagsnamn krävs'],
    [{ email: '' }, 'E-postadress krävs'],
    [{ email: 'inte-en-adress' }, 'Ogiltig e-postadress'],
    [{ phone: '' }, 'Telefonnummer krävs'],
    [{ phone: 'ring mig' }, 'Ange ett giltigt telefonnummer'],
    [{ phone: '08-12' }, 'Ange ett giltigt telefonnummer'],
    [{ description: '  ' }, 'Kort beskrivning krävs'],
    [{ password: '', confirmPassword: '' }, 'Lösenord krävs'],
    [{ password: 'Kort1', confirmPassword: 'Kort1' }, 'Lösenordet måste vara minst 8 tecken långt'],
    [{ password: 'hemligt123', confirmPassword: 'hemligt123' }, 'Lösenordet måste innehålla minst en versal'],
    [{ password: 'Hemligtxx', confirmPassword: 'Hemligtxx' }, 'Lösenordet måste innehålla minst en siffra'],
    [{ confirmPassword: 'Hemligt124' }, 'Lösenorden matchar inte'],
    [{ acceptTerms: false }, 'Villkor måste godkännas'],
  ])('refuses %o with 400 %s and writes nothing', async (overrides, message) => {
    const [users, companyRows] = [
      await countRows(ctx.deps.db, user),
      await countRows(ctx.deps.db, companies),
    ];
    const res = await guest().post<ApiError>(
      '/api/business-registrations',
      form('fel@example.se', overrides),
    );
    expect(res.status).toBe(400);
    expect(res.json.error).toEqual({ code: 'invalid_input', message });
    expect(await countRows(ctx.deps.db, user)).toBe(users);
    expect(await countRows(ctx.deps.db, companies)).toBe(companyRows);
  });

  it('creates a pending company with slug, default hours, phone and description, and mails a code', async () => {
    const res = await guest().post<BusinessRegistrationResult>(
      '/api/business-registrations',
      form('Karin@Barberaren.se'),
    );
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      company: { name: 'Barberaren på Söder', slug: 'barberaren-pa-soder', status: 'pending' },
      email: 'karin@barberaren.se',
    });
    const [row] = await ctx.deps.db.select().from(companies).where(eq(companies.id, res.json.company.id));
    expect(row).toMatchObject({
      email: 'karin@barberaren.se',
      phone: '+46855512345', // '08-555 123 45' in E.164
      description: 'Klassisk barberare med rakning och skäggvård.',
      status: 'pending',
      approvedAt: null,
      weeklySchedule: DEFAULT_WEEKLY_SCHEDULE,
    });
    const [admin] = await ctx.deps.db.select().from(user).where(eq(user.email, 'karin@barberaren.se'));
    expect(admin).toMatchObject({
      name: 'Karin Lind',
      firstName: 'Karin',
      lastName: 'Lind',
      emailVerified: false,
    });
    expect(await codeFor(ctx, 'karin@barberaren.se')).toMatch(/^\d{6}$/);
    // Its owner is stored with the company; the row counts only once the code is verified.
    const members = await ctx.deps.db
      .select()
      .from(companyMembers)
      .where(eq(companyMembers.companyId, row!.id));
    expect(members).toEqual([expect.objectContaining({ userId: admin!.id, role: 'owner' })]);
  });

  /*
   * an address in use (a company's, or any account's) gets the same answer as a new one, so the form
   * tells no one who has an account; nothing is stored and the address's owner is mailed instead.
   */
  const registerKnownAddress = async (typed: string, stored: string) => {
    const users = await countRows(ctx.deps.db, user);
    const companyRows = await countRows(ctx.deps.db, companies);
    const fresh = await guest().post<BusinessRegistrationResult>(
      '/api/business-registrations',
      form(`ny-${Date.now()}@firma.se`, { companyName: `Ny firma ${Date.now()}` }),
    );
    const res = await guest().post<BusinessRegistrationResult>('/api/business-registrations', form(typed));
    expect(res.status).toBe(fresh.status);
    expect(Object.keys(res.json).sort()).toEqual(Object.keys(fresh.json).sort());
    expect(res.json.company.status).toBe('pending');
    expect(await countRows(ctx.deps.db, user)).toBe(users + 1); // the fresh address's only
    expect(await countRows(ctx.deps.db, companies)).toBe(companyRows + 1);
    const [mail] = await ctx.deps.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, stored), eq(outbox.kind, 'email')))
      .orderBy(desc(outbox.id));
    expect(mail?.subject).toBe('Försök att registrera ett företag med din e-postadress');
    expect((mail?.payload as { text: string }).text).toContain('/forgot-password');
    expect((mail?.payload as { text: string }).text).not.toMatch(/\b\d{6}\b/); // no code to verify
  };

  it('answers an e-mail a company already has (any case) as a new one, stores nothing and mails the address', async () => {
    await createCompany(ctx.deps.db, { email: 'info@befintlig.se' });
    await registerKnownAddress('INFO@Befintlig.SE', 'info@befintlig.se');
  });

  it('answers the e-mail of an existing customer account as a new one, stores nothing and mails the address', async () => {
    await createVerifiedUser(ctx.deps.db, 'kund@exempel.se');
    await registerKnownAddress('Kund@Exempel.se', 'kund@exempel.se');
  });

  it('gives a clashing name the next numeric suffix', async () => {
    const second = await guest().post<BusinessRegistrationResult>(
      '/api/business-registrations',
      form('andra@barberaren.se'),
    );
    expect(second.json.company.slug).toBe('barberaren-pa-soder-2');
    const third = await guest().post<BusinessRegistrationResult>(
      '/api/business-registrations',
      form('tredje@barberaren.se'),
    );
    expect(third.json.company.slug).toBe('barberaren-pa-soder-3');
  });

  it('gives concurrent registrations of one name distinct slugs', async () => {
    const rows = await Promise.all(
      [1, 2, 3].map((n) =>
        insertWithUniqueSlug(ctx.deps.db, {
          name: 'Samtidig Salong',
          email: `samtidig${n}@example.se`,
          phone: '08-1234567',
          description: 'x',
          categories: ['frisor'],
          street: null,
          postcode: null,
          city: null,
        }),
      ),
    );
    expect(rows.map((r) => r.slug).sort()).toEqual([
      'samtidig-salong',
      'samtidig-salong-2',
      'samtidig-salong-3',
    ]);
  });

  it('keeps the pending company out of search and booking', async () => {
    const res = await guest().post<BusinessRegistrationResult>(
      '/api/business-registrations',
      form('dold@example.se', { companyName: 'Dolda Frisören' }),
    );
    const service = await createService(ctx.deps.db, res.json.company.id);
    const notOpen = { code: 'company_not_open', message: 'Företaget tar inte emot bokningar ännu.' };
    const search = await guest().get<CompanySearchResult>('/api/companies?q=dolda');
    expect(search.json.companies).toEqual([]);
    const page = await guest().get<ApiError>('/api/companies/dolda-frisoren');
    expect(page.status).toBe(403);
    expect(page.json.error).toEqual(notOpen);
    const week = await guest().get(
      `/api/companies/dolda-frisoren/availability?serviceId=${service.id}&week=${stockholmDate(1)}`,
    );
    expect(week.status).toBe(403);
    const { client } = await signedInClient(ctx);
    const booking = await client.post<ApiError>('/api/bookings', {
      companyId: res.json.company.id,
      serviceId: service.id,
      date: stockholmDate(1),
      startTime: '10:00',
    });
    expect(booking.status).toBe(403);
    expect(booking.json.error).toEqual(notOpen);
  });

  it('makes a verified registrant the admin of a pending company who can set up services', async () => {
    const email = 'ny.admin@example.se';
    const client = guest();
    expect(
      (await client.post('/api/business-registrations', form(email, { companyName: 'Nya Salongen' }))).status,
    ).toBe(201);
    const verified = await client.post('/api/auth/email-otp/verify-email', {
      email,
      otp: await codeFor(ctx, email),
    });
    expect(verified.status).toBe(200);
    const me = (await client.get<SignedInAdminMe>('/api/me')).json;
    expect(me.isAdmin).toBe(true);
    expect(me.isPlatformAdmin).toBe(false);
    expect(me.adminCompany).toMatchObject({
      name: 'Nya Salongen',
      slug: 'nya-salongen',
      status: 'pending',
      role: 'owner',
    });
    // stored as the company's owner, not matched by e-mail.
    const members = await ctx.deps.db
      .select()
      .from(companyMembers)
      .where(eq(companyMembers.companyId, me.adminCompany.id));
    expect(members).toEqual([expect.objectContaining({ userId: me.user.id, role: 'owner' })]);
    const service = await client.post('/api/admin/services', {
      name: 'Klippning',
      price: 400,
      durationMinutes: 30,
    });
    expect(service.status).toBe(201);

    const again = guest();
    expect((await again.post('/api/auth/sign-in/email', { email, password: 'Hemligt123' })).status).toBe(200);
    expect((await again.get<SignedInAdminMe>('/api/me')).json.adminCompany.status).toBe('pending');
  });
});
