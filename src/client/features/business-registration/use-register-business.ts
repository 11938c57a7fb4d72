import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '~/client/api-client';
import type { BusinessRegistration } from '~/shared/schemas/business-registration';

/** `POST /api/business-registrations`: creates the pending company and mails the code (errors come as ApiError). */
export function useRegisterBusiness() {
  return useMutation({
    mutationFn: (input: BusinessRegistration) => unwrap(api['business-registrations'].$post({ json: input })),
  });
}
