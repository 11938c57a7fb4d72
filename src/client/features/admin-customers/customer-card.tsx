import { ChevronDown, Combine, Flag, FlagOff, Pencil, UserX } from 'lucide-react';
import { forwardRef, useId, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Avatar } from '~/client/components/ui/avatar';
import { Badge } from '~/client/components/ui/badge';
import { Button } from '~/client/components/ui/button';
import { Card } from '~/client/components/ui/card';
import { ConfirmDialog } from '~/client/components/ui/confirm-dialog';
import { cn } from '~/client/lib/cn';
import type { AdminCustomer } from '~/shared/schemas/admin-customers';
import { CustomerHistory } from './customer-history';
import { EditCustomerDialog } from './edit-customer-dialog';
import { MergeCustomerDialog } from './merge-customer-dialog';
import { formatDateSv } from '~/shared/date-labels-sv';
import { formatInstantDateSv } from '~/shared/dates';
import { adminCustomersStrings as t } from './strings';
import { useAnonymizeCustomer, useUpdateCustomer } from './use-admin-customers';
import { formatPhone } from '~/shared/phone';

function Fact({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('min-w-0', className)}>
      <dt className="text-xs font-medium tracking-wide text-stone-500 uppercase">{label}</dt>
      <dd className="mt-0.5 break-words text-stone-900">{children}</dd>
    </div>
  );
}

/**
 * One customer: a header button (name, e-mail or else phone, badges incl. no-shows) that expands the details
 * (contact, bookings, no-shows, notes, coming and past visits) and the actions flag/unflag, 'Redigera', 'Slå ihop
 * med…' and 'Anonymisera' (asked first; an anonymised record has no
 * actions). `ref` is the header button, for focusing from `?customerId=`.
 */
export const CustomerCard = forwardRef<
  HTMLButtonElement,
  { customer: AdminCustomer; expanded: boolean; onToggle: () => void; highlighted?: boolean }
