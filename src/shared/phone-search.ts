/**
 * Finding a stored phone (E.164, '+46703456789') from what a front desk types: '070-345 67 89', '0703456789',
 * '072-222', '+46 70 345', '0046 70…', '46 70 345' or '345 67 89'. Pure, no libphonenumber: partial numbers are
 * not valid numbers, so they are read by their digits alone. The server matches the result against the digits of
 * the stored phone (`customers.phone_digits`, migration 0019).
 */

/** What a phone-like query may contain besides digits: + - ( ) . / and spaces. */
const PHONE_QUERY = /^[+0-9 ().\-/]+$/;

/** Fewest digits a query needs to be searched as a phone (fewer would match nearly every number). */
export const PHONE_SEARCH_MIN_DIGITS = 3;

/** Swedish country code, what a national number's leading 0 stands for. */
const SWEDEN = '46';

/**
 * How to match a phone-like query against stored phone digits:
 * - `prefix`: the stored digits start with one of `prefixes` (a query written from its start: national
 *   '072-222' -> '4672222' and, for rows stored before phones were normalised, '072222'; international
 *   '+46 70…' or '0046 70…' -> '4670…' and '070…');
 * - `contains`: the stored digits contain `digits` (a part from the middle, or '46 70…' typed without '+').
 * null when the query is not phone-like (letters, or fewer than PHONE_SEARCH_MIN_DIGITS digits).
 */
export type PhoneSearch = { kind: 'prefix'; prefixes: string[] } | { kind: 'contains'; digits: string };

/** The phone match of search text `q` (see PhoneSearch), or null when it is not a phone number or part of one. */
export function phoneSearch(q: string): PhoneSearch | null {
  const text = q.trim().replace(/\(0\)/g, ''); // '+46 (0)70 …': the trunk 0 written beside the country code
  if (!text || !PHONE_QUERY.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  if (digits.length < PHONE_SEARCH_MIN_DIGITS) return null;
  const international = text.startsWith('+') ? digits : digits.startsWith('00') ? digits.slice(2) : null;
  if (international !== null) {
    if (!international) return null;
    const national = international.startsWith(SWEDEN) ? [`0${international.slice(SWEDEN.length)}`] : [];
    return { kind: 'prefix', prefixes: [international, ...national] };
  }
  if (digits.startsWith('0')) return { kind: 'prefix', prefixes: [`${SWEDEN}${digits.slice(1)}`, digits] };
  return { kind: 'contains', digits };
}

/** The digits of a stored phone, as the database's `phone_digits` holds them ('+46 70…' -> '4670…'). */
export const phoneDigits = (phone: string | null | undefined): string => (phone ?? '').replace(/\D/g, '');
