import { CalendarHeart, Mail } from 'lucide-react';
import { Avatar } from '~/client/components/ui/avatar';
import { Card } from '~/client/components/ui/card';
import { formatInstantMonthYearSv } from '~/shared/dates';
import { t } from './strings';

/** Name, e-mail and — when the session knows it — the month the customer joined. */
export function ProfileCard({
  name,
  email,
  createdAt,
}: {
  name: string;
  email: string;
  createdAt: string | null;
}) {
  const joined = createdAt ? new Date(createdAt) : null;
  const since = joined && !Number.isNaN(joined.getTime()) ? formatInstantMonthYearSv(joined) : null;
  return (
    <Card className="p-5">
      <h2 className="sr-only">{t.profile}</h2>
      <div className="flex items-center gap-4">
        <Avatar name={name || email} className="size-14 rounded-full text-lg" />
        <div className="min-w-0 space-y-1">
          <p className="truncate text-lg font-semibold text-stone-900" title={name || email}>
            {name || email}
          </p>
          <dl className="space-y-0.5 text-sm text-stone-600">
            <div className="flex items-center gap-1.5">
              <dt className="shrink-0">
                <Mail className="size-4 text-stone-400" aria-hidden="true" />
                <span className="sr-only">{t.email}</span>
              </dt>
              <dd className="truncate" title={email}>
                {email}
              </dd>
            </div>
            {since ? (
              <div className="flex flex-wrap items-center gap-x-1.5">
                <dt className="flex shrink-0 items-center gap-1.5">
                  <CalendarHeart className="size-4 text-stone-400" aria-hidden="true" />
                  {t.memberSince}
                </dt>
                {/* Month and year stay together; on narrow cards they move to their own line. */}
                <dd className="whitespace-nowrap">{since}</dd>
              </div>
            ) : null}
          </dl>
        </div>
      </div>
    </Card>
  );
}
