import { UserPlus, Users } from 'lucide-react';
import { Card } from '~/client/components/ui/card';
import type { AdminCustomersList } from '~/shared/schemas/admin-customers';
import { adminCustomersStrings as t } from './strings';

/** The two stat cards: all customers ('sedan start'), and those new in the last 30 days. */
export function CustomerStats({ stats }: { stats: AdminCustomersList['stats'] | undefined }) {
  const items = [
    { label: t.total, hint: t.totalHint, value: stats?.total, icon: Users },
    { label: t.newLast30Days, hint: t.newLast30DaysHint, value: stats?.newLast30Days, icon: UserPlus },
  ];
  return (
    <section aria-label={t.statsLabel} className="grid grid-cols-2 gap-3">
      {items.map(({ label, hint, value, icon: Icon }) => (
        <Card key={label} className="flex flex-col gap-2 p-4 sm:p-5">
          <div className="flex items-start justify-between gap-2">
            <h2 className="text-sm font-medium text-stone-600">{label}</h2>
            <span className="hidden size-8 shrink-0 items-center justify-center rounded-lg bg-stone-100 text-stone-600 min-[420px]:flex">
              <Icon className="size-4" aria-hidden="true" />
            </span>
          </div>
          <p className="text-2xl font-semibold tracking-tight text-stone-900 tabular-nums sm:text-3xl">
            {value ?? '–'}
          </p>
          {/* what the figure counts over which period, on its own line (the label no longer wraps). */}
          <p className="text-xs text-stone-500">{hint}</p>
        </Card>
      ))}
    </section>
  );
}
