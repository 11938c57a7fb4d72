import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '~/client/components/ui/confirm-dialog';
import { Field } from '~/client/components/ui/field';
import { Input } from '~/client/components/ui/input';
import { Modal } from '~/client/components/ui/modal';
import { useDebounced } from '~/client/lib/use-debounced';
import { formatPhone } from '~/shared/phone';
import type { AdminCustomer } from '~/shared/schemas/admin-customers';
import { adminCustomersStrings } from './strings';
import { useCustomerPick, useMergeCustomers } from './use-admin-customers';

const t = adminCustomersStrings.merge;

const contactOf = (c: AdminCustomer) => c.email || formatPhone(c.phone);

/**
 * 'Slå ihop med…': a search among the company's other customers; choosing one asks 'Slå ihop kunderna?' and then
 * merges it into `customer` (its bookings, notes and flag move here, it is removed), with a Swedish toast.
 */
export function MergeCustomerDialog({
  customer,
  open,
  onOpenChange,
}: {
  customer: AdminCustomer;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [query, setQuery] = useState('');
  const [duplicate, setDuplicate] = useState<AdminCustomer | null>(null);
  const debounced = useDebounced(query, 250);
  const pick = useCustomerPick(debounced);
  const merge = useMergeCustomers();
  const others = pick.data?.filter((c) => c.id !== customer.id).slice(0, 8);

  const runMerge = async (other: AdminCustomer) => {
    try {
      await merge.mutateAsync({ id: customer.id, duplicateId: other.id });
      toast.success(t.done(customer.name));
      setQuery('');
    } catch (err) {
      toast.error(t.failed, { description: err instanceof Error ? err.message : undefined });
    } finally {
      setDuplicate(null);
    }
  };

  return (
    <>
      <Modal
        closeLabel={t.close}
        open={open}
        onOpenChange={onOpenChange}
        title={t.title}
        description={t.description(customer.name)}
      >
        <div className="space-y-3">
          <Field id={`merge-${customer.id}`} label={t.search}>
            <Input
              id={`merge-${customer.id}`}
              type="search"
              autoComplete="off"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
            />
          </Field>
          {debounced.trim().length >= 2 ? (
            <ul aria-label={t.search} aria-live="polite" className="max-h-64 space-y-1 overflow-y-auto">
              {others === undefined ? (
                <li className="px-1 text-sm text-stone-500">{t.searching}</li>
              ) : others.length === 0 ? (
                <li className="px-1 text-sm text-stone-500">{t.none}</li>
              ) : (
                others.map((c) => (
                  <li key={c.id}>
                    <button
                      type="button"
                      onClick={() => {
                        setDuplicate(c);
                        onOpenChange(false);
                      }}
                      className="w-full cursor-pointer rounded-lg border border-stone-200 px-3 py-2 text-left text-sm hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-accent-600"
                    >
                      <span className="block font-medium text-stone-900 wrap-anywhere">{c.name}</span>
                      <span className="block truncate text-xs text-stone-500">
                        {[
                          contactOf(c),
                          `${c.bookingsCount} ${adminCustomersStrings.bookingsUnit(c.bookingsCount)}`,
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </span>
                    </button>
                  </li>
                ))
              )}
            </ul>
          ) : null}
        </div>
      </Modal>
      <ConfirmDialog
        open={duplicate !== null}
        onOpenChange={(o) => !o && setDuplicate(null)}
        title={t.confirmTitle}
        description={duplicate ? t.confirmText(duplicate.name, customer.name) : ''}
        cancelLabel={t.cancel}
        confirmLabel={t.confirm}
        onConfirm={() => duplicate && void runMerge(duplicate)}
      />
    </>
  );
}
