import { format } from 'date-fns';
import { sv } from 'date-fns/locale';
import { formatShortDateSv } from '~/shared/dates';

/** '2026-11-24' -> 'tis 24 nov' ('tor', not date-fns' 'tors': the one way, src/shared/dates.ts). */
export const formatShortDate = formatShortDateSv;

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
