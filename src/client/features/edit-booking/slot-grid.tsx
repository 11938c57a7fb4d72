import { Button } from '~/client/components/ui/button';
import { Spinner } from '~/client/components/ui/spinner';
import { cn } from '~/client/lib/cn';
import { formatLongDateSv } from '~/shared/date-labels-sv';
import { t } from './strings';

/**
 * The free starts of `date` as toggle buttons (only offered slots are selectable, customer-side §5); a loading text,
 * 'Inga lediga tider denna dag' when none, or a retry on failure. `current` is the booking's present start on that
 * date, if it is that date.
 */
export function SlotGrid({
  date,
  slots,
  closed = false,
  note,
  loading,
  failed,
  onRetry,
  current,
  selected,
  onSelect,
}: {
  date: string;
  slots: string[] | undefined;
  /** The company (or member) is closed that day: 'Stängt' instead of 'Inga lediga tider denna dag'. */
  closed?: boolean;
  /** The day's note ('Julafton'), shown with the times or the status. */
  note?: string;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  current: string | null;
  selected: string | null;
  onSelect: (time: string) => void;
}) {
  const day = formatLongDateSv(date);
  return (
    <section aria-labelledby="edit-booking-slots" className="space-y-3">
      <h3 id="edit-booking-slots" className="font-semibold text-stone-900 first-letter:uppercase">
        {t.chooseTime}: {day}
      </h3>
      {loading ? (
        <Spinner label={t.loadingSlots} className="py-6" />
      ) : failed ? (
        <div
          role="alert"
          className="space-y-3 rounded-xl border border-dashed border-stone-200 px-4 py-6 text-center"
        >
          <p className="text-stone-600">{t.loadSlotsFailed}</p>
          <Button variant="secondary" onClick={onRetry}>
            {t.tryAgain}
          </Button>
        </div>
      ) : !slots || slots.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-200 px-4 py-6 text-center text-stone-500">
          {closed ? t.closed : t.noSlots}
          {note ? <span className="mt-1 block text-stone-600">{note}</span> : null}
        </p>
      ) : (
        <>
          {note ? <p className="text-sm text-stone-600">{note}</p> : null}
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
            {slots.map((time) => {
              const isSelected = time === selected;
              const isCurrent = time === current;
              return (
                <li key={time}>
                  <button
                    type="button"
                    onClick={() => onSelect(time)}
                    aria-pressed={isSelected}
                    aria-label={t.slotLabel(day, time, isCurrent)}
                    className={cn(
                      'flex min-h-12 w-full cursor-pointer flex-col items-center justify-center rounded-xl border px-2 py-1.5 text-sm font-semibold tabular-nums transition-colors',
                      isSelected
                        ? 'border-accent-700 bg-accent-700 text-white'
                        : 'border-accent-200 bg-accent-50/60 text-accent-800 hover:border-accent-600 hover:bg-accent-100',
                    )}
                  >
                    {time}
                    {isCurrent ? <span className="text-xs font-normal">{t.currentMarker}</span> : null}
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
