import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, NETWORK_ERROR_MESSAGE } from '~/client/api-client';
import type { DevPayment } from '~/shared/schemas/payments';
import { returnFromCheckout } from './leave-page';
import { p } from './strings';

/** The methods the dev page lets one pretend to pay with. */
export const DEV_METHODS = ['card', 'swish', 'klarna'] as const;
export type DevMethod = (typeof DEV_METHODS)[number];

/** Query keys of `/api/dev/payments/:id`. */
export const devPaymentKeys = { one: (id: string) => ['dev-payments', id] as const };

const url = (id: string) => `/api/dev/payments/${encodeURIComponent(id)}`;

// Plain fetch: the routes are mounted only for the dev provider, so they are not part of the typed Hono client.
async function call<T>(path: string, init?: RequestInit): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, { credentials: 'same-origin', ...init });
  } catch {
    throw new ApiError(0, 'network', NETWORK_ERROR_MESSAGE);
  }
  const body = (await res.json().catch(() => null)) as
    (T & { error?: { code?: string; message?: string } }) | null;
  if (!res.ok || !body) {
    throw new ApiError(
      res.status,
      body?.error?.code ?? 'unknown',
      body?.error?.message ?? p.dev.actionFailed,
    );
  }
  return body;
}

/** The payment `id` of the dev provider; 404 when there is none (or the server uses Stripe). */
export function useDevPayment(id: string) {
  return useQuery({
    queryKey: devPaymentKeys.one(id),
    queryFn: async () => (await call<{ payment: DevPayment }>(url(id))).payment,
    retry: false,
  });
}

/**
 * 'Betala' (`{ method }`) or 'Låt betalningen misslyckas' (`'fail'`): reports the outcome as a provider's webhook
 * would, then goes to the return address the server answers.
 */
export function useDevPaymentOutcome(id: string) {
  return useMutation({
    mutationFn: (outcome: { method: DevMethod } | 'fail') =>
      call<{ returnUrl: string }>(outcome === 'fail' ? `${url(id)}/fail` : `${url(id)}/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(outcome === 'fail' ? {} : outcome),
      }),
    onSuccess: ({ returnUrl }) => returnFromCheckout(returnUrl),
  });
}
