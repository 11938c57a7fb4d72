import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  LOGO_MAX_BYTES,
  LOGO_NOT_IMAGE_MESSAGE,
  LOGO_TOO_LARGE_MESSAGE,
  companyDetailsSchema,
  notificationSettingsSchema,
  scheduleSettingsSchema,
  weekBookingsQuerySchema,
  type CompanySettings,
  type WeekGridBooking,
} from '../../../shared/schemas/admin-settings';
import { adminCompany, adminOnly } from '../../auth/admin';
import type { AppEnv } from '../../context';
import { AppError } from '../../errors';
import { validate } from '../../validation';
import {
  getCompanySettings,
  removeLogo,
  replaceLogo,
  updateCompanyDetails,
  updateNotifications,
  updateSchedule,
  weekBookings,
} from './admin-settings.service';

const tooLarge = () => new AppError(413, 'too_large', LOGO_TOO_LARGE_MESSAGE);

type SettingsBody = { company: CompanySettings };

/**
 * Admin settings endpoints under `/api/admin/settings` (admin-side §2, §3, §5, §7), scoped to the admin's company
 * (401 guest, 403 not an admin). Every answer that changes something is `{ company: CompanySettings }` and publishes
 * `bookings changed` so open customer calendars refetch. Errors `{ error: { code, message } }`, Swedish.
 * - `GET /` → `{ company }` (weekly schedule normalised).
 * - `PATCH /company` `{ name, email, phone?, location? }`; 400 field message, 409 'E-postadressen används redan'.
 * - `PUT /schedule` `{ weeklySchedule, defaultBufferMinutes (0–240), slotIntervalMinutes (15|30|60) }`; 400 with the
 *   schedule's message ('Sluttiden måste vara efter starttiden', 'Passen får inte överlappa varandra', ...).
 * - `PATCH /notifications` `{ emailNotifications, smsReminders }`.
 * - `POST /logo` multipart field `file` (≤ 5 MB, JPEG/PNG/WebP/GIF/AVIF by content) → stored as 256×256 WebP;
 *   400 'Vänligen välj en bildfil', 413 'Bilden är för stor. Max 5MB tillåtet.'.
 * - `DELETE /logo` → avatar_url null.
 * - `GET /week-bookings?week=YYYY-MM-DD` → `{ weekStart, bookings: [{ id, startDate, startTime, endTime }] }`
 *   (booked bookings of that Monday–Sunday week).
 */
export const adminSettingsRoutes = new Hono<AppEnv>()
  .use(adminOnly)
  .get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json<SettingsBody>({ company: await getCompanySettings(c.var.deps.db, adminCompany(c).id) });
  })
  .patch('/company', validate('json', companyDetailsSchema), async (c) => {
    const company = await updateCompanyDetails(c.var.deps, adminCompany(c).id, c.req.valid('json'));
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
  .post(
    '/logo',
    bodyLimit({
      maxSize: LOGO_MAX_BYTES + 512 * 1024,
      onError: () => {
        throw tooLarge();
      },
    }),
    async (c) => {
      let file: unknown;
      try {
        file = (await c.req.parseBody())['file'];
      } catch {
        throw new AppError(400, 'not_an_image', LOGO_NOT_IMAGE_MESSAGE);
      }
      if (!(file instanceof File) || file.size === 0)
        throw new AppError(400, 'not_an_image', LOGO_NOT_IMAGE_MESSAGE);
      if (file.size > LOGO_MAX_BYTES) throw tooLarge();
      const company = await replaceLogo(
        c.var.deps,
        adminCompany(c).id,
        Buffer.from(await file.arrayBuffer()),
      );
      return c.json<SettingsBody>({ company });
    },
  )
  .delete('/logo', async (c) => {
    return c.json<SettingsBody>({ company: await removeLogo(c.var.deps, adminCompany(c).id) });
  })
  .get('/week-bookings', validate('query', weekBookingsQuerySchema), async (c) => {
    c.header('Cache-Control', 'no-store');
    const result = await weekBookings(c.var.deps.db, adminCompany(c).id, c.req.valid('query').week);
    return c.json<{ weekStart: string; bookings: WeekGridBooking[] }>(result);
  });
