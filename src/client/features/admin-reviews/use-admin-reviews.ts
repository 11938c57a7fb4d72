import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api, unwrap } from '~/client/api-client';
import { adminReviewsStrings as t } from './strings';

/** Query keys of `/api/admin/reviews` and `/api/platform/reviews`. */
export const reviewKeys = {
  admin: () => ['admin', 'reviews'] as const,
  platform: () => ['platform', 'reviews'] as const,
};

/** The company's public reviews, newest first (`GET /api/admin/reviews`). */
export function useAdminReviews() {
  return useQuery({
    queryKey: reviewKeys.admin(),
    queryFn: async () => (await unwrap(api.admin.reviews.$get())).reviews,
  });
}

/** Answers a review once (`POST /api/admin/reviews/:id/answer`). */
export function useAnswerReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: string }) =>
      unwrap(api.admin.reviews[':id'].answer.$post({ param: { id }, json: { answer } })),
    onSuccess: () => {
      toast.success(t.answered);
      void queryClient.invalidateQueries({ queryKey: reviewKeys.admin() });
    },
    onError: (error) => toast.error(t.answerFailed, { description: error.message }),
  });
}

/** Changes the company's answer to a review (`PUT /api/admin/reviews/:id/answer`). */
export function useEditAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: string }) =>
      unwrap(api.admin.reviews[':id'].answer.$put({ param: { id }, json: { answer } })),
    onSuccess: () => {
      toast.success(t.edited);
      void queryClient.invalidateQueries({ queryKey: reviewKeys.admin() });
    },
    onError: (error) => toast.error(t.answerFailed, { description: error.message }),
  });
}

/** Every public review for the platform operator (`GET /api/platform/reviews`). */
export function usePlatformReviews() {
  return useQuery({
    queryKey: reviewKeys.platform(),
    queryFn: async () => (await unwrap(api.platform.reviews.$get())).reviews,
  });
}

/** Hides a review (`POST /api/platform/reviews/:id/hide`). */
export function useHideReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.platform.reviews[':id'].hide.$post({ param: { id } })),
    onSuccess: () => {
      toast.success(t.hiddenToast);
      void queryClient.invalidateQueries({ queryKey: reviewKeys.platform() });
    },
    onError: (error) => toast.error(t.hideFailed, { description: error.message }),
  });
}

/** Shows a hidden review again (`POST /api/platform/reviews/:id/show`), undoing a mistaken hide. */
export function useShowReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.platform.reviews[':id'].show.$post({ param: { id } })),
    onSuccess: () => {
      toast.success(t.shownToast);
      void queryClient.invalidateQueries({ queryKey: reviewKeys.platform() });
    },
    onError: (error) => toast.error(t.showFailed, { description: error.message }),
  });
}
