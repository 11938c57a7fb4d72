import { ChevronLeft, ChevronRight, Lock } from 'lucide-react';
import { Button } from '~/client/components/ui/button';
import { cn } from '~/client/lib/cn';
import { isoWeekNumber } from '~/shared/dates';
import { formatLongDate, formatRange } from './format';
import {
  CUSTOMER_FILTERS,
  CUSTOMER_LABELS,
  STATUS_FILTERS,
  STATUS_LABELS,
  t,
  type CustomerFilter,
  type StatusFilter,
} from './strings';

export type CalendarView = 'day' | 'week';

/** A row of pressable pills (one pressed), e.g. the view switch and the status filter. */
function Pills<T extends string>({
  label,
  options,
  value,
  onChange,
  names,
}: {
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  names: Record<T, string>;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className="flex flex-wrap gap-1 self-start rounded-xl bg-stone-100 p-1"
    >
      {options.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          className={cn(
            'h-9 shrink-0 cursor-pointer rounded-lg px-3 text-sm font-medium text-stone-600 transition-colors hover:text-stone-900',
            value === option && 'bg-white text-stone-900 shadow-sm',
          )}
        >
          {names[option]}
        </button>
      ))}
    </div>
  );
}

/** A service to filter by: its id and name. */
export interface ServiceOption {
  id: string;
  name: string;
}

/**
 * Title with the date range, previous/next/'Idag', day/week switch, the status, customer and service filters and
 * 'Blockera tid'. `service` is a service id, or '' for all services.
 */
export function CalendarToolbar({
  view,
  dates,
  status,
  customer,
  service,
  services,
  onView,
  onStep,
  onToday,
  onStatus,
  onCustomer,
  onService,
  onBlock,
}: {
  view: CalendarView;
  dates: string[];
  status: StatusFilter;
  customer: CustomerFilter;
  service: string;
  services: ServiceOption[];
  onView: (view: CalendarView) => void;
  onStep: (direction: -1 | 1) => void;
  onToday: () => void;
  onStatus: (status: StatusFilter) => void;
  onCustomer: (customer: CustomerFilter) => void;
  onService: (service: string) => void;
  onBlock: () => void;
}) {
  const first = dates[0] ?? '';
  const last = dates[dates.length - 1] ?? first;
  const heading = view === 'day' ? formatLongDate(first) : formatRange(first, last);
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-stone-900 sm:text-3xl">{t.title}</h1>
          <p className="text-sm text-stone-500">{t.subtitle}</p>
        </div>
        <Button onClick={onBlock}>
          <Lock aria-hidden="true" />
          {t.blockTime}
        </Button>
      </div>
      <div className="space-y-3 rounded-2xl border border-stone-200/80 bg-white p-3 shadow-sm">
        <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
          <div className="flex flex-col gap-2 sm:flex-row-reverse sm:items-center sm:justify-end">
            <h2
              className="min-w-0 text-base font-semibold text-stone-900 first-letter:uppercase sm:ml-1"
              aria-live="polite"
            >
              {heading}
              <span className="ml-2 text-sm font-normal whitespace-nowrap text-stone-500">
                {t.week(isoWeekNumber(first))}
              </span>
            </h2>
            <div className="flex items-center gap-2">
              <Button
                variant="secondary"
                size="icon"
                onClick={() => onStep(-1)}
                aria-label={view === 'day' ? t.previousDay : t.previousWeek}
              >
                <ChevronLeft aria-hidden="true" />
              </Button>
              <Button variant="secondary" onClick={onToday}>
                {t.today}
              </Button>
              <Button
                variant="secondary"
                size="icon"
                onClick={() => onStep(1)}
                aria-label={view === 'day' ? t.nextDay : t.nextWeek}
              >
                <ChevronRight aria-hidden="true" />
              </Button>
            </div>
          </div>
          <Pills
            label={t.viewLabel}
            options={['day', 'week'] as const}
            value={view}
            onChange={onView}
            names={{ day: t.dayView, week: t.weekView }}
          />
        </div>
        <div className="flex flex-col gap-2 border-t border-stone-100 pt-3 sm:flex-row sm:flex-wrap sm:items-center">
          <Pills
            label={t.statusFilter}
            options={STATUS_FILTERS}
            value={status}
            onChange={onStatus}
            names={STATUS_LABELS}
          />
          <Pills
            label={t.customerFilter}
            options={CUSTOMER_FILTERS}
            value={customer}
            onChange={onCustomer}
            names={CUSTOMER_LABELS}
          />
          <select
            aria-label={t.serviceFilter}
            value={service}
            onChange={(e) => onService(e.target.value)}
            className="h-11 rounded-xl border border-stone-300 bg-white px-3 text-sm text-stone-900"
          >
            <option value="">{t.allServices}</option>
            {services.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
      </div>
    </div>
  );
}
