import { Badge } from '~/client/components/ui/badge';
import type { BookingStatus } from '~/shared/schemas/booking';
import { adminDashboardStrings as t } from './strings';

const tones = {
  booked: 'accent',
  completed: 'success',
  cancelled: 'neutral',
  no_show: 'danger',
  pending_payment: 'warning',
} as const satisfies Record<BookingStatus, string>;

/** A booking status in Swedish (admin-side §3): Bokad, Genomförd, Avbokad, Utebliven, Väntar på betalning. */
export function StatusBadge({ status }: { status: BookingStatus }) {
  return <Badge tone={tones[status]}>{t.status[status]}</Badge>;
}
