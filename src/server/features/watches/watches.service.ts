import { BOOKING_ERRORS } from '../../../shared/schemas/booking';
import { STAFF_NOT_FOUND_MESSAGE } from '../../../shared/schemas/staff';
import {
  MAX_ACTIVE_WATCHES,
  WATCH_ERROR_CODES,
  WATCH_ERRORS,
  type CreateWatchBody,
  type Watch,
} from '../../../shared/schemas/watches';
import { todayInZone } from '../../../shared/dates';
import { eq } from 'drizzle-orm';
import type { Deps, SessionUser } from '../../context';
import { companies } from '../../db/schema';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../errors';
import { COMPANY_NOT_FOUND, COMPANY_NOT_OPEN } from '../../lib/bookable-company';
import { lockCompanyAndUser } from '../bookings';
import {
  countActiveServices,
  countActiveWatches,
  countPerformedServices,
  deleteWatch,
  findWatchCompany,
  insertWatch,
  listWatches,
} from './watches.queries';
import { freeStartsOfWatch, recordNotices } from './watch-scan';

/**
 * Stores a watch of the signed-in `user` (`input` checked by createWatchSchema: 1–4 services without repeats, range
 * ≤ 30 days, time window both or neither with from < to) at the instant `now`. In one transaction under the
 * advisory locks booking creation takes (company, then user), so two concurrent requests cannot both pass the limit
 * and a booking ending the user's watches at the company is not interleaved with it.
 * Errors: 400 `invalid_input` 'Startdatumet har redan passerat.' (fromDate before today, Stockholm), 404
 * `not_found` (unknown company; a service that is not an active service of it; a staff member who is not its active
 * member performing every service), 403 `company_not_open`, 409 `too_many_watches` (already MAX_ACTIVE_WATCHES).
 * The starts free at `now` in its range and window are recorded as its baseline notices (docs/decisions/045), so
 * only times freed later are announced.
 */
export async function createWatch(
  deps: Deps,
  user: SessionUser,
  input: CreateWatchBody,
  now: Date,
): Promise<Watch> {
  const today = todayInZone(now);
  if (input.fromDate < today) throw new AppError(400, 'invalid_input', WATCH_ERRORS.fromDatePassed);
  const id = await deps.db.transaction(async (tx) => {
    await lockCompanyAndUser(tx, deps.handle.kind, input.companyId, user.id);
    const company = await findWatchCompany(tx, input.companyId);
    if (!company) throw notFound(COMPANY_NOT_FOUND);
    if (company.status !== 'active') throw new AppError(403, 'company_not_open', COMPANY_NOT_OPEN);
    const n = input.serviceIds.length;
    if ((await countActiveServices(tx, company.id, input.serviceIds)) !== n)
      throw notFound(BOOKING_ERRORS.serviceNotFound);
    const staffId = input.staffId ?? null;
    if (staffId && (await countPerformedServices(tx, company.id, staffId, input.serviceIds)) !== n)
      throw notFound(STAFF_NOT_FOUND_MESSAGE);
    if ((await countActiveWatches(tx, user.id, today)) >= MAX_ACTIVE_WATCHES)
      throw new AppError(409, WATCH_ERROR_CODES.tooMany, WATCH_ERRORS.tooMany);
    const values = {
      userId: user.id,
      companyId: company.id,
      serviceIds: input.serviceIds,
      staffId,
      fromDate: input.fromDate,
      toDate: input.toDate,
      fromTime: input.fromTime ?? null,
      toTime: input.toTime ?? null,
      createdAt: now,
    };
    const watchId = await insertWatch(tx, values);
    // The starts free now are the baseline: the job announces only those that free up later.
    const [companyRow] = await tx.select().from(companies).where(eq(companies.id, company.id));
    const starts = await freeStartsOfWatch(tx, companyRow!, values, now);
    await recordNotices(tx, watchId, starts, now, true);
    return watchId;
  });
  const [watch] = await listWatches(deps.db, user.id, { id });
  return watch!;
}

/** The user's active watches at `now` (not ended, last date not passed in Stockholm), soonest first. */
export function getWatches(db: Database, userId: string, now: Date): Promise<Watch[]> {
  return listWatches(db, userId, { today: todayInZone(now) });
}

/** Deletes the user's watch `id`. Errors: 404 'Bevakningen hittades inte' (unknown, or someone else's). */
export async function removeWatch(db: Database, userId: string, id: string): Promise<void> {
  if (!(await deleteWatch(db, userId, id))) throw notFound(WATCH_ERRORS.notFound);
}