>(function CustomerCard({ customer, expanded, onToggle, highlighted }, ref) {
  const id = useId();
  const update = useUpdateCustomer();
  const [editing, setEditing] = useState(false);
  const [merging, setMerging] = useState(false);
  const anonymize = useAnonymizeCustomer();

  const runAnonymize = async () => {
    try {
      await anonymize.mutateAsync(customer.id);
      toast.success(t.anonymizedToast);
    } catch (err) {
      toast.error(t.anonymizeError, { description: err instanceof Error ? err.message : undefined });
    }
  };

  const toggleFlag = async () => {
    const isFlagged = !customer.isFlagged;
    try {
      await update.mutateAsync({ id: customer.id, changes: { isFlagged } });
      toast.success(isFlagged ? t.flaggedToast : t.unflaggedToast);
    } catch (err) {
      toast.error(t.flagError, { description: err instanceof Error ? err.message : undefined });
    }
  };

  return (
    <Card
      className={cn(
        'scroll-mt-24 overflow-hidden',
        customer.isFlagged && 'border-red-200',
        highlighted && 'ring-2 ring-accent-600/40',
      )}
    >
      <h2>
        <button
          ref={ref}
          type="button"
          aria-expanded={expanded}
          aria-controls={`${id}-details`}
          onClick={onToggle}
          className="flex w-full scroll-mt-24 cursor-pointer items-center gap-3 p-4 text-left hover:bg-stone-50 sm:px-5"
        >
          <Avatar name={customer.name} className="size-10 rounded-full text-sm" />
          <span className="min-w-0 flex-1">
            <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span className="truncate font-semibold text-stone-900" title={customer.name}>
                {customer.name}
              </span>
              {customer.isFlagged ? (
                <Badge tone="danger" className="gap-1">
                  <Flag className="size-3" aria-hidden="true" />
                  {t.flagged}
                </Badge>
              ) : null}
              {customer.hasActiveBooking ? <Badge tone="success">{t.activeBooking}</Badge> : null}
              {customer.noShowCount > 0 ? (
                <Badge tone="warning">{t.noShowBadge(customer.noShowCount)}</Badge>
              ) : null}
              {customer.anonymized ? <Badge>{t.anonymized}</Badge> : null}
            </span>
            {/* A long address ends in an ellipsis; the whole of it is the title and, expanded, the link below. A
                customer without e-mail shows the phone, how the front desk reaches them. */}
            <span className="block truncate text-sm text-stone-600" title={customer.email || undefined}>
              {customer.email || formatPhone(customer.phone) || t.noContact}
            </span>
          </span>
          <span className="hidden text-right text-sm text-stone-600 sm:block">
            <span className="block font-medium text-stone-900 tabular-nums">{customer.bookingsCount}</span>
            {t.bookingsUnit(customer.bookingsCount)}
          </span>
          <ChevronDown
            className={cn('size-5 shrink-0 text-stone-500 transition-transform', expanded && 'rotate-180')}
            aria-hidden="true"
          />
        </button>
      </h2>
      {expanded ? (
        <div id={`${id}-details`} className="space-y-4 border-t border-stone-100 px-4 pt-4 pb-4 sm:px-5">
          <dl className="grid grid-cols-2 gap-4 text-sm sm:grid-cols-3">
            <Fact label={t.phone}>
              {customer.phone ? (
                <a
                  href={`tel:${customer.phone.replace(/\s/g, '')}`}
                  className="underline-offset-4 hover:underline"
                >
                  {formatPhone(customer.phone)}
                </a>
              ) : (
                <span className="text-stone-500">{t.noPhone}</span>
              )}
            </Fact>
            {/* The address gets a whole row on phones and is never broken mid-word: an ellipsis and a title. */}
            <Fact label={t.email} className="col-span-2 sm:col-span-1">
              {customer.email ? (
                <a
                  href={`mailto:${customer.email}`}
                  title={customer.email}
                  className="block truncate underline-offset-4 hover:underline"
                >
                  {customer.email}
                </a>
              ) : (
                <span className="text-stone-500">{t.noEmail}</span>
              )}
            </Fact>
            <Fact label={t.customerSince}>{formatInstantDateSv(new Date(customer.createdAt))}</Fact>
            <Fact label={t.bookings}>{customer.bookingsCount}</Fact>
            <Fact label={t.noShows}>{customer.noShowCount}</Fact>
            <Fact label={t.lastBooking}>
              {customer.lastBooking ? (
                formatDateSv(customer.lastBooking)
              ) : (
                <span className="text-stone-500">{t.noBookings}</span>
              )}
            </Fact>
          </dl>
          <div className="rounded-xl bg-stone-50 p-3 text-sm">
            <p className="text-xs font-medium tracking-wide text-stone-500 uppercase">{t.notes}</p>
            <p
              className={cn(
                'mt-1 whitespace-pre-line',
                customer.adminNotes ? 'text-stone-900' : 'text-stone-500',
              )}
            >
              {customer.adminNotes ?? t.noNotes}
            </p>
          </div>
          <CustomerHistory customerId={customer.id} />
          {customer.anonymized ? null : (
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" size="sm" onClick={toggleFlag} disabled={update.isPending}>
                {customer.isFlagged ? <FlagOff aria-hidden="true" /> : <Flag aria-hidden="true" />}
                {customer.isFlagged ? t.unflag : t.flag}
              </Button>
              <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
                <Pencil aria-hidden="true" />
                {t.edit}
              </Button>
              <Button variant="secondary" size="sm" onClick={() => setMerging(true)}>
                <Combine aria-hidden="true" />
                {t.merge.open}
              </Button>
              <ConfirmDialog
                trigger={
                  <Button
                    variant="secondary"
                    size="sm"
                    className="text-red-700"
                    disabled={anonymize.isPending}
                  >
                    <UserX aria-hidden="true" />
                    {t.anonymize}
                  </Button>
                }
                title={t.anonymizeTitle}
                description={t.anonymizeText}
                cancelLabel={t.anonymizeCancel}
                confirmLabel={t.anonymizeConfirm}
                onConfirm={() => void runAnonymize()}
              />
            </div>
          )}
        </div>
      ) : null}
      <EditCustomerDialog customer={customer} open={editing} onOpenChange={setEditing} />
      <MergeCustomerDialog customer={customer} open={merging} onOpenChange={setMerging} />
    </Card>
  );
});
