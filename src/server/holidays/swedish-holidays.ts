/**
 * Swedish public holidays ('röda dagar') and the three eves salons treat as such (* docs/decisions/015), from the `date-holidays` library: its Swedish calendar's `public` days (nyårsdagen,
 * trettondedag jul, långfredagen, påskdagen, annandag påsk, första maj, Kristi himmelsfärdsdag, pingstdagen,
 * nationaldagen, midsommardagen, alla helgons dag, juldagen, annandag jul) and its `bank` days (midsommarafton,
 * julafton, nyårsafton). Observances (påskafton, valborgsmässoafton, Luciadagen, …) are not included.
 */
import Holidays from 'date-holidays';
import { addDays, isDateKey } from '../../shared/dates';
import type { PublicHoliday } from '../../shared/schemas/schedule-exceptions';

const calendar = new Holidays('SE');
const INCLUDED_TYPES = new Set(['public', 'bank']);
const byYear = new Map<number, PublicHoliday[]>();

/** The holidays of `year` (a calendar year, 1900–2200), sorted by date: `{ date: 'YYYY-MM-DD', name }`, name capitalised ('Julafton'). */
export function swedishHolidays(year: number): PublicHoliday[] {
  if (!Number.isInteger(year) || year < 1900 || year > 2200) throw new RangeError(`Unsupported year ${year}`);
  let list = byYear.get(year);
  if (!list) {
    const seen = new Set<string>();
    list = [];
    for (const holiday of calendar.getHolidays(year, 'sv')) {
      if (!INCLUDED_TYPES.has(holiday.type)) continue;
      const date = holiday.date.slice(0, 10);
      if (seen.has(date)) continue;
      seen.add(date);
      list.push({ date, name: holiday.name.charAt(0).toUpperCase() + holiday.name.slice(1) });
    }
    list.sort((a, b) => a.date.localeCompare(b.date));
    byYear.set(year, list);
  }
  return list;
}

/** The holidays on the dates `from`..`to` (`YYYY-MM-DD`, inclusive), sorted by date; empty when `to` < `from`. */
export function swedishHolidaysBetween(from: string, to: string): PublicHoliday[] {
  if (!isDateKey(from) || !isDateKey(to)) throw new RangeError(`Invalid date range ${from}..${to}`);
  const out: PublicHoliday[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
    for (const holiday of swedishHolidays(year)) {
      if (holiday.date >= from && holiday.date <= to) out.push(holiday);
    }
  }
  return out;
}

/** The holidays of the coming twelve months from `today` (`YYYY-MM-DD`, inclusive; 365 days). */
export function comingSwedishHolidays(today: string): PublicHoliday[] {
  return swedishHolidaysBetween(today, addDays(today, 364));
}

/** Whether `date` (`YYYY-MM-DD`) is one of the holidays above. */
export function isSwedishHoliday(date: string): boolean {
  return swedishHolidays(Number(date.slice(0, 4))).some((h) => h.date === date);
}
