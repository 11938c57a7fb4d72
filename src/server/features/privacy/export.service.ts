import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { DataExport } from '../../../shared/schemas/privacy';
import type { SessionUser } from '../../context';
import type { Database } from '../../db/client';
import {
  bookingLogs,
  bookings,
  companies,
  customers,
  favourites,
  feedback,
  staff,
  watches,
} from '../../db/schema';
import { notFound } from '../../errors';
import { escapeHtml } from '../../mail/templates';
import { toHhmm } from '../../lib/pg-time';
import { findProfileRow } from '../profile';

const NOTICE =
  'Det här är alla uppgifter Tidvis har om dig: din profil, dina inställningar, dina bokningar, ditt omdöme, ' +
  'dina favoriter och bevakningar och ' +
  'kundkorten som företagen har om dig. Företagen kan ha egna anteckningar om dig i sina kundkort ' +
  '(markerade med "Företaget har anteckningar"); de visas inte här. Vill du se dem, fråga företaget. ' +
  'Avslutade och avbokade bokningar anonymiseras automatiskt efter en tid (se GDPR-sidan).';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/**
 * Everything Tidvis holds about the signed-in `user` (GDPR art. 15/20): profile, preferences, every
 * booking of their customer records with company, service, price (kronor), date `YYYY-MM-DD`, times `HH:MM`,
 * status and notes, their feedback (whether public as a review, the company's answer), their favourite companies
 * and watches ('Bevakningar', ended ones too), and the companies' customer records about them (name, e-mail, phone; whether
 * the company has private notes, not the notes). Writes one 'customer_data_exported' booking_logs row (no booking,
 * no company, `{ user_id, format }`, none of the data). Errors: 404 when the user no longer exists.
 */
export async function exportUserData(
  db: Database,
  user: SessionUser,
  format: 'json' | 'html',
  now: Date,
): Promise<DataExport> {
  const profile = await findProfileRow(db, user.id);
  if (!profile) throw notFound();
  const records = await db
    .select({
      id: customers.id,
      company: companies.name,
      name: customers.name,
      email: customers.email,
      phone: customers.phone,
      createdAt: customers.createdAt,
      adminNotes: customers.adminNotes,
    })
    .from(customers)
    .innerJoin(companies, eq(companies.id, customers.companyId))
    .where(and(eq(customers.userId, user.id), isNotNull(customers.companyId)))
    .orderBy(asc(companies.name));
  const rows = await db
    .select({
      id: bookings.id,
      company: companies.name,
      service: bookings.serviceName,
      price: bookings.servicePrice,
      date: bookings.startDate,
      startTime: bookings.startTime,
      endTime: bookings.endTime,
      status: bookings.status,
      notes: bookings.notes,
      bookedAt: bookings.createdAt,
      cancelledAt: bookings.cancelledAt,
      rating: feedback.rating,
      comment: feedback.comment,
      givenAt: feedback.createdAt,
      isPublic: feedback.isPublic,
      answer: feedback.answer,
    })
    .from(bookings)
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .innerJoin(companies, eq(companies.id, bookings.companyId))
    .leftJoin(feedback, eq(feedback.bookingId, bookings.id))
    .where(eq(customers.userId, user.id))
    .orderBy(asc(bookings.startDate), asc(bookings.startTime));
  const saved = await db
    .select({ company: companies.name, slug: companies.slug, savedAt: favourites.createdAt })
    .from(favourites)
    .innerJoin(companies, eq(companies.id, favourites.companyId))
    .where(eq(favourites.userId, user.id))
    .orderBy(asc(companies.name));
  const watched = await db
    .select({
      company: companies.name,
      services: sql<string>`array_to_string(array(select s.name from unnest(${watches.serviceIds}) with ordinality as u(id, n) join services s on s.id = u.id order by u.n), ' + ')`,
      staff: staff.name,
      fromDate: watches.fromDate,
      toDate: watches.toDate,
      fromTime: watches.fromTime,
      toTime: watches.toTime,
      createdAt: watches.createdAt,
      endedAt: watches.endedAt,
    })
    .from(watches)
    .innerJoin(companies, eq(companies.id, watches.companyId))
    .leftJoin(staff, eq(staff.id, watches.staffId))
    .where(eq(watches.userId, user.id))
    .orderBy(asc(watches.fromDate), asc(watches.createdAt));
  await db.insert(bookingLogs).values({
    type: 'customer_data_exported',
    details: { user_id: user.id, format, triggered_by: 'customer' },
  });
  return {
    exportedAt: now.toISOString(),
    profile: {
      email: profile.email,
      name: profile.name,
      firstName: profile.firstName,
      lastName: profile.lastName,
      phone: profile.phone,
      age: profile.age,
      gender: profile.gender,
      createdAt: iso(profile.createdAt) ?? '',
    },
    preferences: {
      emailNotifications: profile.emailNotifications,
      smsNotifications: profile.smsNotifications,
      smsBookingMessages: profile.smsBookingMessages,
    },
    bookings: rows.map((r) => ({
      id: r.id,
      company: r.company,
      service: r.service,
      price: r.price,
      date: r.date,
      startTime: toHhmm(r.startTime),
      endTime: toHhmm(r.endTime),
      status: r.status,
      notes: r.notes,
      bookedAt: iso(r.bookedAt) ?? '',
      cancelledAt: iso(r.cancelledAt),
    })),
    feedback: rows
      .filter((r) => r.rating !== null)
      .map((r) => ({
        bookingId: r.id,
        company: r.company,
        rating: r.rating ?? 0,
        comment: r.comment,
        givenAt: iso(r.givenAt) ?? '',
        isPublic: r.isPublic ?? false,
        answer: r.answer,
      })),
    favourites: saved.map((f) => ({ company: f.company, slug: f.slug, savedAt: iso(f.savedAt) ?? '' })),
    watches: watched.map((w) => ({
      company: w.company,
      services: w.services,
      staff: w.staff,
      fromDate: w.fromDate,
      toDate: w.toDate,
      fromTime: w.fromTime === null ? null : toHhmm(w.fromTime),
      toTime: w.toTime === null ? null : toHhmm(w.toTime),
      createdAt: iso(w.createdAt) ?? '',
      endedAt: iso(w.endedAt),
    })),
    companyRecords: records.map((r) => ({
      company: r.company,
      name: r.name,
      email: r.email,
      phone: r.phone,
      createdAt: iso(r.createdAt) ?? '',
      hasCompanyNotes: Boolean(r.adminNotes?.trim()),
    })),
    notice: NOTICE,
  };
}

