import { cn } from '~/client/lib/cn';
import { formatLongDateSv } from '~/shared/date-labels-sv';

export interface Slot {
  date: string;
  startTime: string;
  endTime: string;
}

/**
 * One bookable start time: 'HH:MM', named in full (date, time, price) for screen readers. The price is not repeated
 * on every time: the step's heading says it.
 */
export function SlotButton({
  slot,
  priceText,
  onPick,
  className,
}: {
  slot: Slot;
  /** The service's price as written (`slotPrice`). */
  priceText: string;
  onPick: (slot: Slot) => void;
  className?: string;
}) {
  return (
    <button
      type="button"
      onClick={() => onPick(slot)}
      aria-label={`${formatLongDateSv(slot.date)} ${slot.startTime}, ${priceText}`}
      className={cn(
        'flex min-h-12 w-full cursor-pointer flex-col items-center justify-center rounded-xl border border-accent-200 bg-accent-50/60 px-2 py-1.5 text-accent-800 transition-colors hover:border-accent-600 hover:bg-accent-100 active:bg-accent-200',
        className,
      )}
    >
      <span className="text-sm font-semibold tabular-nums">{slot.startTime}</span>
    </button>
  );
}
