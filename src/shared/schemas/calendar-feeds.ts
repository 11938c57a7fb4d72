import { z } from '../zod';
import { idSchema } from './ids';

/** Which feed: the company's (`staffId` null or absent) or one staff member's. */
export const calendarFeedScopeSchema = z.object({
  staffId: idSchema('Ogiltig personal')
    .nullish()
    .transform((v) => v ?? null),
});
export type CalendarFeedScope = z.input<typeof calendarFeedScopeSchema>;

/** One subscription address of Settings › Bokningswidget & kalender: whether it exists, never the secret itself. */
export interface CalendarFeedInfo {
  /** null: the whole company. */
  staffId: string | null;
  /** 'Hela företaget' or the member's name. */
  label: string;
  /** Whether an address is active (its token is shown only when created). */
  active: boolean;
  /** When the active address was created (ISO instant), null without one. */
  createdAt: string | null;
}

/** The answer of creating or regenerating an address: the only time the secret is shown. */
export interface CalendarFeedCreated {
  feed: CalendarFeedInfo;
  /** `https://<host>/calendar/<token>.ics` */
  httpsUrl: string;
  /** The same as `webcal://<host>/calendar/<token>.ics` (opens the calendar app's subscribe dialog). */
  webcalUrl: string;
}

/** The feed token in a `/calendar/<token>.ics` path: 32 random bytes, base64url (43 characters). */
export const CALENDAR_FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