const STATUS_SV: Record<string, string> = {
  booked: 'Bokad',
  completed: 'Genomförd',
  cancelled: 'Avbokad',
  no_show: 'Uteblev',
};

function table(headers: string[], rows: (string | number | null)[][]): string {
  if (rows.length === 0) return '<p>Inga.</p>';
  const head = headers.map((h) => `<th>${escapeHtml(h)}</th>`).join('');
  const body = rows
    .map((r) => `<tr>${r.map((v) => `<td>${escapeHtml(v === null ? '–' : String(v))}</td>`).join('')}</tr>`)
    .join('');
  return `<div class="wrap"><table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></div>`;
}

/** The export as a self-contained, readable Swedish HTML page (every value escaped; no scripts). */
export function renderExportHtml(data: DataExport): string {
  const p = data.profile;
  const yes = (b: boolean) => (b ? 'Ja' : 'Nej');
  return `<!doctype html><html lang="sv"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Mina uppgifter hos Tidvis</title>
<style>body{font-family:system-ui,sans-serif;margin:1rem;color:#1c1917;line-height:1.5}h1{font-size:1.4rem}h2{font-size:1.1rem;margin-top:1.5rem}.wrap{overflow-x:auto}table{border-collapse:collapse;min-width:100%}th,td{border:1px solid #d6d3d1;padding:.3rem .5rem;text-align:left;vertical-align:top}th{background:#f5f5f4}</style>
</head><body>
<h1>Mina uppgifter hos Tidvis</h1>
<p>Exporterad ${escapeHtml(data.exportedAt)}</p>
<p>${escapeHtml(data.notice)}</p>
<h2>Profil</h2>
${table(
  ['Uppgift', 'Värde'],
  [
    ['E-post', p.email],
    ['Namn', p.name],
    ['Förnamn', p.firstName],
    ['Efternamn', p.lastName],
    ['Telefon', p.phone],
    ['Ålder', p.age],
    ['Kön', p.gender],
    ['Konto skapat', p.createdAt],
  ],
)}
<h2>Inställningar</h2>
${table(
  ['Inställning', 'Värde'],
  [
    ['E-postaviseringar', yes(data.preferences.emailNotifications)],
    ['SMS-påminnelser', yes(data.preferences.smsNotifications)],
    ['Bokningar via SMS', yes(data.preferences.smsBookingMessages)],
  ],
)}
<h2>Bokningar</h2>
${table(
  ['Företag', 'Tjänst', 'Pris (kr)', 'Datum', 'Tid', 'Status', 'Meddelande'],
  data.bookings.map((b) => [
    b.company,
    b.service,
    b.price,
    b.date,
    `${b.startTime}–${b.endTime}`,
    STATUS_SV[b.status] ?? b.status,
    b.notes,
  ]),
)}
<h2>Omdömen</h2>
${table(
  ['Företag', 'Betyg', 'Kommentar', 'Lämnat', 'Publicerat', 'Företagets svar'],
  data.feedback.map((f) => [f.company, f.rating, f.comment, f.givenAt, yes(f.isPublic), f.answer]),
)}
<h2>Favoriter</h2>
${table(
  ['Företag', 'Sparat'],
  data.favourites.map((f) => [f.company, f.savedAt]),
)}
<h2>Bevakningar</h2>
${table(
  ['Företag', 'Tjänster', 'Personal', 'Datum', 'Tid', 'Skapad', 'Avslutad'],
  data.watches.map((w) => [
    w.company,
    w.services,
    w.staff ?? 'Valfri personal',
    `${w.fromDate}–${w.toDate}`,
    w.fromTime && w.toTime ? `${w.fromTime}–${w.toTime}` : 'Hela dagen',
    w.createdAt,
    w.endedAt,
  ]),
)}
<h2>Företagens kundkort om dig</h2>
${table(
  ['Företag', 'Namn', 'E-post', 'Telefon', 'Företaget har anteckningar'],
  data.companyRecords.map((r) => [r.company, r.name, r.email, r.phone, yes(r.hasCompanyNotes)]),
)}
</body></html>`;
}
