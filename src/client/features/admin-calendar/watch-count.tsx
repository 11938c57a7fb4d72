import { Eye } from 'lucide-react';
import { cn } from '~/client/lib/cn';
import { t } from './strings';

/**
 * How many customers watch a day for a freed time ('3 bevakar', decision 044): a count only, no names, so the salon
 * can decide to open more time. Nothing when no one does (`count` 0 or absent).
 */
export function WatchCount({ count, className }: { count: number | undefined; className?: string }) {
  if (!count) return null;
  return (
    <span
      role="img"
      aria-label={t.watchersLabel(count)}
      title={t.watchersLabel(count)}
      data-testid="watch-count"
      className={cn(
        'inline-flex items-center gap-1 rounded-full bg-amber-50 px-1.5 py-0.5 text-[11px] font-medium text-amber-900 ring-1 ring-amber-200',
        className,
      )}
    >
      <Eye className="size-3" aria-hidden="true" />
      {t.watchers(count)}
    </span>
  );
}
