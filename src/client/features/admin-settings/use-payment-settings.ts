import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from 'sonner';
import { api, ApiError, unwrap } from '~/client/api-client';
import { paymentStrings as t } from './strings';

/** Query key of `GET /api/admin/payments` (the company's 'Betalningar', docs/decisions/047). */
export const PAYMENT_SETTINGS_KEY = ['admin', 'payments'] as const;

/**
 * The company's payment settings (AdminPaymentSettings): connected, able to take payments, provider, fee. Admins
 * only (a staff account is refused by the server; pass `enabled: false` there).
 */
export function usePaymentSettings({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: PAYMENT_SETTINGS_KEY,
    queryFn: async () => (await unwrap(api.admin.payments.$get())).settings,
    enabled,
  });
}

/** Refetches the payment settings (after returning from the provider's onboarding); a stable function. */
export function useRefreshPaymentSettings() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: PAYMENT_SETTINGS_KEY }), [queryClient]);
}

/**
 * 'Anslut Stripe' / 'Fortsätt hos Stripe': asks the server for the onboarding link and goes there (the dev provider
 * switches payments on at once and answers with the settings page, `?betalningar=klar`). A failure is a toast.
 */
export function useConnectPayments() {
  return useMutation({
    mutationFn: () => unwrap(api.admin.payments.connect.$post()),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) =>
      toast.error(t.connectFailed, { description: error instanceof ApiError ? error.message : undefined }),
  });
}
