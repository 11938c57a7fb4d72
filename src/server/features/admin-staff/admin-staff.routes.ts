import { Hono } from 'hono';
import {
  ABSENCE_NOT_FOUND_MESSAGE,
  STAFF_MEMBER_NOT_FOUND_MESSAGE,
  staffAbsenceInputSchema,
  staffAbsenceQuerySchema,
  staffInputSchema,
  staffOrderSchema,
  type AbsenceCoveredBookings,
  type AdminStaff,
  type StaffAbsence,
} from '../../../shared/schemas/staff';
import { adminCompany, adminOnly } from '../../auth/guards';
import type { AppEnv } from '../../context';
import { imageUploadLimit, readUploadedImage } from '../../images';
import { validate, validateIds } from '../../validation';
import {
  addStaffAbsence,
  createStaff,
  editStaff,
  listAbsenceCoveredBookings,
  listAdminStaff,
  listStaffAbsences,
  removeStaff,
  removeStaffAbsence,
  removeStaffPhoto,
  reorderStaff,
  replaceStaffPhoto,
} from './admin-staff.service';

/**
 * Admin staff endpoints under `/api/admin/staff` (docs/decisions/012), scoped to the member's company
 * (401 guest, 403 not a member; another company's member or absence is 404). Errors `{ error: { code, message } }`,
 * Swedish. Every change publishes `bookings changed` so cached availability and open calendars refresh.
 * - `GET /` → `AdminStaff[]` in display order.
 * - `POST /` `StaffInput` → 201 `AdminStaff`; 400 field message or 'Välj bland företagets tjänster'. The company's
 *   first active member takes over its booked and no-show bookings without a member.
 * - `PATCH /:id` `StaffInput` → `AdminStaff`.
 * - `DELETE /:id` → 204; 409 `staff_has_bookings` when any booking is theirs (deactivate instead).
 * - `PUT /order` `{ ids: uuid[] }` → `AdminStaff[]` in the new order.
 * - `POST /:id/photo` multipart `file` (as the company logo: ≤ 5 MB, an image by content) → `AdminStaff`;
 *   `DELETE /:id/photo` → `AdminStaff`.
 * - `GET /:id/absences?from&to` (`YYYY-MM-DD`) → `StaffAbsence[]`; `POST /:id/absences` `{ kind, start, end,
 *   reason? }` → 201 `StaffAbsence` (400 when it ends by now or not after its start); `DELETE
 *   /:id/absences/:absenceId` → 204; `GET /:id/absences/:absenceId/covered` → `AbsenceCoveredBookings`, the
 *   member's booked bookings inside the absence with the colleagues each can move to.
 */
/** `:id` of a member route: a malformed id is 404 like an unknown member. */
const memberId = validateIds({ id: STAFF_MEMBER_NOT_FOUND_MESSAGE });
/** `:id/absences/:absenceId`: either id malformed is 404 like an unknown absence. */
const absenceIds = validateIds({ id: ABSENCE_NOT_FOUND_MESSAGE, absenceId: ABSENCE_NOT_FOUND_MESSAGE });

export const adminStaffRoutes = new Hono<AppEnv>()
  .use(adminOnly)
  .get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json<AdminStaff[]>(await listAdminStaff(c.var.deps, adminCompany(c).id, c.var.deps.clock()));
  })
  .post('/', validate('json', staffInputSchema), async (c) => {
    return c.json<AdminStaff>(await createStaff(c.var.deps, adminCompany(c).id, c.req.valid('json')), 201);
  })
  .put('/order', validate('json', staffOrderSchema), async (c) => {
    return c.json<AdminStaff[]>(await reorderStaff(c.var.deps, adminCompany(c).id, c.req.valid('json')));
  })
  .patch('/:id', validate('json', staffInputSchema), memberId, async (c) => {
    const { id } = c.req.valid('param');
    const member = await editStaff(c.var.deps, adminCompany(c).id, id, c.req.valid('json'));
    return c.json<AdminStaff>(member);
  })
  .delete('/:id', memberId, async (c) => {
    await removeStaff(c.var.deps, adminCompany(c).id, c.req.valid('param').id);
    return c.body(null, 204);
  })
  .post('/:id/photo', imageUploadLimit, memberId, async (c) => {
    const file = await readUploadedImage(c);
    return c.json<AdminStaff>(
      await replaceStaffPhoto(c.var.deps, adminCompany(c).id, c.req.valid('param').id, file),
    );
  })
  .delete('/:id/photo', memberId, async (c) => {
    const { id } = c.req.valid('param');
    return c.json<AdminStaff>(await removeStaffPhoto(c.var.deps, adminCompany(c).id, id));
  })
  .get('/:id/absences', validate('query', staffAbsenceQuerySchema), memberId, async (c) => {
    c.header('Cache-Control', 'no-store');
    const absences = await listStaffAbsences(
      c.var.deps,
      adminCompany(c).id,
      c.req.valid('param').id,
      c.req.valid('query'),
    );
    return c.json<StaffAbsence[]>(absences);
  })
  .post('/:id/absences', validate('json', staffAbsenceInputSchema), memberId, async (c) => {
    const absence = await addStaffAbsence(
      c.var.deps,
      adminCompany(c).id,
      c.req.valid('param').id,
      c.req.valid('json'),
    );
    return c.json<StaffAbsence>(absence, 201);
  })
  .get('/:id/absences/:absenceId/covered', absenceIds, async (c) => {
    const { id, absenceId } = c.req.valid('param');
    c.header('Cache-Control', 'no-store');
    const bookings = await listAbsenceCoveredBookings(c.var.deps, adminCompany(c).id, id, absenceId);
    return c.json<AbsenceCoveredBookings>({ bookings });
  })
  .delete('/:id/absences/:absenceId', absenceIds, async (c) => {
    const { id, absenceId } = c.req.valid('param');
    await removeStaffAbsence(c.var.deps, adminCompany(c).id, id, absenceId);
    return c.body(null, 204);
  });
