import { Plus, type LucideIcon } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Button } from '~/client/components/ui/button';
import { Card } from '~/client/components/ui/card';
import { cn } from '~/client/lib/cn';

/** What an admin list page says, in its own terms (services: 'Tjänster', 'Ny tjänst', ...). */
export interface ListPageTexts {
  heading: string;
  subtitle: string;
  newItem: string;
  loadFailed: string;
  loadFailedText: string;
  retry: string;
  emptyTitle: string;
  emptyText: string;
  emptyButton: string;
}

/**
 * An admin list page (services, staff): heading with a 'Ny …' button, then while loading `skeleton`, on failure a
 * retry card (and a toast), without items an empty state with a create button, else `children` (the sortable
 * list). `dialog` (the create/edit dialog) is always rendered.
 */
export function ListPage({
  texts,
  query,
  empty,
  emptyIcon: EmptyIcon,
  emptyTextClassName,
  onNew,
  skeleton,
  dialog,
  children,
}: {
  texts: ListPageTexts;
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  empty: boolean;
  emptyIcon: LucideIcon;
  emptyTextClassName?: string;
  onNew: () => void;
  skeleton: ReactNode;
  dialog: ReactNode;
  children: ReactNode;
}) {
  useEffect(() => {
    if (query.isError) toast.error(texts.loadFailed);
  }, [query.isError, texts.loadFailed]);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight text-stone-900 sm:text-3xl">
            {texts.heading}
          </h1>
          <p className="mt-1 text-stone-600">{texts.subtitle}</p>
        </div>
        <Button type="button" onClick={onNew}>
          <Plus aria-hidden="true" />
          {texts.newItem}
        </Button>
      </div>

      {query.isPending ? (
        skeleton
      ) : query.isError ? (
        <Card className="space-y-3 p-6 text-center">
          <p className="text-stone-700">{texts.loadFailedText}</p>
          <Button type="button" variant="secondary" onClick={() => void query.refetch()}>
            {texts.retry}
          </Button>
        </Card>
      ) : empty ? (
        <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
          <div className="flex size-14 items-center justify-center rounded-2xl bg-accent-50 text-accent-700">
            <EmptyIcon className="size-6" aria-hidden="true" />
          </div>
          <h2 className="text-lg font-semibold text-stone-900">{texts.emptyTitle}</h2>
          <p className={cn('text-stone-600', emptyTextClassName)}>{texts.emptyText}</p>
          <Button type="button" onClick={onNew}>
            <Plus aria-hidden="true" />
            {texts.emptyButton}
          </Button>
        </Card>
      ) : (
        children
      )}

      {dialog}
    </div>
  );
}
