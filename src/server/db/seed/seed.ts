import { randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { count, eq } from 'drizzle-orm';
import { addDays, formatHhmm, parseHhmm, todayInZone, weekdayKey } from '../../../shared/dates';
import { normalizePhone } from '../../../shared/phone';
import { displayName } from '../../../shared/schemas/auth';
import { slugify } from '../../../shared/slug';
import type { Deps } from '../../context';
import { logger } from '../../logger';
import { account, bookings, companies, companyMembers, customers, services, user } from '../schema';
import type { Database } from '../client';
import {
  DEMO_ADMIN_EMAIL,
  DEMO_CUSTOMER_EMAIL,
  DEMO_OPERATOR_EMAIL,
  DEMO_PASSWORD,
  demoCompanies,
} from './demo-data';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Anna's number, stored in E.164 like every phone (issue 13 §4). */
const DEMO_CUSTOMER_PHONE = normalizePhone('070-123 45 67');

async function createVerifiedUser(
  tx: Tx,
  email: string,
  firstName: string,
  lastName: string | null,
  passwordHash: string,
  extra: { phone?: string | null } = {},
) {
  const id = randomUUID();
  await tx.insert(user).values({
    id,
    email,
    name: displayName(firstName, lastName),
    emailVerified: true,
    firstName,
    lastName,
    phone: extra.phone ?? null,
    // Demo customers get SMS reminders (issue 13 §4), as every new account does.
    smsNotifications: true,
  });
  await tx.insert(account).values({
    id: randomUUID(),
    accountId: id,
    providerId: 'credential',
    userId: id,
    password: passwordHash,
  });
  return id;
}

/** The first date on or after `from` whose weekday is open for a company schedule (Mon–Fri in the demo). */
function nextWeekday(from: string): string {
  let date = from;
  while (['saturday', 'sunday'].includes(weekdayKey(date))) date = addDays(date, 1);
  return date;
}

/**
 * Loads the demo data of DESIGN §5 into the database in one transaction: the companies with services and hours,
 * the demo admin (owner of Salong Solros), customer (with upcoming, completed and cancelled bookings) and platform operator, then announces
 * the new catalogue on the realtime bus.
 */
export async function seedDemoData(deps: Deps): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const seededIds = await deps.db.transaction(async (tx) => {
    const companyIds = new Map<string, string>();
    const serviceIds = new Map<
      string,
      { id: string; name: string; price: number; durationMinutes: number }[]
    >();
    for (const demo of demoCompanies) {
      const [company] = await tx
        .insert(companies)
        .values({
          name: demo.name,
          slug: slugify(demo.name),
          email: demo.email,
          phone: normalizePhone(demo.phone) ?? demo.phone,
          location: demo.location,
          description: demo.description,
          socialUrl: demo.socialUrl ?? null,
          status: 'active',
          weeklySchedule: demo.schedule,
          slotIntervalMinutes: demo.slotIntervalMinutes ?? 30,
        })
        .returning({ id: companies.id });
      if (!company) throw new Error('seed: company insert returned nothing');
      companyIds.set(demo.name, company.id);
      const inserted = await tx
        .insert(services)
        .values(demo.services.map((s, index) => ({ ...s, companyId: company.id, displayOrder: index })))
        .returning({
          id: services.id,
          name: services.name,
          price: services.price,
          durationMinutes: services.durationMinutes,
        });
      serviceIds.set(demo.name, inserted);
    }

    // Salong Solros's owner (docs/decisions/009); the other demo companies have no admin account.
    const ownerId = await createVerifiedUser(tx, DEMO_ADMIN_EMAIL, 'Sofia', 'Lind', passwordHash);
    const ownCompany = demoCompanies.find((c) => c.email === DEMO_ADMIN_EMAIL);
    const ownCompanyId = ownCompany && companyIds.get(ownCompany.name);
    if (!ownCompanyId) throw new Error('seed: the demo admin has no company');
    await tx.insert(companyMembers).values({ companyId: ownCompanyId, userId: ownerId, role: 'owner' });
    await createVerifiedUser(tx, DEMO_OPERATOR_EMAIL, 'Drift', 'Tidvis', passwordHash);
    const annaId = await createVerifiedUser(tx, DEMO_CUSTOMER_EMAIL, 'Anna', 'Svensson', passwordHash, {
      phone: DEMO_CUSTOMER_PHONE,
    });

    const today = todayInZone(new Date());
    const plan: {
      company: string;
      service: number;
      date: string;
      time: string;
      status: 'booked' | 'completed' | 'cancelled';
    }[] = [
      {
        company: 'Salong Solros',
        service: 0,
        date: nextWeekday(addDays(today, 3)),
        time: '10:00',
        status: 'booked',
      },
      {
        company: 'Barberaren på Söder',
        service: 1,
        date: nextWeekday(addDays(today, 9)),
        time: '14:00',
        status: 'booked',
      },
      {
        company: 'Salong Solros',
        service: 1,
        date: nextWeekday(addDays(today, -21)),
        time: '11:00',
        status: 'completed',
      },
      {
        company: 'Nagelstudion Göteborg',
        service: 2,
        date: nextWeekday(addDays(today, -35)),
        time: '09:00',
        status: 'completed',
      },
      {
        company: 'Salong Solros',
        service: 4,
        date: nextWeekday(addDays(today, -10)),
        time: '15:00',
        status: 'cancelled',
      },
    ];
    for (const item of plan) {
      const companyId = companyIds.get(item.company);
      const service = serviceIds.get(item.company)?.[item.service];
      if (!companyId || !service) throw new Error(`seed: unknown demo ${item.company}`);
      let [customer] = await tx
        .select({ id: customers.id })
        .from(customers)
        .where(eq(customers.companyId, companyId))
        .limit(1);
      customer ??= (
        await tx
          .insert(customers)
          .values({
            userId: annaId,
            companyId,
            name: 'Anna Svensson',
            email: DEMO_CUSTOMER_EMAIL,
            firstName: 'Anna',
            lastName: 'Svensson',
            displayName: 'Anna Svensson',
            phone: DEMO_CUSTOMER_PHONE,
          })
          .returning({ id: customers.id })
      )[0];
      if (!customer) throw new Error('seed: customer insert returned nothing');
      await tx.insert(bookings).values({
        companyId,
        customerId: customer.id,
        serviceId: service.id,
        serviceName: service.name,
        servicePrice: service.price,
        customerName: 'Anna Svensson',
        startDate: item.date,
        startTime: item.time,
        endTime: formatHhmm(parseHhmm(item.time) + service.durationMinutes),
        status: item.status,
        cancelledAt: item.status === 'cancelled' ? new Date() : null,
      });
    }
    return [...companyIds.values()];
  });
  // Server processes already running on this database (PostgreSQL) must show the new companies in search at once.
  await Promise.all(seededIds.map((id) => deps.bus.publishCatalogChanged(id)));
}

/** Seeds the demo data when the database has no companies (or always when `force`). */
export async function seedDemoDataIfEmpty(deps: Deps, options: { force?: boolean } = {}): Promise<boolean> {
  const [row] = await deps.db.select({ n: count() }).from(companies);
  if ((row?.n ?? 0) > 0 && !options.force) return false;
  await seedDemoData(deps);
  logger.info('demo data loaded');
  return true;
}
