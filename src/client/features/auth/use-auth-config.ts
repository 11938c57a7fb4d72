import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '~/client/api-client';

/** `GET /api/auth-config`: which sign-in methods the server offers (`google: boolean`). Fixed per server start. */
export function useAuthConfig() {
  return useQuery({
    queryKey: ['auth-config'],
    queryFn: () => unwrap(api['auth-config'].$get()),
    staleTime: Infinity,
  });
}
