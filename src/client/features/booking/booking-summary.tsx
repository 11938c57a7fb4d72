import { CalendarDays, Clock, Hourglass, MapPin, UserRound, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '~/client/components/ui/card';
import { cn } from '~/client/lib/cn';
import type { PublicService } from '~/shared/schemas/company';
import type { PublicStaff } from '~/shared/schemas/staff';
import { staffText } from '~/client/features/staff-choice';
import { formatLongDateSv } from '~/shared/date-labels-sv';
import { slotPrice } from './format';
import type { Slot } from './slot-button';
import { t } from './strings';
import { v } from './visit-strings';
import { visitSummary } from './visit';
import { parseHhmm } from '~/shared/dates';

/** A visit's length in minutes: its start to its end (the buffers between its services included). */
const minutesBetween = (slot: Slot) => parseHhmm(slot.endTime) - parseHhmm(slot.startTime);

function Row({
  icon,
  label,
  children,
  className,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('relative min-h-9 min-w-0 pl-12', className)}>
      <dt className="text-xs text-stone-500">
        <span className="absolute top-0 left-0 flex size-9 items-center justify-center rounded-lg bg-accent-50 text-accent-700 [&_svg]:size-4">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="font-medium text-stone-900">{children}</dd>
    </div>
  );
}

/**
 * The chosen service, date, time and price, as summarised on the form step; with `staff` also who: the
 * member, or 'Valfri personal' for null. Undefined (nobody performs the service) shows no staff row. `address`
 *: where the visit is, the company's address; null or absent shows no row.
 */
export function BookingSummary({
  service,
  visit = [service],
  slot,
  staff,
  address,
}: {
  service: PublicService;
  /** A visit of several services, in the order they run (the first is `service`): each listed, the price summed. */
  visit?: PublicService[];
  slot: Slot;
  staff?: PublicStaff | null;
  address?: string | null;
}) {
  return (
    <Card className="space-y-4 p-4 sm:p-5">
      {visit.length > 1 ? (
        <div className="space-y-1">
          <h3 className="text-lg font-semibold text-stone-900">{visitSummary(visit).name}</h3>
          <ol className="space-y-0.5 text-sm text-stone-600" data-testid="visit-services">
            {visit.map((s, i) => (
              <li key={s.id}>{`${i + 1}. ${s.name} · ${t.minutes(s.durationMinutes)}`}</li>
            ))}
          </ol>
        </div>
      ) : (
        <div className="space-y-1">
          <h3 className="text-lg font-semibold text-stone-900">{service.name}</h3>
          {service.description ? <p className="text-sm text-stone-600">{service.description}</p> : null}
        </div>
      )}
      <dl className="grid grid-cols-2 gap-x-3 gap-y-4 border-t border-stone-100 pt-4">
        <Row icon={<CalendarDays aria-hidden="true" />} label={t.summaryDate}>
          {formatLongDateSv(slot.date)}
        </Row>
        <Row icon={<Clock aria-hidden="true" />} label={t.summaryTime}>
          <span className="tabular-nums">
            {slot.startTime}–{slot.endTime}
          </span>
        </Row>
        <Row icon={<Hourglass aria-hidden="true" />} label={t.summaryDuration}>
          {visit.length > 1 ? v.duration(minutesBetween(slot)) : t.minutes(service.durationMinutes)}
        </Row>
        <Row icon={<Wallet aria-hidden="true" />} label={t.summaryPrice}>
          {slotPrice(visitSummary(visit).price, visitSummary(visit).priceFrom)}
        </Row>
        {staff !== undefined ? (
          <Row icon={<UserRound aria-hidden="true" />} label={staffText.staff} className="col-span-2">
            {staff ? (
              <>
                {staff.name}
                {staff.title ? <span className="font-normal text-stone-500"> · {staff.title}</span> : null}
              </>
            ) : (
              staffText.anyStaff
            )}
          </Row>
        ) : null}
        {address ? (
          <Row icon={<MapPin aria-hidden="true" />} label={t.summaryAddress} className="col-span-2">
            <span className="break-words">{address}</span>
          </Row>
        ) : null}
      </dl>
    </Card>
  );
}
