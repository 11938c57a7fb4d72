import { RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '~/client/components/ui/button';
import { bookingHref } from '~/shared/booking-url';

/**
 * The booking flow at the time step with the same service and staff member (`?tjanst=…&personal=…`;
 * booking-flow.tsx falls back to 'Valfri' or the service step when they are gone).
 */
export function bookAgainHref(slug: string, serviceId: string | null, staffId: string | null): string {
  return bookingHref(slug, { step: 'calendar', serviceId, staffId });
}

/** 'Boka igen' on a past visit, labelled with the service and company for screen readers. */
export function BookAgainLink({
  slug,
  serviceId,
  staffId,
  label,
  className,
}: {
  slug: string;
  serviceId: string | null;
  staffId: string | null;
  /** e.g. 'Boka Klippning igen hos Salong Solros'. */
  label: string;
  className?: string;
}) {
  return (
    <Button asChild variant="secondary" size="sm" className={className}>
      <Link to={bookAgainHref(slug, serviceId, staffId)} aria-label={label}>
        <RotateCcw aria-hidden="true" />
        Boka igen
      </Link>
    </Button>
  );
}
