import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api, ApiError, unwrap, uploadFile } from '~/client/api-client';
import { ME_QUERY_KEY } from '~/client/features/session';
import type {
  BookingPolicyInput,
  CompanyDetailsInput,
  CompanySettings,
  NotificationSettingsInput,
  ScheduleSettingsInput,
} from '~/shared/schemas/admin-settings';
import { t } from './strings';

/** Query key of `GET /api/admin/settings`. */
export const SETTINGS_KEY = ['admin', 'settings'] as const;

const settings = api.admin.settings;

/** The admin's company settings. */
export function useCompanySettings() {
  return useQuery({ queryKey: SETTINGS_KEY, queryFn: async () => (await unwrap(settings.$get())).company });
}

function useStore() {
  const queryClient = useQueryClient();
  return (company: CompanySettings) => {
    queryClient.setQueryData(SETTINGS_KEY, company);
    // The admin layout shows the company name and logo from /api/me.
    void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
  };
}

const errorText = (error: unknown) => (error instanceof ApiError ? error.message : undefined);

/** Saves name, e-mail, phone and address ('Sparad' / 'Fel' toasts). */
export function useSaveCompanyDetails() {
  const store = useStore();
  return useMutation({
    mutationFn: (input: CompanyDetailsInput) => unwrap(settings.company.$patch({ json: input })),
    onSuccess: ({ company }) => {
      store(company);
      toast.success(t.saved, { description: t.savedText });
    },
    onError: (error) =>
      toast.error(t.error, {
        description: error instanceof ApiError && error.status === 409 ? error.message : t.saveFailed,
      }),
  });
}

/** Saves the weekly hours, default buffer and start-time step. */
export function useSaveSchedule() {
  const store = useStore();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ScheduleSettingsInput) => unwrap(settings.schedule.$put({ json: input })),
    onSuccess: ({ company }) => {
      store(company);
      void queryClient.invalidateQueries({ queryKey: [...SETTINGS_KEY, 'week'] });
      toast.success(t.scheduleSaved, { description: t.scheduleSavedText });
    },
    onError: () => toast.error(t.error, { description: t.scheduleFailed }),
  });
}

/** Saves the cancellation policy and booking horizon ('Sparad' / 'Fel' toasts). */
export function useSaveBookingPolicy() {
  const store = useStore();
  return useMutation({
    mutationFn: (input: BookingPolicyInput) => unwrap(settings['booking-policy'].$patch({ json: input })),
    onSuccess: ({ company }) => {
      store(company);
      toast.success(t.saved, { description: t.policySaved });
    },
    onError: (error) => toast.error(t.error, { description: errorText(error) ?? t.saveFailed }),
  });
}

/** Saves the notification switches. */
export function useSaveNotifications() {
  const store = useStore();
  return useMutation({
    mutationFn: (input: NotificationSettingsInput) => unwrap(settings.notifications.$patch({ json: input })),
    onSuccess: ({ company }) => {
      store(company);
      toast.success(t.saved, { description: t.savedText });
    },
    onError: (error) => toast.error(t.error, { description: errorText(error) ?? t.saveFailed }),
  });
}

function uploadLogo(file: File) {
  return uploadFile<{ company: CompanySettings }>('/api/admin/settings/logo', file, t.logoUploadFailed);
}

/** Uploads a new logo ('Profilbild uppdaterad'; failure shows the server's message or 'Kunde inte ladda upp bilden'). */
export function useUploadLogo() {
  const store = useStore();
  return useMutation({
    mutationFn: uploadLogo,
    onSuccess: ({ company }) => {
      store(company);
      toast.success(t.logoUpdated);
    },
    onError: (error) =>
      toast.error(error instanceof ApiError && error.status !== 0 ? error.message : t.logoUploadFailed),
  });
}

/** Removes the logo. */
export function useRemoveLogo() {
  const store = useStore();
  return useMutation({
    mutationFn: () => unwrap(settings.logo.$delete()),
    onSuccess: ({ company }) => {
      store(company);
      toast.success(t.logoRemoved);
    },
    onError: () => toast.error(t.logoRemoveFailed),
  });
}

/** Booked bookings of the week containing `week` (`YYYY-MM-DD`) for the customer-view grid; failures are only logged. */
export function useWeekBookings(week: string) {
  return useQuery({
    queryKey: [...SETTINGS_KEY, 'week', week],
    queryFn: async () => {
      try {
        return await unwrap(settings['week-bookings'].$get({ query: { week } }));
      } catch (error) {
        console.warn('week bookings failed', error);
        return { weekStart: week, bookings: [], blocks: [], dateHours: {} };
      }
    },
  });
}

/** Asks for a code to the new contact address; the e-mail stays until the code is confirmed. */
export function useRequestEmailChange() {
  return useMutation({
    mutationFn: (email: string) => unwrap(settings.company['email-change'].$post({ json: { email } })),
    onError: (error) => toast.error(t.error, { description: errorText(error) ?? t.codeRequestFailed }),
  });
}

/** Confirms the new contact address with its code ('E-postadressen har ändrats'); errors are shown by the caller. */
export function useConfirmEmailChange() {
  const store = useStore();
  return useMutation({
    mutationFn: (code: string) => unwrap(settings.company['email-change'].confirm.$post({ json: { code } })),
    onSuccess: ({ company }) => {
      store(company);
      toast.success(t.emailChanged, { description: t.emailChangedText });
    },
  });
}
