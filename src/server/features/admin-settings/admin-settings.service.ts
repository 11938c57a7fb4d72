import type { CategorySlug } from '../../../shared/categories';
import { addDays, weekStart, zonedWallClockToInstant } from '../../../shared/dates';
import { normalizeWeeklySchedule } from '../../../shared/schedule';
import {
  EMAIL_TAKEN_MESSAGE,
  type CompanySettings,
  type BookingPolicyInput,
  type NotificationSettingsInput,
  type ScheduleSettingsInput,
  type WeekGridBlock,
  type WeekGridBooking,
  type companyDetailsSchema,
} from '../../../shared/schemas/admin-settings';
import type { z } from 'zod';
import type { Deps } from '../../context';
import type { Database } from '../../db/client';
import type { companies } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { releaseImage, storeImage } from '../../images';
import { toHhmm } from '../../lib/pg-time';
import { listCompanyBlocks } from '../admin-calendar';
import { loadDateHours } from '../schedule-exceptions';
import { emailTakenByOther, findCompany, listBookedInRange, updateCompany } from './admin-settings.queries';
import { requestWatchScan } from '../watches';

const COMPANY_NOT_FOUND = 'Företagsdata kunde inte laddas';
export const EMAIL_CHANGE_NEEDS_CODE_MESSAGE =
  'En ny e-postadress måste bekräftas med koden som skickas till den.';
const emailTaken = () => new AppError(409, 'email_taken', EMAIL_TAKEN_MESSAGE);

/** The company row as the settings page reads it (weekly schedule normalised). */
export function toSettings(row: typeof companies.$inferSelect): CompanySettings {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    street: row.street,
    postcode: row.postcode,
    city: row.city,
    location: row.location,
    district: row.district,
    orgNumber: row.orgNumber,
    categories: row.categories as CategorySlug[],
    avatarUrl: row.avatarUrl,
    slug: row.slug,
    status: row.status,
    weeklySchedule: normalizeWeeklySchedule(row.weeklySchedule),
    defaultBufferMinutes: row.defaultBufferMinutes,
    slotIntervalMinutes: row.slotIntervalMinutes,
    emailNotifications: row.emailNotifications,
    smsReminders: row.smsReminders,
    cancellationNoticeHours: row.cancellationNoticeHours,
    bookingHorizonMonths: row.bookingHorizonMonths,
  };
}

/** The admin's company with its normalised weekly schedule (admin-side §3). */
export async function getCompanySettings(db: Database, companyId: string): Promise<CompanySettings> {
  const row = await findCompany(db, companyId);
  if (!row) throw notFound(COMPANY_NOT_FOUND);
  return toSettings(row);
}

/**
 * Updates the company and announces it; `searchable` when the values include what search shows or matches (name,
 * location, district, logo), so every process's search cache empties too; `freesTimes` when they may grow the free
 * times (hours, buffer, grid, booking horizon): a watch scan request in the same transaction (docs/decisions/045).
 */
async function save(
  deps: Deps,
  companyId: string,
  values: Partial<typeof companies.$inferInsert>,
  options: { searchable?: boolean; freesTimes?: boolean } = {},
) {
  const row = await deps.db.transaction(async (tx) => {
    const updated = await updateCompany(tx, companyId, values);
    if (updated && options.freesTimes) await requestWatchScan(tx, companyId);
    return updated;
  });
  if (!row) throw notFound(COMPANY_NOT_FOUND);
  await Promise.all([
    deps.bus.publishBookingsChanged(companyId),
    options.searchable ? deps.bus.publishCatalogChanged(companyId) : undefined,
  ]);
  return toSettings(row);
}

/**
 * Saves name, phone, address, district, categories and the organisation number (admin-side §3; an absent district,
 * categories or organisation number stays as it is). The address's three parts are saved
 * together: all absent leaves it as it is (a client that knows only the old single field), otherwise an absent part
 * is cleared. The e-mail is contact data that changes only with a code
 * (`requestEmailChange` / `confirmEmailChange`), so `input.email` must be the current address (any
 * case). Errors: 409 `email_taken` 'E-postadressen används redan' when another company has the address given, 409
 * `email_change_needs_code` when it is a new one.
 */
