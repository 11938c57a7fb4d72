import type { z } from 'zod';
import type { contactSchema } from '../../../shared/schemas/contact';
import type { Deps } from '../../context';
import { contactMessages } from '../../db/schema';
import { contactEmail } from '../../mail/contact-email';
import { enqueueEmail } from '../../mail/outbox';

/** The validated body of `POST /api/contact` (trimmed). */
export type ContactBody = z.output<typeof contactSchema>;

/**
 * Stores a contact message (customer-side §2 'Information pages', /contact) with the sender's user id when signed
 * in, and in the same transaction writes the e-mail to the support address (`SUPPORT_EMAIL`) to the outbox.
 */
export async function sendContactMessage(
  deps: Deps,
  userId: string | null,
  body: ContactBody,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await tx.insert(contactMessages).values({ userId, ...body });
    await enqueueEmail(tx, { to: deps.env.SUPPORT_EMAIL, ...contactEmail({ ...body, userId }) });
  });
}
