import { cn } from '~/client/lib/cn';
import type { AvailabilityDay } from '~/shared/schemas/booking';
import { dayStatusText } from './day-status';
import { dayOfMonth, formatLongDateSv, formatWeekdayShortSv } from '~/shared/date-labels-sv';
import { SlotButton, type Slot } from './slot-button';
import { t } from './strings';

/**
 * The phone calendar: seven columns do not fit 375 px, so a row of seven day buttons (they do fit) picks the day
 * whose times show below.
 */
export function DayPicker({
  days,
  today,
  lastBookableDate,
  selected,
  onSelect,
  priceText,
  onPick,
}: {
  days: AvailabilityDay[];
  today: string;
  /** The company's last bookable date (`YYYY-MM-DD`); later days read 'Ej bokbart än'. */
  lastBookableDate?: string;
  selected: string | undefined;
  onSelect: (date: string) => void;
  /** The service's price as written ('från 650 kr'), for each time's accessible name. */
  priceText: string;
  onPick: (slot: Slot) => void;
}) {
  const day = days.find((d) => d.date === selected);
  const status = day ? dayStatusText(day, lastBookableDate) : null;
  return (
    <div className="space-y-4">
      <div role="group" aria-label={t.daysLabel} className="grid grid-cols-7 gap-1">
        {days.map((d) => {
          const isSelected = d.date === selected;
          const isToday = d.date === today;
          const dayStatus = dayStatusText(d, lastBookableDate);
          return (
            <button
              key={d.date}
              type="button"
              onClick={() => onSelect(d.date)}
              aria-pressed={isSelected}
              aria-current={isToday ? 'date' : undefined}
              aria-label={`${formatLongDateSv(d.date)}${isToday ? ` (${t.today})` : ''}, ${dayStatus ?? t.freeTimes(d.slots.length)}${d.note ? `, ${d.note}` : ''}`}
              className={cn(
                'flex h-16 cursor-pointer flex-col items-center justify-center gap-0.5 rounded-xl border transition-colors',
                isSelected
                  ? 'border-accent-700 bg-accent-700 text-white'
                  : isToday
                    ? 'border-accent-600 bg-accent-50 text-accent-800'
                    : dayStatus
                      ? 'border-stone-100 bg-stone-50 text-stone-500'
                      : 'border-stone-200 bg-white text-stone-800 hover:bg-stone-50',
              )}
            >
              <span className="text-xs font-medium">{formatWeekdayShortSv(d.date)}</span>
              <span className="text-base font-semibold tabular-nums">{dayOfMonth(d.date)}</span>
              <span
                aria-hidden="true"
                className={cn(
                  'size-1.5 rounded-full',
                  dayStatus ? 'bg-transparent' : isSelected ? 'bg-white' : 'bg-accent-600',
                )}
              />
            </button>
          );
        })}
      </div>
      {day ? (
        <section aria-label={formatLongDateSv(day.date)} className="space-y-3">
          <h3 className="font-semibold text-stone-900 first-letter:uppercase">
            {formatLongDateSv(day.date)}
          </h3>
          {day.note && !status ? <p className="text-sm text-stone-600">{day.note}</p> : null}
          {status ? (
            <p className="rounded-xl border border-dashed border-stone-200 px-4 py-6 text-center text-stone-500">
              {status}
              {day.note ? <span className="mt-1 block text-stone-600">{day.note}</span> : null}
            </p>
          ) : (
            <ul className="grid grid-cols-3 gap-2">
              {day.slots.map((s) => (
                <li key={s.startTime}>
                  <SlotButton slot={{ date: day.date, ...s }} priceText={priceText} onPick={onPick} />
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </div>
  );
}
