/**
 * The choices of a company's booking policy and its one-sentence description (decision 014). Apart
 * from cancellation-policy.ts, which holds the rules, so that the booking page's first load (which shows the
 * sentence) does not bring the date code.
 */

/** Hours of notice a company may ask for; 0 = the customer may cancel or move until the start. */
export const CANCELLATION_NOTICE_OPTIONS = [0, 2, 12, 24, 48] as const;
/** Calendar months ahead customers may book. */
export const BOOKING_HORIZON_OPTIONS = [1, 3, 6, 12] as const;
/** A new company's booking horizon in months. */
export const DEFAULT_BOOKING_HORIZON_MONTHS = 3;

/** The policy in one Swedish sentence, as the service step and the settings show it. */
export function noticeDescription(noticeHours: number): string {
  return noticeHours === 0
    ? 'Du kan avboka eller ändra din tid online fram till att den börjar.'
    : `Du kan avboka eller ändra din tid online senast ${noticeHours} timmar före start.`;
}
