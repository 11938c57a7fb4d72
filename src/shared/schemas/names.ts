import { z } from '../zod';

/**
 * Longest name of a person anywhere: a first or a last name, the display name they make together
 * (`Förnamn Efternamn`, stored on the user and copied into bookings, customers and e-mails), a customer's name in
 * the admin's booking and customer forms, a staff member's, the contact form's and a registering contact's.
 */
export const NAME_MAX_LENGTH = 100;
export const NAME_TOO_LONG_MESSAGE = `Namnet får vara högst ${NAME_MAX_LENGTH} tecken`;
export const FULL_NAME_TOO_LONG_MESSAGE = `För- och efternamn får vara högst ${NAME_MAX_LENGTH} tecken tillsammans`;

/** A required name: trimmed, 1–NAME_MAX_LENGTH characters; `requiredMessage` when missing or empty. */
export const personNameSchema = (requiredMessage: string, tooLongMessage: string = NAME_TOO_LONG_MESSAGE) =>
  z.string({ error: requiredMessage }).trim().min(1, requiredMessage).max(NAME_MAX_LENGTH, tooLongMessage);

/** An optional name (a last name): trimmed, at most NAME_MAX_LENGTH characters; empty becomes undefined. */
export const optionalNameSchema = z
  .string()
  .trim()
  .max(NAME_MAX_LENGTH, NAME_TOO_LONG_MESSAGE)
  .optional()
  .transform((v) => (v ? v : undefined));

/** Whether `Förnamn Efternamn` (see displayName in ./auth) fits in NAME_MAX_LENGTH characters. */
export function fullNameFits(
  firstName: string | null | undefined,
  lastName: string | null | undefined,
): boolean {
  return [firstName?.trim(), lastName?.trim()].filter(Boolean).join(' ').length <= NAME_MAX_LENGTH;
}
