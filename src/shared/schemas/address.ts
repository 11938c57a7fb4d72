import { normalisePostcode } from '../address';
import { z } from '../zod';

export { formatAddress, formatPostcode, normalisePostcode, type AddressParts } from '../address';

/** Swedish messages of the address fields, shared by the forms and the server. */
export const ADDRESS_MESSAGES = {
  streetTooLong: 'Gatuadressen får vara högst 100 tecken',
  streetHasPostcode: 'Skriv postnummer och ort i sina egna fält',
  postcodeInvalid: 'Ange postnumret med fem siffror, t.ex. 118 46',
  cityTooLong: 'Orten får vara högst 60 tecken',
  cityInvalid: 'Ange orten utan siffror, t.ex. Stockholm',
  cityRequired: 'Ange ort',
} as const;

const m = ADDRESS_MESSAGES;

/** Trims, makes runs of white space one space and spaces around commas ', '. */
function tidy(text: string): string {
  return text.trim().replace(/\s+/gu, ' ').replace(/ ?, ?/gu, ', ');
}

/** Absent stays undefined (the caller decides what that means); empty or only spaces → null; else tidied, `rule`. */
const optionalPart = <T>(rule: z.ZodType<T, string>) =>
  z
    .string()
    .nullish()
    .transform((v, ctx): T | null | undefined => {
      if (v == null) return v;
      const text = tidy(v);
      if (!text) return null;
      const parsed = rule.safeParse(text);
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
      return z.NEVER;
    });

/** Street and number ('Götgatan 12'): at most 100 characters, and no postcode after a comma. */
export const streetSchema = optionalPart(
  z
    .string()
    .max(100, m.streetTooLong)
    .refine((v) => !/, ?(se-? ?)?[1-9][0-9]{2} ?[0-9]{2}\b/iu.test(v), m.streetHasPostcode),
);

/** A Swedish postcode, five digits with or without the space ('118 46'); stored as the five digits ('11846'). */
export const postcodeSchema = optionalPart(
  z.string().transform((v, ctx) => {
    const code = normalisePostcode(v);
    if (code === null) {
      ctx.addIssue({ code: 'custom', message: m.postcodeInvalid });
      return z.NEVER;
    }
    return code;
  }),
);

/** The city (ort): at most 60 characters, no digits (a postcode belongs in its own field). */
export const citySchema = optionalPart(
  z
    .string()
    .max(60, m.cityTooLong)
    .refine((v) => !/[0-9]/u.test(v), m.cityInvalid),
);

/** The three address fields, to spread into a form's object schema; pair it with `cityOfAddressRule`. */
export const addressShape = {
  street: streetSchema,
  postcode: postcodeSchema,
  city: citySchema,
};

type AddressInput = { street?: string | null; postcode?: string | null; city?: string | null };

/**
 * An address is optional, but a street or a postcode needs its city (the city is what search and the city chip go
 * by): 'Ange ort' on `city` otherwise. `schema.refine(cityOfAddressRule.check, cityOfAddressRule.params)` on an
 * object holding `addressShape`'s fields; it runs while other fields still fail, so a form shows it at once.
 */
export const cityOfAddressRule = {
  check: (value: AddressInput): boolean => !((value.street || value.postcode) && !value.city),
  params: {
    message: m.cityRequired,
    path: ['city'],
    when: (payload: { value: unknown; issues: readonly { path?: readonly PropertyKey[] }[] }): boolean =>
      typeof payload.value === 'object' &&
      payload.value !== null &&
      !payload.issues.some((issue) => ['street', 'postcode', 'city'].includes(String(issue.path?.[0]))),
  },
};
