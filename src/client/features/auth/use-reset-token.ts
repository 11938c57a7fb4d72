import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '~/client/api-client';

/**
 * Whether a reset link's token can still be used (`GET /api/password-reset/status`): `valid` is true/false once
 * known, undefined while loading or when the check failed (the form then finds out on submit).
 */
export function useResetToken(token: string) {
  const query = useQuery({
    queryKey: ['password-reset', token],
    queryFn: () => unwrap(api['password-reset'].status.$get({ query: { token } })),
    enabled: token.length > 0,
    retry: false,
    staleTime: Infinity,
    meta: { sessionIndependent: true },
  });
  return { valid: token ? query.data?.valid : false, checking: query.isPending && token.length > 0 };
}
