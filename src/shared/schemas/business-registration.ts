import { addressShape, cityOfAddressRule } from './address';
import { companyCategoriesSchema } from './categories';
import { PHONE_INVALID_MESSAGE } from '../phone';
import { z } from '../zod';
import { PASSWORD_MAX, passwordSchema } from './auth';
import { NAME_MAX_LENGTH, personNameSchema } from './names';
import { phoneNumberSchema } from './phone';

/** Messages of admin-side §5 "Business registration" and §8, shared by the form and the server. */
export const BUSINESS_REGISTRATION_MESSAGES = {
  contactNameRequired: 'Kontaktpersonens namn krävs',
  companyNameRequired: 'Företagsnamn krävs',
  emailRequired: 'E-postadress krävs',
  emailInvalid: 'Ogiltig e-postadress',
  phoneRequired: 'Telefonnummer krävs',
  phoneInvalid: PHONE_INVALID_MESSAGE,
  descriptionRequired: 'Kort beskrivning krävs',
  passwordRequired: 'Lösenord krävs',
  passwordMismatch: 'Lösenorden matchar inte',
  termsRequired: 'Villkor måste godkännas',
} as const;

const m = BUSINESS_REGISTRATION_MESSAGES;

/** Longest company description in characters (it is shown on the booking page). */
export const DESCRIPTION_MAX_LENGTH = 500;

const requiredText = (message: string, max: number) =>
  z.string().trim().min(1, message).max(max, `Högst ${max} tecken`);

/**
 * The registration form of admin-side §3 (contactName, companyName, email, phone, description, categories, the
 * optional address as street, postcode and city (addressShape: a street or postcode needs its city), password,
 * confirmPassword, acceptTerms). The first failing rule of a field gives its message; the server validates the
 * same body. The e-mail is lower-cased (companies and users are matched case-insensitively), the phone becomes E.164.
 */
export const businessRegistrationSchema = z
  .object({
    contactName: personNameSchema(m.contactNameRequired, `Högst ${NAME_MAX_LENGTH} tecken`),
    companyName: requiredText(m.companyNameRequired, 100),
    email: z
      .string()
      .trim()
      .min(1, m.emailRequired)
      .max(254, m.emailInvalid)
      .pipe(z.email(m.emailInvalid))
      .transform((v) => v.toLowerCase()),
    phone: z.string().trim().min(1, m.phoneRequired).pipe(phoneNumberSchema(m.phoneInvalid)),
    description: requiredText(m.descriptionRequired, DESCRIPTION_MAX_LENGTH),
    /** at least one category of the fixed list. */
    categories: companyCategoriesSchema,
    ...addressShape,
    password: z.string().min(1, m.passwordRequired).pipe(passwordSchema),
    confirmPassword: z.string().max(PASSWORD_MAX, m.passwordMismatch),
    acceptTerms: z.boolean().refine((v) => v, m.termsRequired),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: m.passwordMismatch,
    path: ['confirmPassword'],
    // Checked even while other fields are still empty, so the form can show the mismatch as the user types.
    // Not on a body that is no object at all (`null`): that is 400 with the object's own issue, not a TypeError.
    when: (payload) =>
      typeof payload.value === 'object' &&
      payload.value !== null &&
      !payload.issues.some((issue) => issue.path?.[0] === 'confirmPassword'),
  })
  .refine(cityOfAddressRule.check, cityOfAddressRule.params);

export type BusinessRegistrationForm = z.input<typeof businessRegistrationSchema>;
export type BusinessRegistration = z.output<typeof businessRegistrationSchema>;

/** The answer of `POST /api/business-registrations`: the pending company and where the code was sent. */
export interface BusinessRegistrationResult {
  company: { id: string; name: string; slug: string; status: 'pending' };
  email: string;
}