export async function updateCompanyDetails(
  deps: Deps,
  company: { id: string; email: string },
  input: z.output<typeof companyDetailsSchema>,
): Promise<CompanySettings> {
  const email = input.email.toLowerCase();
  if (email !== company.email.toLowerCase()) {
    if (await emailTakenByOther(deps.db, company.id, email)) throw emailTaken();
    throw new AppError(409, 'email_change_needs_code', EMAIL_CHANGE_NEEDS_CODE_MESSAGE);
  }
  const { email: _unchanged, street, postcode, city, ...values } = input;
  const address =
    street === undefined && postcode === undefined && city === undefined
      ? {}
      : { street: street ?? null, postcode: postcode ?? null, city: city ?? null };
  return save(deps, company.id, { ...values, ...address }, { searchable: true });
}

/** Saves the weekly hours, default buffer (minutes) and start-time step; the customer calendar follows at once. */
export function updateSchedule(deps: Deps, companyId: string, input: ScheduleSettingsInput) {
  return save(deps, companyId, input, { freesTimes: true });
}

/** Saves the two notification switches. */
export function updateNotifications(deps: Deps, companyId: string, input: NotificationSettingsInput) {
  return save(deps, companyId, input);
}

/**
 * Saves the cancellation policy and booking horizon; open customer calendars follow at once (the
 * availability cache empties on the announcement). Existing bookings get the new deadline too.
 */
export function updateBookingPolicy(deps: Deps, companyId: string, input: BookingPolicyInput) {
  return save(deps, companyId, input, { freesTimes: true });
}

/**
 * Replaces the company logo: checks the image by content (400 'Vänligen välj en bildfil' otherwise), stores its
 * square AVIF and WebP variants in the image store (docs/decisions/039), points `avatar_url` at the largest WebP
 * (`/images/<hash>.webp`) and releases the previous logo's variants.
 */
export async function replaceLogo(deps: Deps, companyId: string, file: Buffer): Promise<CompanySettings> {
  const previous = await findCompany(deps.db, companyId);
  if (!previous) throw notFound(COMPANY_NOT_FOUND);
  const url = await storeImage(deps.images, file, 'square');
  const settings = await save(deps, companyId, { avatarUrl: url }, { searchable: true });
  if (previous.avatarUrl !== url) await releaseImage(deps, previous.avatarUrl);
  return settings;
}

/** Removes the logo (avatar_url null) and releases its stored variants. */
export async function removeLogo(deps: Deps, companyId: string): Promise<CompanySettings> {
  const previous = await findCompany(deps.db, companyId);
  const settings = await save(deps, companyId, { avatarUrl: null }, { searchable: true });
  await releaseImage(deps, previous?.avatarUrl);
  return settings;
}

/**
 * Booked bookings and blocked periods of the Monday–Sunday week containing `date` (schedule grid 'Veckoschema -
 * Kundvy'; blocks as ISO instants), and `dateHours`, the week's dates whose hours differ from the
 * saved weekly schedule (exceptions and public holidays).
 */
export async function weekBookings(db: Database, companyId: string, date: string) {
  const monday = weekStart(date);
  const company = await findCompany(db, companyId);
  const schedule = normalizeWeeklySchedule(company?.weeklySchedule);
  const [rows, blockRows, hours] = await Promise.all([
    listBookedInRange(db, companyId, monday, addDays(monday, 6)),
    listCompanyBlocks(
      db,
      companyId,
      zonedWallClockToInstant(monday, '00:00'),
      zonedWallClockToInstant(addDays(monday, 7), '00:00'),
    ),
    loadDateHours(db, companyId, monday, addDays(monday, 6), schedule),
  ]);
  const blocks: WeekGridBlock[] = blockRows.map((b) => ({ start: b.start, end: b.end }));
  const bookings: WeekGridBooking[] = rows.map((r) => ({
    ...r,
    startTime: toHhmm(r.startTime),
    endTime: toHhmm(r.endTime),
  }));
  return { weekStart: monday, bookings, blocks, dateHours: hours.dateHours };
}
