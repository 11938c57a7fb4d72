import { z } from '../zod';
import { NAME_MAX_LENGTH, personNameSchema } from './names';

const requiredText = (max: number, requiredMessage: string) =>
  z.string().trim().min(1, requiredMessage).max(max, `Högst ${max} tecken`);

/**
 * The contact form (customer-side §2 'Information pages', `/contact`) and the body of `POST /api/contact`;
 * fields are trimmed, messages Swedish.
 */
export const contactSchema = z.object({
  name: personNameSchema('Ange ditt namn', `Högst ${NAME_MAX_LENGTH} tecken`),
  email: z
    .string()
    .trim()
    .min(1, 'Ange din e-postadress')
    .max(254, 'Högst 254 tecken')
    .pipe(z.email('Ange en giltig e-postadress')),
  subject: requiredText(150, 'Ange ett ämne'),
  message: requiredText(5000, 'Skriv ett meddelande'),
});

export type ContactInput = z.input<typeof contactSchema>;
