import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api, ApiError, unwrap } from '~/client/api-client';
import { t } from './strings';

/** Query key of `GET /api/admin/members`. */
export const MEMBERS_KEY = ['admin', 'members'] as const;

const members = api.admin.members;
const failure = (fallback: string) => (error: unknown) =>
  toast.error(t.error, {
    description: error instanceof ApiError && error.status !== 0 ? error.message : fallback,
  });

/** The company's members and invitations. */
export function useMembers() {
  return useQuery({ queryKey: MEMBERS_KEY, queryFn: () => unwrap(members.$get()) });
}

function useRefetch() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: MEMBERS_KEY });
}

/** The owner invites an admin by e-mail ('Inbjudan skickad'). */
export function useInviteAdmin() {
  const refetch = useRefetch();
  return useMutation({
    mutationFn: (invite: { email: string; role: 'admin' | 'staff'; staffId: string | null }) =>
      unwrap(members.invitations.$post({ json: invite })),
    onSuccess: () => {
      refetch();
      toast.success(t.invited);
    },
    onError: failure(t.inviteFailed),
  });
}

/** The owner revokes an invitation. */
export function useRevokeInvitation() {
  const refetch = useRefetch();
  return useMutation({
    mutationFn: async (id: string) => {
      const res = await members.invitations[':id'].$delete({ param: { id } });
      if (!res.ok) throw new ApiError(res.status, 'failed', t.actionFailed);
    },
    onSuccess: () => {
      refetch();
      toast.success(t.revoked);
    },
    onError: failure(t.actionFailed),
  });
}

/** The owner removes an admin (never the last owner: the server answers 409 with its message). */
export function useRemoveMember() {
  const refetch = useRefetch();
  return useMutation({
    mutationFn: (userId: string) => unwrap(members[':userId'].$delete({ param: { userId } })),
    onSuccess: () => {
      refetch();
      toast.success(t.removed);
    },
    onError: failure(t.actionFailed),
  });
}
