import type { AvailabilityDay } from '~/shared/schemas/booking';
import { t } from './strings';

/**
 * The text a day without bookable times shows instead ('Passerat' / 'Ej bokbart än' after the company's last bookable
 * date `lastBookableDate` / 'Stängt' / 'Fullbokat'), or null.
 */
export function dayStatusText(day: AvailabilityDay, lastBookableDate?: string): string | null {
  if (day.status === 'past') return t.dayPast;
  if (lastBookableDate && day.date > lastBookableDate) return t.dayBeyondHorizon;
  if (day.status === 'closed') return t.dayClosed;
  // An open day whose slots are all gone reads as full, whatever status the server chose.
  if (day.status === 'full' || day.slots.length === 0) return t.dayFull;
  return null;
}

/** The day the phone view opens on: today when it has times, else the first day with times, else the first day. */
export function defaultDay(days: AvailabilityDay[], today: string): string | undefined {
  const bookable = days.filter((d) => dayStatusText(d) === null);
  return (bookable.find((d) => d.date === today) ?? bookable[0] ?? days[0])?.date;
}
