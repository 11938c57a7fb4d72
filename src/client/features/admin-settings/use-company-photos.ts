import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api, ApiError, unwrap, uploadFile } from '~/client/api-client';
import type { AdminCompanyPhoto, CompanyPhotosBody } from '~/shared/schemas/company-photos';
import { t } from './strings';

/** Query key of `GET /api/admin/photos`. */
export const PHOTOS_KEY = ['admin', 'photos'] as const;

const photos = api.admin.photos;
const errorText = (error: unknown) =>
  error instanceof ApiError && error.status !== 0 ? error.message : undefined;

/** The company's gallery photos in display order. */
export function useCompanyPhotos() {
  return useQuery({ queryKey: PHOTOS_KEY, queryFn: async () => (await unwrap(photos.$get())).photos });
}

/**
 * A gallery change: stores the answer's photos, toasts `done` in Swedish, or the server's message ('Du kan ha
 * högst 12 bilder', 'Beskriv bilden', ...) under `t.photosFailed`; a failed reorder refetches the order.
 */
function usePhotoMutation<Input>(
  call: (input: Input) => Promise<CompanyPhotosBody>,
  done: string,
  failed: string = t.photosFailed,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (body) => {
      queryClient.setQueryData(PHOTOS_KEY, body.photos);
      toast.success(done);
    },
    onError: (error) => {
      toast.error(failed, { description: errorText(error) });
      void queryClient.invalidateQueries({ queryKey: PHOTOS_KEY });
    },
  });
}

/** Uploads a photo with its alt text, added last. */
export const useUploadPhoto = () =>
  usePhotoMutation(
    ({ file, alt }: { file: File; alt: string }) =>
      uploadFile<CompanyPhotosBody>('/api/admin/photos', file, t.photosUploadFailed, { alt }),
    t.photosUploaded,
    t.photosUploadFailed,
  );

/** Saves a photo's alt text. */
export const useSavePhotoAlt = () =>
  usePhotoMutation(
    ({ id, alt }: { id: string; alt: string }) =>
      unwrap(photos[':id'].$patch({ param: { id }, json: { alt } })),
    t.photosAltSaved,
  );

/** Makes a photo the cover. */
export const useSetCoverPhoto = () =>
  usePhotoMutation((id: string) => unwrap(photos[':id'].cover.$put({ param: { id } })), t.photosCoverSaved);

/** Saves the whole order; the list shows it at once (optimistic), a failure refetches. */
export function useReorderPhotos() {
  const queryClient = useQueryClient();
  const mutation = usePhotoMutation(
    (ordered: AdminCompanyPhoto[]) => unwrap(photos.order.$put({ json: { ids: ordered.map((p) => p.id) } })),
    t.photosOrderSaved,
  );
  return {
    ...mutation,
    mutate: (ordered: AdminCompanyPhoto[]) => {
      queryClient.setQueryData(PHOTOS_KEY, ordered);
      mutation.mutate(ordered);
    },
  };
}

/** Deletes a photo. */
export const useRemovePhoto = () =>
  usePhotoMutation((id: string) => unwrap(photos[':id'].$delete({ param: { id } })), t.photosRemoved);
