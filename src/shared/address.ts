/** A Swedish postal address's parts and how they are written; no zod, so customer pages may import it. */

/** A Swedish postcode as typed ('118 46', '11846', ' 118  46 ') → its five digits; null when it is not one. */
export function normalisePostcode(text: string): string | null {
  const digits = text.replace(/\s+/gu, '');
  return /^[1-9][0-9]{4}$/u.test(digits) ? digits : null;
}

/** A stored postcode ('11846') as Swedes write it ('118 46'). */
export function formatPostcode(postcode: string): string {
  return `${postcode.slice(0, 3)} ${postcode.slice(3)}`;
}

/** An address's parts as stored: each null when not given. */
export interface AddressParts {
  street: string | null;
  postcode: string | null;
  city: string | null;
}

/**
 * The address on one line, the Swedish way: 'Götgatan 12, 118 46 Stockholm' (the database's generated
 * `companies.location` is the same text); null when no part is given.
 */
export function formatAddress({ street, postcode, city }: AddressParts): string | null {
  const place = [postcode ? formatPostcode(postcode) : null, city].filter(Boolean).join(' ');
  return [street, place].filter(Boolean).join(', ') || null;
}
