import { RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '~/client/components/ui/button';

/**
 * `/booking/:slug?service=…&staff=…`: the booking flow at the calendar step with the same service and staff
 * member (issue 19 §5; booking-flow.tsx falls back to 'Valfri' or the service step when they are gone).
 */
export function bookAgainHref(slug: string, serviceId: string | null, staffId: string | null): string {
  const params = new URLSearchParams();
  if (serviceId) params.set('service', serviceId);
  if (serviceId && staffId) params.set('staff', staffId);
  const query = params.toString();
  return `/booking/${slug}${query ? `?${query}` : ''}`;
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
