import { format, parseISO } from 'date-fns';
import { sv } from 'date-fns/locale';

/** '2026-11-24' -> 'tis 24 nov' (a Stockholm calendar date; parseISO reads it as local midnight). */
export function formatShortDate(date: string): string {
  // sv abbreviations carry a dot ('nov.'); the product writes dates without it ('mån 24 nov').
  return format(parseISO(date), 'EEE d MMM', { locale: sv }).replace(/\./g, '');
}

/** An ISO instant -> 'november 2025' (for 'Medlem sedan'). */
export function formatMonthYear(iso: string): string | null {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : format(d, 'LLLL yyyy', { locale: sv });
}

/** Hours after its creation that an account counts as new: the dashboard greets it 'Välkommen till Tidvis'. */
export const NEW_ACCOUNT_HOURS = 24;

/** Whether an account created at `createdAt` (ISO instant; null = unknown) is new at `now` (issue 21). */
export function isNewAccount(createdAt: string | null, now: number = Date.now()): boolean {
  if (!createdAt) return false;
  const created = new Date(createdAt).getTime();
  return !Number.isNaN(created) && now - created < NEW_ACCOUNT_HOURS * 3_600_000;
}
