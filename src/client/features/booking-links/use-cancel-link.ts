import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '~/client/api-client';

const previewKey = (token: string) => ['booking-link', 'cancel', token] as const;

/** `GET /api/booking-links/cancel?token=`: the booking behind an e-mailed cancel link (no sign-in). */
export function useCancelLinkPreview(token: string) {
  return useQuery({
    queryKey: previewKey(token),
    queryFn: () => unwrap(api['booking-links'].cancel.$get({ query: { token } })),
    enabled: token !== '',
    retry: false,
  });
}

/** `POST /api/booking-links/cancel`: cancels through the link; the preview then shows the cancelled booking. */
export function useCancelByLink(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api['booking-links'].cancel.$post({ json: { token } })),
    onSuccess: (data) => queryClient.setQueryData(previewKey(token), data),
  });
}
