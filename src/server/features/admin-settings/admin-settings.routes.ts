import { Hono } from 'hono';
import type { DateHours } from '../../../shared/schemas/schedule-exceptions';
import {
  companyDetailsSchema,
  bookingPolicySchema,
  notificationSettingsSchema,
  scheduleSettingsSchema,
  weekBookingsQuerySchema,
  type CompanySettings,
  type WeekGridBlock,
  type WeekGridBooking,
} from '../../../shared/schemas/admin-settings';
import {
  emailChangeConfirmSchema,
  emailChangeRequestSchema,
  type EmailChangePending,
} from '../../../shared/schemas/company-members';
import { adminCompany, adminOnly, requireUser } from '../../auth/guards';
import type { AppEnv } from '../../context';
import { databaseRateLimit } from '../../security/rate-limit';
import { imageUploadLimit, readUploadedImage } from '../../images';
import { validate } from '../../validation';
import { confirmEmailChange, requestEmailChange } from './company-email-change.service';
import {
  getCompanySettings,
  removeLogo,
  replaceLogo,
  updateCompanyDetails,
  updateBookingPolicy,
  updateNotifications,
  updateSchedule,
  weekBookings,
} from './admin-settings.service';

/** Code mails per client address: 5 per 10 minutes (each request mails a code to an address the admin typed). */
const emailChangeRateLimit = databaseRateLimit('company-email-change', 5, 10 * 60_000);

type SettingsBody = { company: CompanySettings };

/**
 * Admin settings endpoints under `/api/admin/settings` (admin-side §2, §3, §5, §7), scoped to the admin's company
 * (401 guest, 403 not an admin). Every answer that changes something is `{ company: CompanySettings }` and publishes
 * `bookings changed` so open customer calendars refetch. Errors `{ error: { code, message } }`, Swedish.
 * - `GET /` → `{ company }` (weekly schedule normalised).
 * - `PATCH /company` `{ name, email, phone?, street?, postcode?, city?, district?, categories?, orgNumber? }`
 *   (orgNumber 'NNNNNN-NNNN' or empty; 400 'Ange organisationsnumret som NNNNNN-NNNN'): `email` must be
 *   the current one (any case); the address's parts are saved together (all absent = unchanged; postcode five digits,
 *   stored without the space; a street or postcode needs its city); 400 field message ('Ange postnumret med fem
 *   siffror, t.ex. 118 46', 'Ange ort', ...), 409 `email_taken` 'E-postadressen används redan', 409 `email_change_needs_code` for a new address.
 * - `POST /company/email-change` `{ email }` → 202 `{ pendingEmail, expiresAt }`: mails a 6-digit code (30 minutes,
 *   5 attempts) to the new address; 409 `email_unchanged` / `email_taken`, 429 `rate_limited` (5 per 10 minutes).
 * - `POST /company/email-change/confirm` `{ code }` → `{ company }` with the new e-mail; the old address is told.
 *   404 `email_change_not_found`, 410 `code_expired`, 400 `wrong_code`, 429 `too_many_attempts`, 409 `email_taken`
 *   (docs/decisions/009).
 * - `PUT /schedule` `{ weeklySchedule, defaultBufferMinutes (0–240), slotIntervalMinutes (15|30|60) }`; 400 with the
 *   schedule's message ('Sluttiden måste vara efter starttiden', 'Passen får inte överlappa varandra', ...).
 * - `PATCH /notifications` `{ emailNotifications, smsReminders }`.
 * - `PATCH /booking-policy` `{ cancellationNoticeHours (0|2|12|24|48), bookingHorizonMonths (1|3|6|12) }`; 400 'Välj när kunder senast får avboka' / 'Välj 1, 3, 6 eller 12 månader'.
 * - `POST /logo` multipart field `file` (≤ 5 MB, JPEG/PNG/WebP/GIF/AVIF by content) → stored as 256×256 WebP;
 *   400 'Vänligen välj en bildfil', 413 'Bilden är för stor. Max 5MB tillåtet.'.
 * - `DELETE /logo` → avatar_url null.
 * - `GET /week-bookings?week=YYYY-MM-DD` → `{ weekStart, bookings: [{ id, startDate, startTime, endTime }],
 *   blocks: [{ start, end }], dateHours }` (booked bookings and blocked periods of that Monday–Sunday week; blocks
 *   ISO; `dateHours` its dates whose hours differ from the weekly schedule).
 */
export const adminSettingsRoutes = new Hono<AppEnv>()
  .use(adminOnly)
  .get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json<SettingsBody>({ company: await getCompanySettings(c.var.deps.db, adminCompany(c).id) });
  })
  .patch('/company', validate('json', companyDetailsSchema), async (c) => {
    const company = await updateCompanyDetails(c.var.deps, adminCompany(c), c.req.valid('json'));
    return c.json<SettingsBody>({ company });
  })
  .post(
    '/company/email-change',
    emailChangeRateLimit,
    validate('json', emailChangeRequestSchema),
    async (c) => {
      const pending = await requestEmailChange(
        c.var.deps,
        adminCompany(c),
        requireUser(c).id,
        c.req.valid('json').email,
        c.var.deps.clock(),
      );
      return c.json<EmailChangePending>(pending, 202);
    },
  )
  .post('/company/email-change/confirm', validate('json', emailChangeConfirmSchema), async (c) => {
    const company = await confirmEmailChange(
      c.var.deps,
      adminCompany(c).id,
      c.req.valid('json').code,
      c.var.deps.clock(),
    );
    return c.json<SettingsBody>({ company });
  })
  .put('/schedule', validate('json', scheduleSettingsSchema), async (c) => {
    const company = await updateSchedule(c.var.deps, adminCompany(c).id, c.req.valid('json'));
    return c.json<SettingsBody>({ company });
  })
  .patch('/notifications', validate('json', notificationSettingsSchema), async (c) => {
    const company = await updateNotifications(c.var.deps, adminCompany(c).id, c.req.valid('json'));
    return c.json<SettingsBody>({ company });
  })
  .patch('/booking-policy', validate('json', bookingPolicySchema), async (c) => {
    const company = await updateBookingPolicy(c.var.deps, adminCompany(c).id, c.req.valid('json'));
    return c.json<SettingsBody>({ company });
  })
  .post('/logo', imageUploadLimit, async (c) => {
    const company = await replaceLogo(c.var.deps, adminCompany(c).id, await readUploadedImage(c));
    return c.json<SettingsBody>({ company });
  })
  .delete('/logo', async (c) => {
    return c.json<SettingsBody>({ company: await removeLogo(c.var.deps, adminCompany(c).id) });
  })
  .get('/week-bookings', validate('query', weekBookingsQuerySchema), async (c) => {
    c.header('Cache-Control', 'no-store');
    const result = await weekBookings(c.var.deps.db, adminCompany(c).id, c.req.valid('query').week);
    return c.json<{
      weekStart: string;
      bookings: WeekGridBooking[];
      blocks: WeekGridBlock[];
      dateHours: Record<string, DateHours>;
    }>(result);
  });
