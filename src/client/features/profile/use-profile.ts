import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api, unwrap } from '~/client/api-client';
import { ME_QUERY_KEY, useMe } from '~/client/features/session';
import type { FeedbackInput, Preferences, Profile, ProfileUpdateInput } from '~/shared/schemas/profile';
import { t } from './strings';

// Keyed by user, so after a sign-out and another sign-in on the same device the last user's data is never shown.
const profileKey = (userId: string) => ['me', userId, 'profile'] as const;
const historyKey = (userId: string) => ['me', userId, 'history'] as const;

/** The signed-in user's id; these hooks are only used on the signed-in profile view. */
const useUserId = () => useMe().data?.user?.id ?? '';

/** The signed-in user's profile (`GET /api/me/profile`). */
export function useProfile() {
  const userId = useUserId();
  return useQuery({
    queryKey: profileKey(userId),
    queryFn: async () => (await unwrap(api.me.profile.$get())).profile,
  });
}

/** The booking history card's entries (`GET /api/me/history`), latest first, at most 20. */
export function useHistory() {
  const userId = useUserId();
  return useQuery({
    queryKey: historyKey(userId),
    queryFn: async () => (await unwrap(api.me.history.$get())).history,
  });
}

/** Saves the edit-profile form; toasts 'Profil uppdaterad' and refreshes the greeting's name. */
export function useUpdateProfile() {
  const userId = useUserId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileUpdateInput) => unwrap(api.me.profile.$patch({ json: input })),
    onSuccess: ({ profile }) => {
      queryClient.setQueryData<Profile>(profileKey(userId), profile);
      void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY, exact: true });
      toast.success(t.profileUpdated);
    },
    onError: (error) => toast.error(t.profileUpdateFailed, { description: error.message }),
  });
}

/** Saves the notification switches. */
export function useUpdatePreferences() {
  const userId = useUserId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (prefs: Preferences) => unwrap(api.me.preferences.$patch({ json: prefs })),
    onSuccess: ({ profile }) => {
      queryClient.setQueryData<Profile>(profileKey(userId), profile);
      toast.success(t.notificationsSaved);
    },
    onError: () => toast.error(t.notificationsFailed),
  });
}

/** Leaves feedback on a completed booking; toasts 'Omdöme skickat' / 'Tack för ditt omdöme!' (§8). */
export function useSubmitFeedback() {
  const userId = useUserId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, input }: { bookingId: string; input: FeedbackInput }) =>
      unwrap(api.bookings[':id'].feedback.$post({ param: { id: bookingId }, json: input })),
    onSuccess: () => toast.success(t.feedbackSent, { description: t.feedbackThanks }),
    onError: (error) => toast.error(t.feedbackFailed, { description: error.message }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: historyKey(userId) }),
  });
}
