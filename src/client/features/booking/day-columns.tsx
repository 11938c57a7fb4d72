import { cn } from '~/client/lib/cn';
import type { AvailabilityDay } from '~/shared/schemas/booking';
import { dayStatusText } from './day-status';
import { dayOfMonth, formatLongDateSv, formatWeekdayShortSv } from '~/shared/date-labels-sv';
import { SlotButton, type Slot } from './slot-button';

/** The wide calendar: seven day columns, Monday to Sunday, each listing its times or its status. */
export function DayColumns({
  days,
  today,
  lastBookableDate,
  priceText,
  onPick,
}: {
  days: AvailabilityDay[];
  today: string;
  /** The company's last bookable date (`YYYY-MM-DD`); later days read 'Ej bokbart än'. */
  lastBookableDate?: string;
  /** The service's price as written ('från 650 kr'), for each time's accessible name. */
  priceText: string;
  onPick: (slot: Slot) => void;
}) {
  return (
    <ol className="grid grid-cols-7 gap-2">
      {days.map((day) => {
        const isToday = day.date === today;
        const status = dayStatusText(day, lastBookableDate);
        return (
          <li key={day.date} aria-label={formatLongDateSv(day.date)} className="min-w-0">
            <div
              aria-current={isToday ? 'date' : undefined}
              className={cn(
                'mb-2 flex flex-col items-center rounded-xl py-2',
                isToday ? 'bg-accent-700 text-white' : 'bg-stone-50 text-stone-700',
                day.status === 'past' && 'bg-stone-100/70 text-stone-500',
              )}
            >
              <span className={cn('text-xs font-medium', isToday ? 'text-accent-100' : 'text-stone-500')}>
                {formatWeekdayShortSv(day.date)}
              </span>
              <span className="text-lg font-semibold tabular-nums">{dayOfMonth(day.date)}</span>
            </div>
            {status ? (
              <p className="rounded-xl border border-dashed border-stone-200 px-1 py-3 text-center text-xs text-stone-500">
                {status}
                {day.note ? <span className="mt-1 block break-words text-stone-600">{day.note}</span> : null}
              </p>
            ) : (
              <ul className="space-y-1.5">
                {day.note ? (
                  <li className="text-center text-xs break-words text-stone-600">{day.note}</li>
                ) : null}
                {day.slots.map((s) => (
                  <li key={s.startTime}>
                    <SlotButton slot={{ date: day.date, ...s }} priceText={priceText} onPick={onPick} />
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}
