import { ChevronLeft, ChevronRight, Lock, Plus, SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import type { CalendarStaff } from '~/shared/schemas/admin-calendar';
import { Button } from '~/client/components/ui/button';
import { cn } from '~/client/lib/cn';
import { isoWeekNumber } from '~/shared/dates';
import { formatDateRangeSv, formatLongDateSv } from '~/shared/date-labels-sv';
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
  nowrap = false,
}: {
  /** Keep the pills on one line (the day/week switch beside the navigation on a phone). */
  nowrap?: boolean;
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
      className={cn(
        'flex gap-1 self-start rounded-xl bg-stone-100 p-1',
        nowrap ? 'flex-nowrap' : 'flex-wrap',
      )}
    >
      {options.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          className={cn(
            'h-9 shrink-0 cursor-pointer rounded-lg px-2 text-sm font-medium sm:px-3 text-stone-600 transition-colors hover:text-stone-900',
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
 * Title with 'Ny bokning' and 'Blockera tid', the date range with previous/next/'Idag' and the day/week switch, and
 * the filters: status, customer kind, service and (week view, staffed company) staff member. On a phone the
 * filters fold into a 'Filter' disclosure so the first booking shows without scrolling far.
 * `service` and `staff` are ids, or '' for all.
 */
export function CalendarToolbar({
  view,
  dates,
  status,
  customer,
  service,
  services,
  staff,
  staffFilter,
  onView,
  onStep,
  onToday,
  onStatus,
  onCustomer,
  onService,
  onStaff,
  onBlock,
  onNewBooking,
}: {
  view: CalendarView;
  dates: string[];
  status: StatusFilter;
  customer: CustomerFilter;
  service: string;
  services: ServiceOption[];
  staff: CalendarStaff[];
  staffFilter: string;
  onView: (view: CalendarView) => void;
  onStep: (direction: -1 | 1) => void;
  onToday: () => void;
  onStatus: (status: StatusFilter) => void;
  onCustomer: (customer: CustomerFilter) => void;
  onService: (service: string) => void;
  onStaff: (staffId: string) => void;
  /** 'Blockera tid' and 'Ny bokning'; absent for a staff account (its own calendar to read and mark). */
  onBlock?: () => void;
  onNewBooking?: () => void;
}) {
  const [filtersOpen, setFiltersOpen] = useState(false);
  const first = dates[0] ?? '';
  const last = dates[dates.length - 1] ?? first;
  const heading =
    view === 'day' ? formatLongDateSv(first, { year: true }) : formatDateRangeSv(first, last, { year: true });
  const activeFilters =
    (status !== 'all' ? 1 : 0) +
    (customer !== 'all' ? 1 : 0) +
    (service ? 1 : 0) +
    (staffFilter && view === 'week' ? 1 : 0);
  return (
    <div className="space-y-2 sm:space-y-3">
      <div className="flex items-center justify-between gap-2">
        <div className="min-w-0">
          <h1 className="text-xl font-semibold tracking-tight text-stone-900 sm:text-3xl">{t.title}</h1>
          <p className="hidden text-sm text-stone-500 sm:block">{t.subtitle}</p>
        </div>
        <div className="flex shrink-0 gap-2">
          {onBlock ? (
            <Button variant="secondary" onClick={onBlock} aria-label={t.blockTime} title={t.blockTime}>
              <Lock aria-hidden="true" />
              <span className="hidden sm:inline">{t.blockTime}</span>
            </Button>
          ) : null}
          {onNewBooking ? (
            <Button onClick={onNewBooking}>
              <Plus aria-hidden="true" />
              {t.newBooking}
            </Button>
          ) : null}
        </div>
      </div>
      <div className="space-y-2 rounded-2xl border border-stone-200/80 bg-white p-2 shadow-sm sm:space-y-3 sm:p-3">
        <div className="flex flex-col gap-2 md:flex-row md:items-center md:justify-between">
          <h2
            className="min-w-0 px-1 text-base font-semibold text-stone-900 first-letter:uppercase md:order-2 md:mr-auto"
            aria-live="polite"
          >
            {heading}
            <span className="ml-2 text-sm font-normal whitespace-nowrap text-stone-500">
              {t.week(isoWeekNumber(first))}
            </span>
          </h2>
          {/* On a 375 px phone the row just fits (40 px wide buttons, 44 px tall); narrower, it wraps rather than
              pushing 'Filter' out of the card. */}
          <div className="flex flex-wrap items-center justify-between gap-2 md:contents">
            <div className="flex items-center gap-1 sm:gap-1.5 md:order-1">
              <Button
                variant="secondary"
                size="icon"
                className="w-10 sm:w-11"
                onClick={() => onStep(-1)}
                aria-label={view === 'day' ? t.previousDay : t.previousWeek}
              >
                <ChevronLeft aria-hidden="true" />
              </Button>
              <Button variant="secondary" className="px-3 sm:px-4" onClick={onToday}>
                {t.today}
              </Button>
              <Button
                variant="secondary"
                size="icon"
                className="w-10 sm:w-11"
                onClick={() => onStep(1)}
                aria-label={view === 'day' ? t.nextDay : t.nextWeek}
              >
                <ChevronRight aria-hidden="true" />
              </Button>
            </div>
            <div className="flex items-center gap-1 sm:gap-1.5 md:order-3">
              <Pills
                label={t.viewLabel}
                options={['day', 'week'] as const}
                value={view}
                onChange={onView}
                names={{ day: t.dayView, week: t.weekView }}
                nowrap
              />
              <Button
                variant="secondary"
                size="icon"
                className="relative w-10 md:hidden"
                aria-expanded={filtersOpen}
                aria-controls="calendar-filters"
                aria-label={activeFilters > 0 ? `${t.filters} (${activeFilters})` : t.filters}
                onClick={() => setFiltersOpen((o) => !o)}
              >
                <SlidersHorizontal aria-hidden="true" />
                {activeFilters > 0 ? (
                  <span className="absolute -top-1 -right-1 flex size-4 items-center justify-center rounded-full bg-accent-700 text-[0.625rem] font-semibold text-white">
                    {activeFilters}
                  </span>
                ) : null}
              </Button>
            </div>
          </div>
        </div>
        <div
          id="calendar-filters"
          className={cn(
            'flex-col gap-2 border-t border-stone-100 pt-2 sm:pt-3 md:flex md:flex-row md:flex-wrap md:items-center',
            filtersOpen ? 'flex' : 'hidden',
          )}
        >
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
          {/* No services to choose from (a staff account does not load them): no filter to show. */}
          {services.length > 0 ? (
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
          ) : null}
          {staff.length > 0 && view === 'week' ? (
            <select
              aria-label={t.staffFilter}
              value={staffFilter}
              onChange={(e) => onStaff(e.target.value)}
              className="h-11 rounded-xl border border-stone-300 bg-white px-3 text-sm text-stone-900"
            >
              <option value="">{t.allStaff}</option>
              {staff.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name}
                </option>
              ))}
              <option value="none">{t.unassigned}</option>
            </select>
          ) : null}
        </div>
      </div>
    </div>
  );
}
