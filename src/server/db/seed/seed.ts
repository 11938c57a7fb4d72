import { randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { count } from 'drizzle-orm';
import { addDays, formatHhmm, parseHhmm, todayInZone, weekdayKey } from '../../../shared/dates';
import type { WeeklySchedule } from '../../../shared/schedule';
import { normalizePhone } from '../../../shared/phone';
import { displayName } from '../../../shared/schemas/auth';
import { slugify } from '../../../shared/slug';
import type { Deps } from '../../context';
import { createDatabaseImageStore } from '../../images';
import { logger } from '../../logger';
import {
  account,
  bookings,
  companies,
  companyMembers,
  companyPhotos,
  customers,
  feedback,
  services,
  staff,
  staffServices,
  user,
} from '../schema';
import type { Database } from '../client';
import {
  DEMO_ADMIN_EMAIL,
  DEMO_CUSTOMER_EMAIL,
  DEMO_OPERATOR_EMAIL,
  DEMO_PASSWORD,
  demoCompanies,
} from './demo-data';
import {
  DEMO_PHOTO_SCENES,
  demoLogoSvg,
  demoPhotoAlt,
  demoPhotoSvg,
  demoPortraitSvg,
  putDemoPicture,
  renderDemoPicture,
} from './demo-images';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Anna's number, stored in E.164 like every phone. */
const DEMO_CUSTOMER_PHONE = normalizePhone('070-123 45 67');

/** How long ago the demo accounts were made: before their oldest demo booking, so they are not new. */
const DEMO_MEMBER_DAYS = 180;

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
    // Demo customers get SMS reminders, as every new account does.
    smsNotifications: true,
    createdAt: new Date(Date.now() - DEMO_MEMBER_DAYS * 86_400_000),
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

/** The first Tuesday, Wednesday or Thursday on or after `from`: a day all three Solros staff members work. */
function nextMidweek(from: string): string {
  let date = from;
  while (!['tuesday', 'wednesday', 'thursday'].includes(weekdayKey(date))) date = addDays(date, 1);
  return date;
}

/** Whether one interval of `schedule` on `date`'s weekday holds `[start, end)` (minutes). */
function scheduleCovers(schedule: WeeklySchedule, date: string, start: number, end: number): boolean {
  const day = schedule[weekdayKey(date)];
  return day.enabled && day.intervals.some((i) => parseHhmm(i.start) <= start && end <= parseHhmm(i.end));
}

interface SeededMember {
  id: string;
  serviceIds: Set<string>;
  schedule: WeeklySchedule | undefined;
  /** Booked and completed times so far: `[start, end + buffer)` in minutes per date. */
  taken: { date: string; start: number; end: number }[];
}

/**
 * The first member (display order) who performs the service, works the whole time (own hours inside the company's)
 * and has nothing else then, buffers included; the time is then theirs. Throws when nobody fits: a seed mistake.
 */
function assignMember(
  members: SeededMember[],
  companySchedule: WeeklySchedule,
  booking: { serviceId: string; date: string; start: number; end: number; buffer: number; holds: boolean },
): string {
  const { date, start, end, buffer } = booking;
  const member = members.find(
    (m) =>
      m.serviceIds.has(booking.serviceId) &&
      scheduleCovers(companySchedule, date, start, end) &&
      (!m.schedule || scheduleCovers(m.schedule, date, start, end)) &&
      !m.taken.some((t) => t.date === date && t.start < end + buffer && start < t.end),
  );
  if (!member) throw new Error(`seed: no staff member free for a booking on ${date}`);
  if (booking.holds) member.taken.push({ date, start, end: end + buffer });
  return member.id;
}

/**
 * Loads the demo data of docs/design.md §5 into the database in one transaction: the companies with services and hours,
 * the demo admin (owner of Salong Solros), customer (with upcoming, completed and cancelled bookings) and platform operator,
 * Salong Solros's three staff members (every booking there assigned to a member who performs the service,
 * works then and has nothing else then) with a few other customers' bookings, then announces the new catalogue on
 * the realtime bus. The other demo companies have no staff. Every company has a logo and three gallery photos (the
 * first its cover) and every member a portrait, drawn from SVG and stored in the images table like uploads (demo-images.ts).
 */
export async function seedDemoData(deps: Deps): Promise<void> {
  // The pictures are drawn and encoded before the transaction, side by side (sharp works on its own threads).
  const [passwordHash, logos, portraits, photos] = await Promise.all([
    hashPassword(DEMO_PASSWORD),
    Promise.all(demoCompanies.map((c, i) => renderDemoPicture(demoLogoSvg(i, c.categories.at(-1)!)))),
    Promise.all(
      demoCompanies.map((c) =>
        Promise.all((c.staff ?? []).map((_, i) => renderDemoPicture(demoPortraitSvg(i)))),
      ),
    ),
    Promise.all(
      demoCompanies.map((c) =>
        Promise.all(
          DEMO_PHOTO_SCENES.map(async (scene) => {
            const svg = demoPhotoSvg(c.categories[0]!, scene);
            const [variants, share] = await Promise.all([
              renderDemoPicture(svg, 'photo'),
              renderDemoPicture(svg, 'share'),
            ]);
            return { variants, share, alt: demoPhotoAlt(c.categories[0]!, scene) };
          }),
        ),
      ),
    ),
  ]);
  const seededIds = await deps.db.transaction(async (tx) => {
    // In the transaction: a failed seed leaves no pictures behind either.
    const pictures = createDatabaseImageStore(tx);
    const companyIds = new Map<string, string>();
    const serviceIds = new Map<
      string,
      {
        id: string;
        name: string;
        price: number;
        priceFrom: boolean;
        durationMinutes: number;
        bufferMinutes: number | null;
      }[]
    >();
    const staffOf = new Map<string, SeededMember[]>();
    for (const [companyIndex, demo] of demoCompanies.entries()) {
      const [company] = await tx
        .insert(companies)
        .values({
          name: demo.name,
          slug: slugify(demo.name),
          email: demo.email,
          phone: normalizePhone(demo.phone) ?? demo.phone,
          street: demo.street,
          postcode: demo.postcode,
          city: demo.city,
          district: demo.district ?? null,
          description: demo.description,
          socialUrl: demo.socialUrl ?? null,
          status: 'active',
          weeklySchedule: demo.schedule,
          slotIntervalMinutes: demo.slotIntervalMinutes ?? 30,
          categories: demo.categories,
          avatarUrl: await putDemoPicture(pictures, logos[companyIndex]!),
          orgNumber: demo.orgNumber ?? null,
          ...(demo.devPayments
            ? { stripeAccountId: `dev_${slugify(demo.name)}`, paymentsEnabled: true }
            : {}),
        })
        .returning({ id: companies.id });
      if (!company) throw new Error('seed: company insert returned nothing');
      companyIds.set(demo.name, company.id);
      // The gallery: the room (the cover), its products and its front.
      for (const [position, photo] of photos[companyIndex]!.entries()) {
        await tx.insert(companyPhotos).values({
          companyId: company.id,
          imageUrl: await putDemoPicture(pictures, photo.variants),
          shareImageUrl: await putDemoPicture(pictures, photo.share),
          alt: photo.alt,
          position,
          isCover: position === 0,
        });
      }
      const inserted = await tx
        .insert(services)
        .values(demo.services.map((s, index) => ({ ...s, companyId: company.id, displayOrder: index })))
        .returning({
          id: services.id,
          name: services.name,
          price: services.price,
          priceFrom: services.priceFrom,
          durationMinutes: services.durationMinutes,
          bufferMinutes: services.bufferMinutes,
        });
      serviceIds.set(demo.name, inserted);
      // Staff: Salong Solros has three members; most demo companies have none.
      const members: SeededMember[] = [];
      for (const [index, person] of (demo.staff ?? []).entries()) {
        const [member] = await tx
          .insert(staff)
          .values({
            companyId: company.id,
            name: person.name,
            title: person.title,
            displayOrder: index,
            weeklySchedule: person.schedule ?? null,
            photoUrl: await putDemoPicture(pictures, portraits[companyIndex]![index]!),
          })
          .returning({ id: staff.id });
        if (!member) throw new Error('seed: staff insert returned nothing');
        const performs = inserted.filter((svc) => person.services.includes(svc.name)).map((svc) => svc.id);
        if (performs.length !== person.services.length)
          throw new Error(`seed: unknown service of ${person.name}`);
        await tx
          .insert(staffServices)
          .values(performs.map((serviceId) => ({ companyId: company.id, staffId: member.id, serviceId })));
        members.push({ id: member.id, serviceIds: new Set(performs), schedule: person.schedule, taken: [] });
      }
      staffOf.set(demo.name, members);
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
    const annasNext = nextWeekday(addDays(today, 3));
    const plan: {
      company: string;
      service: number;
      date: string;
      time: string;
      status: 'booked' | 'completed' | 'cancelled';
      /** A guest customer of the company (no account); absent = Anna. */
      guest?: string;
    }[] = [
      {
        company: 'Salong Solros',
        service: 0,
        date: annasNext,
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
    // Other customers of Salong Solros, so its three people have a week to run: at 10:00 on the first
    // midweek day all three work at once.
    // Not the day of Anna's 10:00 Damklippning above: then nobody would be left for the third 10:00 booking.
    const firstMidweek = nextMidweek(addDays(today, 1));
    const soon = firstMidweek === annasNext ? nextMidweek(addDays(firstMidweek, 1)) : firstMidweek;
    const later = nextMidweek(addDays(soon, 1));
    const past = nextMidweek(addDays(today, -7));
    const solros = (
      service: number,
      date: string,
      time: string,
      guest: string,
      status: 'booked' | 'completed',
    ) => ({ company: 'Salong Solros', service, date, time, status, guest }) as const;
    plan.push(
      solros(0, soon, '10:00', 'Erik Holm', 'booked'),
      solros(1, soon, '10:00', 'Maja Berg', 'booked'),
      solros(2, soon, '10:00', 'Leo Nilsson', 'booked'),
      // None from 13:30 to 15:30: a journey blocks 14:00–15:00 on next week's Wednesday, which 'soon' (on a Saturday)
      // or 'later' (on a Thursday or Friday) can be.
      solros(4, soon, '16:00', 'Elsa Nilsson', 'booked'),
      solros(3, later, '11:30', 'Maja Berg', 'booked'),
      solros(1, past, '11:00', 'Erik Holm', 'completed'),
      solros(0, past, '09:00', 'Leo Nilsson', 'completed'),
    );
    const customerIds = new Map<string, string>();
    for (const item of plan) {
      const companyId = companyIds.get(item.company);
      const service = serviceIds.get(item.company)?.[item.service];
      const demo = demoCompanies.find((c) => c.name === item.company);
      if (!companyId || !service || !demo) throw new Error(`seed: unknown demo ${item.company}`);
      const name = item.guest ?? 'Anna Svensson';
      const key = `${companyId}:${name}`;
      let customerId = customerIds.get(key);
      if (!customerId) {
        const [firstName = name, lastName = null] = name.split(' ');
        const [customer] = await tx
          .insert(customers)
          .values(
            item.guest
              ? {
                  companyId,
                  name,
                  email: `${slugify(name)}@example.se`,
                  firstName,
                  lastName,
                  displayName: name,
                }
              : {
                  userId: annaId,
                  companyId,
                  name,
                  email: DEMO_CUSTOMER_EMAIL,
                  firstName: 'Anna',
                  lastName: 'Svensson',
                  displayName: name,
                  phone: DEMO_CUSTOMER_PHONE,
                },
          )
          .returning({ id: customers.id });
        if (!customer) throw new Error('seed: customer insert returned nothing');
        customerId = customer.id;
        customerIds.set(key, customerId);
      }
      const start = parseHhmm(item.time);
      const end = start + service.durationMinutes;
      const members = staffOf.get(item.company) ?? [];
      const staffId =
        members.length === 0
          ? null
          : assignMember(members, demo.schedule, {
              serviceId: service.id,
              date: item.date,
              start,
              end,
              buffer: service.bufferMinutes ?? 0,
              holds: item.status !== 'cancelled',
            });
      const [booking] = await tx
        .insert(bookings)
        .values({
          companyId,
          customerId,
          staffId,
          serviceId: service.id,
          serviceName: service.name,
          servicePrice: service.price,
          servicePriceFrom: service.priceFrom,
          customerName: name,
          startDate: item.date,
          startTime: item.time,
          endTime: formatHhmm(end),
          // The service's buffer, else the company's default (0 in the demo).
          bufferMinutes: service.bufferMinutes ?? 0,
          status: item.status,
          cancelledAt: item.status === 'cancelled' ? new Date() : null,
        })
        .returning({ id: bookings.id });
      // the other customers' completed visits at Salong Solros left public reviews; one is answered.
      const review = item.guest && item.status === 'completed' ? DEMO_REVIEWS[item.guest] : undefined;
      if (booking && review) {
        await tx.insert(feedback).values({
          bookingId: booking.id,
          companyId,
          rating: review.rating,
          comment: review.comment,
          isPublic: true,
          answer: review.answer ?? null,
          answeredAt: review.answer ? new Date() : null,
          answeredBy: review.answer ? ownerId : null,
        });
      }
    }
    return [...companyIds.values()];
  });
  // Server processes already running on this database (PostgreSQL) must show the new companies in search at once.
  await Promise.all(seededIds.map((id) => deps.bus.publishCatalogChanged(id)));
}

/** The demo reviews of Salong Solros's completed visits, by customer. */
const DEMO_REVIEWS: Record<string, { rating: number; comment: string; answer?: string }> = {
  'Erik Holm': {
    rating: 5,
    comment: 'Supertrevligt bemötande och precis den frisyr jag ville ha.',
    answer: 'Tack Erik, välkommen tillbaka!',
  },
  'Leo Nilsson': { rating: 4, comment: 'Bra klippning, fick vänta några minuter.' },
};

/** Seeds the demo data when the database has no companies (or always when `force`). */
export async function seedDemoDataIfEmpty(deps: Deps, options: { force?: boolean } = {}): Promise<boolean> {
  const [row] = await deps.db.select({ n: count() }).from(companies);
  if ((row?.n ?? 0) > 0 && !options.force) return false;
  await seedDemoData(deps);
  logger.info('demo data loaded');
  return true;
}
