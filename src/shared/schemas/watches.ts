/**
 * Contracts of a customer's watches ('Bevakningar', docs/decisions/044): asking to be told when a time frees up at
 * a company, for 1–4 services, optionally one staff member, on a range of dates and optionally a time of day.
 */
import type { ErrorCode } from '../error-codes';
import { daysBetween, isDateKey, isHhmm, parseHhmm } from '../dates';
import { z } from '../zod';
import { hhmmSchema, isoDateSchema } from './booking';
import { idParams, idSchema } from './ids';

/** At most this many active watches per customer. */
export const MAX_ACTIVE_WATCHES = 10;
/** At most this many services in one watch. */
export const MAX_WATCH_SERVICES = 4;
/** `toDate - fromDate` at most this many days. */
export const MAX_WATCH_RANGE_DAYS = 30;

export const WATCH_ERRORS = {
  notFound: 'Bevakningen hittades inte',
  noService: 'Välj minst en tjänst.',
  tooManyServices: `Välj högst ${MAX_WATCH_SERVICES} tjänster.`,
  repeatedService: 'Samma tjänst kan bara väljas en gång.',
  rangeOrder: 'Slutdatumet kan inte vara före startdatumet.',
  rangeTooLong: `En bevakning kan gälla högst ${MAX_WATCH_RANGE_DAYS} dagar.`,
  fromDatePassed: 'Startdatumet har redan passerat.',
  halfWindow: 'Ange både från- och till-tid, eller ingen av dem.',
  windowOrder: 'Från-tiden måste vara före till-tiden.',
  tooMany: `Du kan ha högst ${MAX_ACTIVE_WATCHES} bevakningar.`,
} as const;

/** Stable `error.code`s of the watch endpoints (besides `invalid_input`, `unauthorized`, `not_found`). */
export const WATCH_ERROR_CODES = { tooMany: 'too_many_watches' } as const satisfies Record<string, ErrorCode>;

/**
 * `POST /api/me/watches` body. `serviceIds` ordered, 1–4, no repeats; `staffId` absent/null = any member;
 * `fromDate`–`toDate` (`YYYY-MM-DD`, Stockholm) at most 30 days apart; `fromTime`–`toTime` (`HH:MM`) both or neither,
 * from before to. That `fromDate` has not passed is the server's check (its clock).
 */
export const createWatchSchema = z
  .object({
    companyId: idSchema('Ogiltigt företag'),
    serviceIds: z
      // Lower-cased, so that one id in two spellings counts as a repeat here as it does in the database.
      .array(
        idSchema('Ogiltig tjänst').transform((id) => id.toLowerCase()),
        { error: WATCH_ERRORS.noService },
      )
      .min(1, WATCH_ERRORS.noService)
      .max(MAX_WATCH_SERVICES, WATCH_ERRORS.tooManyServices)
      .refine((ids) => new Set(ids).size === ids.length, WATCH_ERRORS.repeatedService),
    staffId: idSchema('Ogiltig personal').nullish(),
    fromDate: isoDateSchema,
    toDate: isoDateSchema,
    fromTime: hhmmSchema.nullish(),
    toTime: hhmmSchema.nullish(),
  })
  // Zod runs this even when a field failed (its own issue is reported first), so each rule checks its fields' form.
  .superRefine((v, ctx) => {
    if (!isDateKey(v.fromDate) || !isDateKey(v.toDate)) return;
    if (v.toDate < v.fromDate)
      ctx.addIssue({ code: 'custom', path: ['toDate'], message: WATCH_ERRORS.rangeOrder });
    else if (daysBetween(v.fromDate, v.toDate) > MAX_WATCH_RANGE_DAYS)
      ctx.addIssue({ code: 'custom', path: ['toDate'], message: WATCH_ERRORS.rangeTooLong });
    if ((v.fromTime == null) !== (v.toTime == null))
      ctx.addIssue({ code: 'custom', path: ['toTime'], message: WATCH_ERRORS.halfWindow });
    else if (isHhmm(v.fromTime) && isHhmm(v.toTime) && parseHhmm(v.fromTime) >= parseHhmm(v.toTime))
      ctx.addIssue({ code: 'custom', path: ['toTime'], message: WATCH_ERRORS.windowOrder });
  });

export type CreateWatchBody = z.output<typeof createWatchSchema>;

/** `DELETE /api/me/watches/:id`: a malformed id is answered like an unknown one (404). */
export const watchParamSchema = idParams({ id: WATCH_ERRORS.notFound });

/** A watch as `/api/me/watches` answers it, with the names the list shows. */
export interface Watch {
  id: string;
  company: { id: string; name: string; slug: string };
  /** In the watch's order. */
  services: { id: string; name: string }[];
  /** null = 'Valfri personal'. */
  staff: { id: string; name: string } | null;
  /** `YYYY-MM-DD`, Stockholm. */
  fromDate: string;
  toDate: string;
  /** `HH:MM`, both or neither (null = the whole day). */
  fromTime: string | null;
  toTime: string | null;
  createdAt: string;
}
