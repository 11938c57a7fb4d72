/**
 * Phone numbers: parsed with libphonenumber-js, default region Sweden, stored in E.164
 * ('070-123 45 67' and '+46 70 123 45 67' are both '+46701234567') and shown in national format for Swedish numbers.
 * No I/O; used by the shared schemas (client and server), the server's e-mails and SMS, and the admin's views.
 * The `min` metadata keeps the client chunks small (validity by number length and leading digits, not by type).
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** The region of numbers written without a country code ('070-123 45 67'). */
export const DEFAULT_PHONE_REGION = 'SE';

/** The Swedish message of every phone field that holds something that is not a phone number. */
export const PHONE_INVALID_MESSAGE = 'Ange ett giltigt telefonnummer';

/** Longest input accepted before parsing (a number with spaces, dashes and a country code fits easily). */
export const PHONE_INPUT_MAX = 30;

/** What a typed number may contain: digits, spaces, + - ( ) and dots. Letters or other text make it invalid. */
const PHONE_CHARACTERS = /^[+0-9 ().-]+$/;

/** An E.164 number: '+', country code and subscriber number, 8–15 digits in all. */
export const E164_PATTERN = /^\+[1-9][0-9]{6,14}$/;

/**
 * The E.164 form of a typed phone number ('070-123 45 67', '+46 70 123 45 67', '0046 70 123 45 67' ->
 * '+46701234567'), numbers without a country code read as Swedish; null when it is not a valid number (too short,
 * too long, unknown prefix, letters) or longer than PHONE_INPUT_MAX.
 */
export function normalizePhone(input: string): string | null {
  const text = input.trim();
  if (!text || text.length > PHONE_INPUT_MAX || !PHONE_CHARACTERS.test(text)) return null;
  const parsed = parsePhoneNumberFromString(text, DEFAULT_PHONE_REGION);
  return parsed?.isValid() ? parsed.number : null;
}

/**
 * A stored phone number as people read it: Swedish numbers in national format ('+46701234567' -> '070-123 45 67'),
 * others in international format ('+358401234567' -> '+358 40 1234567'); text that does not parse (an old row that
 * the migration could not normalise) is shown as stored; null or empty gives ''.
 */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return '';
  const parsed = parsePhoneNumberFromString(value, DEFAULT_PHONE_REGION);
  if (!parsed?.isValid()) return value;
  return parsed.country === DEFAULT_PHONE_REGION ? parsed.formatNational() : parsed.formatInternational();
}
