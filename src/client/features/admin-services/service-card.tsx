import { Minus, Pencil, Trash2, TrendingDown, TrendingUp } from 'lucide-react';
import { SortableCard } from '~/client/components/admin-list/sortable-card';
import { Button } from '~/client/components/ui/button';
import { ConfirmDialog } from '~/client/components/ui/confirm-dialog';
import { formatPrice, formatServicePrice } from '~/shared/money';
import type { AdminService, PopularityTrend } from '~/shared/schemas/admin-services';
import { paymentSummaryOf } from './payment-summary';
import { t } from './strings';

function TrendIcon({ trend }: { trend: PopularityTrend }) {
  if (trend === 'up')
    return <TrendingUp className="size-4 text-emerald-600" aria-label={t.trendUp} role="img" />;
  if (trend === 'down')
    return <TrendingDown className="size-4 text-red-600" aria-label={t.trendDown} role="img" />;
  return <Minus className="size-4 text-stone-400" aria-label={t.trendNeutral} role="img" />;
}

/**
 * One service in the sortable list: summary row (price, category, length, how it is paid unless on site, statistics),
 * on/off switch, expandable details with edit and delete.
 */
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
  const payment = paymentSummaryOf(service.payment);
  return (
    <SortableCard
      id={service.id}
      name={service.name}
      active={service.active}
      toggling={toggling}
      onToggle={onToggle}
      testId="service-card"
      labels={{
        handle: t.dragHandle(service.name),
        active: t.active,
        inactive: t.inactive,
        toggle: t.activeSwitch(service.name),
        showDetails: t.showDetails(service.name),
        hideDetails: t.hideDetails(service.name),
      }}
      summary={
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-600">
          <span className="font-medium text-stone-900">
            {formatServicePrice(service.price, service.priceFrom)}
          </span>
          {service.category ? (
            <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-700">
              {service.category}
            </span>
          ) : null}
          <span>{t.minutes(service.durationMinutes)}</span>
          {service.processingMinutes ? <span>{t.processingSummary(service.processingMinutes)}</span> : null}
          {payment ? (
            <span
              className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900"
              data-testid="service-payment"
            >
              {payment}
            </span>
          ) : null}
          <span className="inline-flex items-center gap-1">
            {t.bookings30Days(service.bookingsCount)}
            <TrendIcon trend={service.popularityTrend} />
          </span>
          <span>{t.upcoming(service.upcomingCount)}</span>
        </p>
      }
      details={
        <>
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
            <Button type="button" variant="secondary" size="sm" onClick={onEdit}>
              <Pencil aria-hidden="true" />
              {t.edit}
            </Button>
            <ConfirmDialog
              trigger={
                <Button type="button" variant="ghost" size="sm" className="text-red-700 hover:bg-red-50">
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
        </>
      }
    />
  );
}
