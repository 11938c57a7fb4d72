import { X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '~/client/components/ui/button';
import { formatServicePrice } from '~/shared/money';
import { MAX_VISIT_SERVICES } from '~/shared/booking-url';
import type { PublicService } from '~/shared/schemas/company';
import type { PublicStaff } from '~/shared/schemas/staff';
import { eligibleStaff } from '~/client/features/staff-choice/eligible-staff';
import { v } from './visit-strings';

/**
 * The services a visit may add to `chosen`: not chosen yet and, at a company with staff, performed together with all
 * of `chosen` by at least one member (else nobody could take the visit). In the company's display order.
 */
export function addableServices(
  all: readonly PublicService[],
  chosen: readonly PublicService[],
  staff: PublicStaff[],
): PublicService[] {
  const ids = chosen.map((s) => s.id);
  return all.filter(
    (s) => !ids.includes(s.id) && (staff.length === 0 || eligibleStaff(staff, [...ids, s.id]).length > 0),
  );
}

/**
 * The visit's services in order, each but a lone one removable, and 'Lägg till tjänst': a labelled list of the
 * addable services (addableServices) while the visit has fewer than MAX_VISIT_SERVICES. `onChange` gets the new
 * ordered ids. A native select: keyboard and screen readers need nothing more.
 */
export function VisitEditor({
  services,
  chosen,
  staff,
  onChange,
}: {
  services: readonly PublicService[];
  chosen: readonly PublicService[];
  /** All of the company's members (empty at a company without staff). */
  staff: PublicStaff[];
  onChange: (serviceIds: string[]) => void;
}) {
  const id = useId();
  const ids = chosen.map((s) => s.id);
  const addable = chosen.length < MAX_VISIT_SERVICES ? addableServices(services, chosen, staff) : [];
  if (chosen.length < 2 && addable.length === 0) return null;
  return (
    <div className="space-y-2 border-b border-stone-100 pb-3" data-testid="visit-editor">
      {chosen.length > 1 ? (
        <ol aria-label={v.visitServices} className="space-y-1">
          {chosen.map((s, i) => (
            <li key={s.id} className="flex items-center justify-between gap-2 text-sm text-stone-800">
              <span className="min-w-0 wrap-anywhere">
                <span className="text-stone-500 tabular-nums">{i + 1}. </span>
                {s.name}
              </span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={v.remove(s.name)}
                onClick={() => onChange(ids.filter((x) => x !== s.id))}
              >
                <X aria-hidden="true" />
                {v.removeShort}
              </Button>
            </li>
          ))}
        </ol>
      ) : null}
      {addable.length > 0 ? (
        <div className="space-y-1">
          <label htmlFor={id} className="block text-sm font-medium text-stone-900">
            {v.addService}
          </label>
          <select
            id={id}
            value=""
            aria-describedby={`${id}-hint`}
            onChange={(e) => {
              if (e.target.value) onChange([...ids, e.target.value]);
            }}
            className="h-11 w-full rounded-xl border border-stone-300 bg-white px-3 text-base text-stone-900 focus-visible:border-accent-600 focus-visible:outline-2 focus-visible:outline-accent-600/30"
          >
            <option value="">{v.addServicePlaceholder}</option>
            {addable.map((s) => (
              <option key={s.id} value={s.id}>
                {`${s.name} · ${v.duration(s.durationMinutes)} · ${formatServicePrice(s.price, s.priceFrom)}`}
              </option>
            ))}
          </select>
          <p id={`${id}-hint`} className="text-xs text-stone-500">
            {v.addHint}
          </p>
        </div>
      ) : chosen.length >= MAX_VISIT_SERVICES ? (
        <p className="text-xs text-stone-500">{v.maxReached(MAX_VISIT_SERVICES)}</p>
      ) : null}
    </div>
  );
}
