import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '~/client/api-client';
import type { ContactInput } from '~/shared/schemas/contact';

/** `POST /api/contact`: sends a contact message (stored and mailed to support). */
export function useSendContact() {
  return useMutation({
    mutationFn: (json: ContactInput) => unwrap(api.contact.$post({ json })),
  });
}
