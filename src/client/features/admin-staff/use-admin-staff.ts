import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api, ApiError, unwrap, uploadFile } from '~/client/api-client';
import type { AdminStaff, StaffAbsenceInput, StaffInput } from '~/shared/schemas/staff';
import { staffKeys, useAdminStaff } from '~/client/lib/admin-staff-query';
import { t } from './strings';

export { staffKeys, useAdminStaff };

const staff = api.admin.staff;

const errorText = (error: unknown) => (error instanceof ApiError ? error.message : undefined);

function uploadPhoto(id: string, file: File) {
  return uploadFile<AdminStaff>(`/api/admin/staff/${id}/photo`, file, t.photoFailed);
}

/**
 * Creates (no id) or updates a member, then uploads `photo` when one was chosen; toasts and refetches the list.
 * Rejects (with the toast shown) so the dialog stays open.
 */
export function useSaveStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input, photo }: { id?: string; input: StaffInput; photo?: File }) => {
      const saved = id
        ? await unwrap(staff[':id'].$patch({ param: { id }, json: input }))
        : await unwrap(staff.$post({ json: input }));
      if (!photo) return saved;
      try {
        return await uploadPhoto(saved.id, photo);
      } catch (error) {
        toast.error(t.photoFailed, { description: errorText(error) });
        return saved;
      }
    },
    onSuccess: (_data, { id }) => toast.success(id ? t.updated : t.created),
    onError: (error, { id }) =>
      toast.error(id ? t.updateFailed : t.createFailed, { description: errorText(error) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.list() }),
  });
}

/** Switches a member on or off (the rest of the member unchanged). */
export function useToggleStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ member, active }: { member: AdminStaff; active: boolean }) =>
      unwrap(
        staff[':id'].$patch({
          param: { id: member.id },
          json: {
            name: member.name,
            title: member.title,
            active,
            serviceIds: member.serviceIds,
            weeklySchedule: member.weeklySchedule,
          },
        }),
      ),
    onSuccess: (_data, { active }) => toast.success(active ? t.activated : t.deactivated),
    onError: (error) => toast.error(t.updateFailed, { description: errorText(error) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.list() }),
  });
}

/** Deletes a member; a 409 (they have bookings) shows the server's advice to deactivate instead. */
export function useDeleteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(staff[':id'].$delete({ param: { id } })),
    onSuccess: () => toast.success(t.deleted),
    onError: (error) =>
      toast.error(t.deleteFailed, {
        description: error instanceof ApiError && error.status === 409 ? error.message : undefined,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.list() }),
  });
}

/** Saves a new order; the cached list changes only after the server agreed (as services). */
export function useReorderStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ordered: AdminStaff[]) =>
      unwrap(staff.order.$put({ json: { ids: ordered.map((s) => s.id) } })),
    onSuccess: (data) => queryClient.setQueryData(staffKeys.list(), data),
    onError: (error) => toast.error(t.orderFailed, { description: errorText(error) }),
  });
}

/** Removes a member's photo. */
export function useRemoveStaffPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(staff[':id'].photo.$delete({ param: { id } })),
    onSuccess: () => toast.success(t.photoRemoved),
    onError: (error) => toast.error(t.photoFailed, { description: errorText(error) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.list() }),
  });
}

/** A member's absences from today on. */
export function useStaffAbsences(staffId: string) {
  return useQuery({
    queryKey: staffKeys.absences(staffId),
    queryFn: () => unwrap(staff[':id'].absences.$get({ param: { id: staffId }, query: {} })),
  });
}

/** Adds an absence to a member. */
export function useAddAbsence(staffId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StaffAbsenceInput) =>
      unwrap(staff[':id'].absences.$post({ param: { id: staffId }, json: input })),
    onSuccess: () => toast.success(t.absenceAdded),
    onError: (error) => toast.error(t.absenceFailed, { description: errorText(error) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.absences(staffId) }),
  });
}

/** Deletes one absence of a member. */
export function useRemoveAbsence(staffId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (absenceId: string) =>
      unwrap(staff[':id'].absences[':absenceId'].$delete({ param: { id: staffId, absenceId } })),
    onSuccess: () => toast.success(t.absenceRemoved),
    onError: (error) => toast.error(t.absenceRemoveFailed, { description: errorText(error) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.absences(staffId) }),
  });
}

/** The bookings a member's absence covers, with the colleagues free and able to take each. */
export function useAbsenceCovered(staffId: string, absenceId: string) {
  return useQuery({
    queryKey: [...staffKeys.absences(staffId), absenceId, 'covered'],
    queryFn: () =>
      unwrap(staff[':id'].absences[':absenceId'].covered.$get({ param: { id: staffId, absenceId } })).then(
        (r) => r.bookings,
      ),
  });
}

/**
 * 'Flytta till …' and 'Avboka' of a booking an absence covers, through the calendar's own endpoints ('Flytta' with
 * the same time and another member; the company's cancel, the customer told). Refetches the covered list.
 */
export function useCoveredActions(staffId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: staffKeys.absences(staffId) });
  const move = useMutation({
    mutationFn: (v: { id: string; date: string; startTime: string; to: { id: string; name: string } }) =>
      unwrap(
        api.admin.calendar.bookings[':id'].move.$post({
          param: { id: v.id },
          json: { date: v.date, startTime: v.startTime, staffId: v.to.id },
        }),
      ),
    onSuccess: (_data, v) => toast.success(t.coveredMoved(v.to.name)),
    onError: (error) => toast.error(t.coveredMoveFailed, { description: errorText(error) }),
    onSettled: refresh,
  });
  const cancel = useMutation({
    mutationFn: (id: string) => unwrap(api.admin.calendar.bookings[':id'].cancel.$post({ param: { id } })),
    onSuccess: () => toast.success(t.coveredCancelled),
    onError: (error) => toast.error(t.coveredCancelFailed, { description: errorText(error) }),
    onSettled: refresh,
  });
  return { move, cancel, pending: move.isPending || cancel.isPending };
}
