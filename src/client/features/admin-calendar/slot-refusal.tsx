import { Button } from '~/client/components/ui/button';
import type { SlotCheck } from '~/shared/schemas/admin-calendar';
import { t } from './strings';

/**
 * Why 'Ny bokning' cannot book the chosen time, under the time fields: the server's reasons ('Utanför Elins
 * arbetstid', 'Krockar med Maria Lind 13:00', 'Stängt'), the nearest free times as chips that fill 'Starttid',
 * and 'Boka ändå' when every reason is one the salon may override.
 */
export function SlotRefusal({
  refusal,
  pending,
  onPick,
  onBookAnyway,
}: {
  refusal: SlotCheck;
  pending: boolean;
  onPick: (startTime: string) => void;
  onBookAnyway: () => void;
}) {
  return (
    <div className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-stone-900">
      <div role="alert" id="nb-refusal">
        <p className="font-semibold">{refusal.reasons.map((r) => r.message).join(' · ')}</p>
        <p className="mt-1 text-stone-700">{refusal.overridable ? t.overrideHint : t.chooseOtherTime}</p>
      </div>
      {refusal.suggestions.length > 0 ? (
        <ul aria-label={t.nearestFree} className="flex flex-wrap gap-2">
          {refusal.suggestions.map((time) => (
            <li key={time}>
              <button
                type="button"
                className="min-h-11 rounded-full border border-emerald-600 bg-white px-3 text-emerald-800 hover:bg-emerald-50 focus-visible:outline-2 focus-visible:outline-emerald-700"
                onClick={() => onPick(time)}
              >
                {t.freeAt(time)}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-stone-700">{t.noFreeThatDay}</p>
      )}
      {refusal.overridable ? (
        <Button type="button" variant="secondary" disabled={pending} onClick={onBookAnyway}>
          {t.bookAnyway}
        </Button>
      ) : null}
    </div>
  );
}
