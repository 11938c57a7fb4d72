import { CalendarCheck, ChevronRight, Search, Zap, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '~/client/components/ui/card';
import { bookAgainHref } from '~/client/features/booking';
import { cn } from '~/client/lib/cn';
import { t } from './strings';
import { useLatestVisit } from './use-recent-activity';

function Tile({
  icon: Icon,
  title,
  text,
  className,
  trailing,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  className?: string;
  trailing: ReactNode;
}) {
  return (
    <Card className={cn('flex h-full items-center gap-4 p-4 transition-colors', className)}>
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent-50 text-accent-700">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-stone-900">{title}</span>
        {/* A company name may be one long word (tests/e2e/every-route.ts): it breaks rather than widen the grid. */}
        <span className="block text-sm text-stone-600 wrap-anywhere">{text}</span>
      </span>
      {trailing}
    </Card>
  );
}

const arrow = <ChevronRight className="size-5 shrink-0 text-stone-400" aria-hidden="true" />;

/**
 * 'Snabb bokning' (customer-side §2, a placeholder 'Kommer snart' in the earlier app): the latest completed visit's
 * service, and staff member, booked again from the calendar step (the same link as 'Boka igen');
 * without a completed visit it says what it will do.
 */
function QuickBooking() {
  const visit = useLatestVisit();
  if (!visit.data) {
    return (
      <Tile
        icon={Zap}
        title={t.quickBooking}
        text={visit.isPending ? t.quickBookingLoading : t.quickBookingNone}
        className="bg-stone-50 text-stone-500 shadow-none"
        trailing={null}
      />
    );
  }
  const b = visit.data;
  return (
    <Link
      to={bookAgainHref(b.companySlug, b.serviceId, b.staff?.id ?? null)}
      className="block h-full rounded-2xl"
    >
      <Tile
        icon={Zap}
        title={t.quickBooking}
        text={t.bookAgainLabel(b.serviceName, b.companyName)}
        trailing={arrow}
        className="hover:bg-stone-50"
      />
    </Link>
  );
}

/** 'Hitta företag', 'Mina bokningar' and 'Snabb bokning'. */
export function QuickLinks() {
  return (
    <ul className="grid gap-3 sm:grid-cols-3">
      <li>
        <Link to="/search" className="block h-full rounded-2xl">
          <Tile
            icon={Search}
            title={t.findCompanies}
            text={t.findCompaniesText}
            trailing={arrow}
            className="hover:bg-stone-50"
          />
        </Link>
      </li>
      <li>
        <Link to="/my-bookings" className="block h-full rounded-2xl">
          <Tile
            icon={CalendarCheck}
            title={t.myBookings}
            text={t.myBookingsText}
            trailing={arrow}
            className="hover:bg-stone-50"
          />
        </Link>
      </li>
      <li>
        <QuickBooking />
      </li>
    </ul>
  );
}
