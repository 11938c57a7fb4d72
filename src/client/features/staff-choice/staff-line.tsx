import { UserRound } from 'lucide-react';
import { cn } from '~/client/lib/cn';
import type { BookingStaff } from '~/shared/schemas/staff';
import { t } from './strings';

/** 'Personal: Anna' with an icon, for a booking's member; nothing for a booking without one. */
export function StaffLine({
  staff,
  className,
}: {
  staff: BookingStaff | null | undefined;
  className?: string;
}) {
  if (!staff) return null;
  return (
    <span className={cn('flex min-w-0 items-center gap-1.5', className)}>
      <UserRound className="size-4 shrink-0 text-stone-400" aria-hidden="true" />
      <span className="min-w-0 truncate" title={t.staffLine(staff.name)}>
        {t.staffLine(staff.name)}
      </span>
    </span>
  );
}
