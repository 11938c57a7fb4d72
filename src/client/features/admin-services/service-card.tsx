import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ChevronDown, GripVertical, Minus, Pencil, Trash2, TrendingDown, TrendingUp } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '~/client/components/ui/badge';
import { Button } from '~/client/components/ui/button';
import { ConfirmDialog } from '~/client/components/ui/confirm-dialog';
import { cn } from '~/client/lib/cn';
import { formatPrice } from '~/shared/money';
import type { AdminService, PopularityTrend } from '~/shared/schemas/admin-services';
import { t } from './strings';
import { ToggleSwitch } from '~/client/components/ui/switch';

function TrendIcon({ trend }: { trend: PopularityTrend }) {
  if (trend === 'up')
    return <TrendingUp className="size-4 text-emerald-600" aria-label={t.trendUp} role="img" />;
  if (trend === 'down')
    return <TrendingDown className="size-4 text-red-600" aria-label={t.trendDown} role="img" />;
  return <Minus className="size-4 text-stone-400" aria-label={t.trendNeutral} role="img" />;
}

/** One service in the sortable list: summary row, on/off switch, expandable details with edit and delete. */
export function ServiceCard({
  service,
  onEdit,
  onToggle,
  onDelete,
  toggling,
}: {
  service: AdminService;
  onEdit: () => void;
  onToggle: (active: boolean) => void;
  onDelete: () => void;
  toggling: boolean;
}) {
  const [open, setOpen] = useState(false);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: service.id,
    });
  const detailsId = `service-details-${service.id}`;

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-testid="service-card"
      className={cn(
        'rounded-2xl border border-stone-200/80 shadow-sm',
        service.active ? 'bg-white' : 'bg-stone-100/80',
        isDragging && 'relative z-10 shadow-lg ring-2 ring-accent-600/40',
      )}
    >
      <div className="flex items-start gap-2 p-4">
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={t.dragHandle(service.name)}
          className="-ml-1 flex size-10 shrink-0 cursor-grab touch-none items-center justify-center rounded-lg text-stone-400 hover:bg-stone-100 hover:text-stone-700 active:cursor-grabbing"
        >
          <GripVertical className="size-5" aria-hidden="true" />
        </button>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3
              className={cn(
                'min-w-0 font-semibold wrap-anywhere',
                service.active ? 'text-stone-900' : 'text-stone-600',
              )}
            >
              {service.name}
            </h3>
            <Badge tone={service.active ? 'success' : 'neutral'}>
              {service.active ? t.active : t.inactive}
            </Badge>
          </div>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-600">
            <span className="font-medium text-stone-900">{formatPrice(service.price)}</span>
            <span>{t.minutes(service.durationMinutes)}</span>
            <span className="inline-flex items-center gap-1">
              {t.bookings30Days(service.bookingsCount)}
              <TrendIcon trend={service.popularityTrend} />
            </span>
            <span>{t.upcoming(service.upcomingCount)}</span>
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-1">
          <ToggleSwitch
            checked={service.active}
            onCheckedChange={onToggle}
            disabled={toggling}
            label={t.activeSwitch(service.name)}
          />
          <Button
            variant="ghost"
            size="icon"
            aria-expanded={open}
            aria-controls={detailsId}
            aria-label={open ? t.hideDetails(service.name) : t.showDetails(service.name)}
            onClick={() => setOpen((v) => !v)}
          >
            <ChevronDown className={cn('transition-transform', open && 'rotate-180')} aria-hidden="true" />
          </Button>
        </div>
      </div>
      {open ? (
        <div id={detailsId} className="space-y-3 border-t border-stone-200/80 px-4 py-4 sm:pl-14">
          <div>
            <p className="text-sm font-medium text-stone-800">{t.description}</p>
            <p className="text-sm whitespace-pre-line text-stone-600">
              {service.description ?? t.noDescription}
            </p>
          </div>
          <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <div>
              <dt className="text-stone-500">{t.bookingsLabel}</dt>
              <dd className="font-medium text-stone-900">{service.bookingsCount}</dd>
            </div>
            <div>
              <dt className="text-stone-500">{t.upcomingLabel}</dt>
              <dd className="font-medium text-stone-900">{service.upcomingCount}</dd>
            </div>
            {service.revenue > 0 ? (
              <div>
                <dt className="text-stone-500">{t.revenueLabel}</dt>
                <dd className="font-medium text-stone-900">{formatPrice(service.revenue)}</dd>
              </div>
            ) : null}
          </dl>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={onEdit}>
              <Pencil aria-hidden="true" />
              {t.edit}
            </Button>
            <ConfirmDialog
              trigger={
                <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50">
                  <Trash2 aria-hidden="true" />
                  {t.remove}
                </Button>
              }
              title={t.confirmDeleteTitle}
              description={t.confirmDelete(service.name)}
              cancelLabel={t.cancel}
              confirmLabel={t.remove}
              onConfirm={onDelete}
            />
          </div>
        </div>
      ) : null}
    </li>
  );
}
