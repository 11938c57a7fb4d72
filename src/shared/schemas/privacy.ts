import { z } from '../zod';
import { otpSchema } from './auth';

/** Minutes an e-mailed account-deletion code is valid, and wrong tries it allows. */
export const DELETION_CODE_MINUTES = 10;
export const DELETION_CODE_ATTEMPTS = 5;

/** Swedish messages of the export and deletion endpoints, shown as they are by the client. */
export const PRIVACY_MESSAGES = {
  confirmRequired: 'Bekräfta med ditt lösenord eller koden vi mejlade dig.',
  wrongPassword: 'Fel lösenord.',
  wrongCode: 'Fel eller för gammal kod. Begär en ny kod.',
  companyAdmin:
    'Du administrerar ett företag på Tidvis och kan därför inte radera kontot här. Kontakta support@tidvis.se så hjälper vi dig att avsluta företaget först.',
  customerHasFutureBookings: 'Kunden har kommande bokningar. Avboka dem först och anonymisera sedan kunden.',
  alreadyAnonymized: 'Kunden är redan anonymiserad.',
} as const;

/**
 * `POST /api/me/account/delete` body: the account's password or the 6-digit code from
 * `POST /api/me/account/delete-code`; exactly one of them.
 */
export const deleteAccountBodySchema = z
  .object({
    password: z.string().min(1, PRIVACY_MESSAGES.confirmRequired).max(200).optional(),
    code: otpSchema.optional(),
  })
  .refine((b) => (b.password === undefined) !== (b.code === undefined), {
    message: PRIVACY_MESSAGES.confirmRequired,
  });
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

/**
 * The 'Radera mitt konto' form: how the customer confirms (`method`) and the value of that way; the other field is
 * kept but not checked. Its body is `{ password }` or `{ code }` (deleteAccountBodySchema).
 */
export const deleteAccountFormSchema = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('password'),
    password: z.string().min(1, PRIVACY_MESSAGES.confirmRequired).max(200),
    code: z.string(),
  }),
  z.object({ method: z.literal('code'), password: z.string(), code: otpSchema }),
]);
export type DeleteAccountForm = z.infer<typeof deleteAccountFormSchema>;

/** `GET /api/me/export?format=` : `json` (default, machine-readable) or `html` (readable in a browser). */
export const exportQuerySchema = z.object({ format: z.enum(['json', 'html']).default('json') });

/** The JSON export of a customer's data (GDPR art. 20). Dates `YYYY-MM-DD`, times `HH:MM` Stockholm. */
export interface DataExport {
  exportedAt: string;
  profile: {
    email: string;
    name: string;
    firstName: string | null;
    lastName: string | null;
    phone: string | null;
    age: number | null;
    gender: string;
    createdAt: string;
  };
  preferences: { emailNotifications: boolean; smsNotifications: boolean; smsBookingMessages: boolean };
  bookings: {
    id: string;
    company: string;
    service: string;
    /** Kronor; null when the service had no price. */
    price: number | null;
    date: string;
    startTime: string;
    endTime: string;
    status: string;
    notes: string | null;
    bookedAt: string;
    cancelledAt: string | null;
  }[];
  feedback: {
    bookingId: string;
    company: string;
    rating: number;
    comment: string | null;
    givenAt: string;
    /** Shown as a review on the company page. */
    isPublic: boolean;
    answer: string | null;
  }[];
  /** Saved companies. */
  favourites: { company: string; slug: string; savedAt: string }[];
  /** Watches ('Bevakningar'), ended ones too: services joined with ' + ', staff null = any member. */
  watches: {
    company: string;
    services: string;
    staff: string | null;
    fromDate: string;
    toDate: string;
    fromTime: string | null;
    toTime: string | null;
    createdAt: string;
    endedAt: string | null;
  }[];
  companyRecords: {
    company: string;
    name: string;
    email: string;
    phone: string | null;
    createdAt: string;
    /** The company keeps its own notes about the customer; they are not part of this export. */
    hasCompanyNotes: boolean;
  }[];
  notice: string;
}
