import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '~/client/components/ui/button';
import { cn } from '~/client/lib/cn';
import { WEEKDAYS_SHORT_SV } from '~/shared/date-names-sv';
import { addDays, isoWeekNumber, weekDates, weekStart } from '~/shared/dates';
import { dayOfMonth, formatLongDateSv, formatMonthYearSv } from '~/shared/date-labels-sv';
import { t } from './strings';

/**
 * A Monday–Sunday strip of day buttons with previous/next week (fits 375 px): picks the new date. Days before
 * `today` are disabled (customer-side §5 'Edit booking'); `current` marks the booking's present date. A day for
 * which `statusOf` gives a text ('Stängt', 'Fullbokat', 'Ej bokbart än' — the booking calendar's day status, issue
 * 30 §12) is greyed out and disabled too, and shows the text.
 */
export function DateStrip({
  week,
  onWeekChange,
  today,
  current,
  selected,
  onSelect,
  statusOf,
}: {
  week: string;
  onWeekChange: (week: string) => void;
  today: string;
  current: string;
  selected: string;
  onSelect: (date: string) => void;
  statusOf?: (date: string) => string | null;
}) {
  const monday = weekStart(week);
  const days = weekDates(monday);
  const canGoBack = monday > weekStart(today);
  return (
    <div className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <Button
          variant="secondary"
          size="icon"
          aria-label={t.previousWeek}
          disabled={!canGoBack}
          onClick={() => onWeekChange(addDays(monday, -7))}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <p
          className="text-center text-sm font-medium text-stone-700 first-letter:uppercase"
          aria-live="polite"
        >
          {formatMonthYearSv(addDays(monday, 6))} · {t.week(isoWeekNumber(monday))}
        </p>
        <Button
          variant="secondary"
          size="icon"
          aria-label={t.nextWeek}
          onClick={() => onWeekChange(addDays(monday, 7))}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <div role="group" aria-label={t.chooseDate} className="grid grid-cols-7 gap-1">
        {days.map((date, i) => {
          const isPast = date < today;
          const status = isPast ? null : (statusOf?.(date) ?? null);
          const unavailable = isPast || status !== null;
          const isSelected = date === selected;
          const notes = [
            date === today ? t.today : null,
            date === current ? t.currentMarker : null,
            isPast ? t.past : status,
          ]
            .filter(Boolean)
            .join(', ');
          return (
            <button
              key={date}
              type="button"
              disabled={unavailable}
              onClick={() => onSelect(date)}
              aria-pressed={isSelected}
              aria-current={date === today ? 'date' : undefined}
              aria-label={`${formatLongDateSv(date)}${notes ? ` (${notes})` : ''}`}
              className={cn(
                'flex h-16 cursor-pointer flex-col items-center justify-center gap-0.5 rounded-xl border transition-colors disabled:cursor-not-allowed',
                isSelected
                  ? 'border-accent-700 bg-accent-700 text-white'
                  : unavailable
                    ? 'border-stone-100 bg-stone-50 text-stone-500'
                    : date === today
                      ? 'border-accent-600 bg-accent-50 text-accent-800'
                      : 'border-stone-200 bg-white text-stone-800 hover:bg-stone-50',
              )}
            >
              <span className="text-xs font-medium">{WEEKDAYS_SHORT_SV[i]}</span>
              <span className="text-base font-semibold tabular-nums">{dayOfMonth(date)}</span>
              {status ? (
                <span aria-hidden="true" className="max-w-full truncate px-0.5 text-[0.625rem] leading-none">
                  {status}
                </span>
              ) : (
                <span
                  aria-hidden="true"
                  className={cn(
                    'size-1.5 rounded-full',
                    date !== current ? 'bg-transparent' : isSelected ? 'bg-white' : 'bg-accent-600',
                  )}
                />
              )}
            </button>
          );
        })}
      </div>
    </div>
  );
}
