import { addDays, weekStart } from '../../../shared/dates';
import { normalizeWeeklySchedule } from '../../../shared/schedule';
import {
  EMAIL_TAKEN_MESSAGE,
  type CompanySettings,
  type NotificationSettingsInput,
  type ScheduleSettingsInput,
  type WeekGridBooking,
  type companyDetailsSchema,
} from '../../../shared/schemas/admin-settings';
import type { z } from 'zod';
import type { Deps } from '../../context';
import type { Database } from '../../db/client';
import type { companies } from '../../db/schema';
import { AppError, notFound, sqlState } from '../../errors';
import { deleteLogoFile, processLogo, storeLogo } from '../../uploads/logos';
import { toHhmm } from '../availability/availability.queries';
import { emailTakenByOther, findCompany, listBookedInRange, updateCompany } from './admin-settings.queries';

const COMPANY_NOT_FOUND = 'Företagsdata kunde inte laddas';
const emailTaken = () => new AppError(409, 'email_taken', EMAIL_TAKEN_MESSAGE);

function toSettings(row: typeof companies.$inferSelect): CompanySettings {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    location: row.location,
    avatarUrl: row.avatarUrl,
    slug: row.slug,
    status: row.status,
    weeklySchedule: normalizeWeeklySchedule(row.weeklySchedule),
    defaultBufferMinutes: row.defaultBufferMinutes,
    slotIntervalMinutes: row.slotIntervalMinutes,
    emailNotifications: row.emailNotifications,
    smsReminders: row.smsReminders,
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
 * location, logo), so every process's search cache empties too.
 */
async function save(
  deps: Deps,
  companyId: string,
  values: Partial<typeof companies.$inferInsert>,
  options: { searchable?: boolean } = {},
) {
  const row = await updateCompany(deps.db, companyId, values);
  if (!row) throw notFound(COMPANY_NOT_FOUND);
  await Promise.all([
    deps.bus.publishBookingsChanged(companyId),
    options.searchable ? deps.bus.publishCatalogChanged(companyId) : undefined,
  ]);
  return toSettings(row);
}

/**
 * Saves name, e-mail (stored lower-case; 409 'E-postadressen används redan' when another company has it, compared
 * case-insensitively), phone and address. Note: the admin is whoever's verified e-mail equals the company e-mail,
 * so changing it hands the admin role to that address (DESIGN §4 "Who is who").
 */
export async function updateCompanyDetails(
  deps: Deps,
  companyId: string,
  input: z.output<typeof companyDetailsSchema>,
): Promise<CompanySettings> {
  const email = input.email.toLowerCase();
  if (await emailTakenByOther(deps.db, companyId, email)) throw emailTaken();
  try {
    return await save(deps, companyId, { ...input, email }, { searchable: true });
  } catch (err) {
    if (sqlState(err) === '23505') throw emailTaken();
    throw err;
  }
}

/** Saves the weekly hours, default buffer (minutes) and start-time step; the customer calendar follows at once. */
export function updateSchedule(deps: Deps, companyId: string, input: ScheduleSettingsInput) {
  return save(deps, companyId, input);
}

/** Saves the two notification switches. */
export function updateNotifications(deps: Deps, companyId: string, input: NotificationSettingsInput) {
  return save(deps, companyId, input);
}

/**
 * Replaces the company logo: validates the image by content, stores a 256×256 WebP under `/uploads/logos/`, points
 * `avatar_url` at it and deletes the previous file. 400 'Vänligen välj en bildfil' when it is not an image.
 */
export async function replaceLogo(deps: Deps, companyId: string, file: Buffer): Promise<CompanySettings> {
  const webp = await processLogo(file);
  const previous = await findCompany(deps.db, companyId);
  if (!previous) throw notFound(COMPANY_NOT_FOUND);
  const url = await storeLogo(deps.env.DATA_DIR, companyId, webp);
  const settings = await save(deps, companyId, { avatarUrl: url }, { searchable: true });
  await deleteLogoFile(deps.env.DATA_DIR, previous.avatarUrl);
  return settings;
}

/** Removes the logo (avatar_url null) and its file. */
export async function removeLogo(deps: Deps, companyId: string): Promise<CompanySettings> {
  const previous = await findCompany(deps.db, companyId);
  const settings = await save(deps, companyId, { avatarUrl: null }, { searchable: true });
  await deleteLogoFile(deps.env.DATA_DIR, previous?.avatarUrl);
  return settings;
}

/** Booked bookings of the Monday–Sunday week containing `date` (schedule grid 'Veckoschema - Kundvy'). */
export async function weekBookings(db: Database, companyId: string, date: string) {
  const monday = weekStart(date);
  const rows = await listBookedInRange(db, companyId, monday, addDays(monday, 6));
  const bookings: WeekGridBooking[] = rows.map((r) => ({
    ...r,
    startTime: toHhmm(r.startTime),
    endTime: toHhmm(r.endTime),
  }));
  return { weekStart: monday, bookings };
}
