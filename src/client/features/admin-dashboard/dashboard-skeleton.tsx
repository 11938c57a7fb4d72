import { Card } from '~/client/components/ui/card';
import { adminDashboardStrings as t } from './strings';

const bar = 'animate-pulse rounded-lg bg-stone-200/70 motion-reduce:animate-none';

/** Placeholder blocks in the dashboard's shape while it loads. */
export function DashboardSkeleton() {
  return (
    <div role="status" aria-live="polite" className="space-y-6">
      <span className="sr-only">{t.loading}</span>
      <Card className="space-y-3 p-5">
        <div className={`${bar} h-4 w-32`} />
        <div className={`${bar} h-6 w-56`} />
        <div className={`${bar} h-4 w-40`} />
      </Card>
      <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Card key={i} className="space-y-3 p-5">
            <div className={`${bar} h-4 w-28`} />
            <div className={`${bar} h-8 w-16`} />
          </Card>
        ))}
      </div>
      <Card className="space-y-4 p-5">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className={`${bar} h-12 w-full`} />
        ))}
      </Card>
    </div>
  );
}
