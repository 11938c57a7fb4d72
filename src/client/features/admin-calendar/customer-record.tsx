import { useQuery } from '@tanstack/react-query';
import { Flag } from 'lucide-react';
import type { ReactNode } from 'react';
import { api, unwrap } from '~/client/api-client';
import { Badge } from '~/client/components/ui/badge';
import { useDebounced } from '~/client/lib/use-debounced';
import { normalizePhone } from '~/shared/phone';
import type { AdminCustomer } from '~/shared/schemas/admin-customers';
import { z } from '~/shared/zod';
import { t } from './strings';

/**
 * The company's customer record `id` (`GET /api/admin/customers/:id`: notes, flag, no-shows); under the admin
 * customers' query key, so an edit there refreshes it.
 */
export function useCustomerRecord(id: string) {
  return useQuery({
    queryKey: ['admin', 'customers', 'record', id],
    queryFn: async () => (await unwrap(api.admin.customers[':id'].$get({ param: { id } }))).customer,
    staleTime: 15_000,
  });
}

const isEmail = (value: string) => z.email().safeParse(value).success;

/**
 * The company's record with the phone or e-mail typed for a new customer (`GET /api/admin/customers/existing`),
 * asked 300 ms after the last key and only for a valid number or address; null when there is none.
 */
export function useExistingCustomer(phone: string, email: string) {
  const typedPhone = useDebounced(phone.trim(), 300);
  const typedEmail = useDebounced(email.trim().toLowerCase(), 300);
  const e164 = typedPhone ? normalizePhone(typedPhone) : null;
  const address = typedEmail && isEmail(typedEmail) ? typedEmail : null;
  return useQuery({
    queryKey: ['admin', 'customers', 'existing', e164, address],
    queryFn: async (): Promise<AdminCustomer | null> =>
      (
        await unwrap(
          api.admin.customers.existing.$get({
            query: { ...(e164 ? { phone: e164 } : {}), ...(address ? { email: address } : {}) },
          }),
        )
      ).customer,
    enabled: Boolean(e164 || address),
    staleTime: 15_000,
  });
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[6.5rem_1fr] gap-2 py-2 text-sm">
      <dt className="text-stone-500">{label}</dt>
      <dd className="min-w-0 break-words text-stone-900">{children}</dd>
    </div>
  );
}

/**
 * Rows of the booking details for what the salon knows of the customer: the flag, the private note ('Känslig
 * hårbotten') and earlier no-shows. Nothing while loading, or when there is nothing to tell.
 */
export function CustomerRecordRows({ customerId }: { customerId: string }) {
  const { data: customer } = useCustomerRecord(customerId);
  if (!customer) return null;
  return (
    <>
      {customer.isFlagged ? (
        <Row label={t.customerFlag}>
          <Badge tone="danger" className="gap-1">
            <Flag className="size-3" aria-hidden="true" />
            {t.customerFlagged}
          </Badge>
        </Row>
      ) : null}
      {customer.adminNotes ? (
        <Row label={t.customerNotes}>
          <span className="whitespace-pre-line">{customer.adminNotes}</span>
        </Row>
      ) : null}
      {customer.noShowCount > 0 ? <Row label={t.customerNoShows}>{customer.noShowCount}</Row> : null}
    </>
  );
}
