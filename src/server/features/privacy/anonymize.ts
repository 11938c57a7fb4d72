import { normalizePhone } from '../../../shared/phone';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookingLogs, bookings, customers, feedback, outbox, outboxAttempts } from '../../db/schema';

/** The name every anonymised customer record and booking shows. */
export const ERASED_CUSTOMER_NAME = 'Raderad kund';

/** Keys of booking_logs.details that can hold personal data; removed (or, for the name, replaced) on erasure. */
const PERSONAL_LOG_KEYS = ['customer_email', 'customer_phone', 'notes', 'email', 'phone'];

/**
 * Removes the personal data from the bookings `bookingIds` inside `tx`: `customer_name` becomes
 * 'Raderad kund', `notes` null, `anonymized_at` = `now`; their booking_logs rows lose the e-mail, phone and notes
 * keys and show the same name; their reviews (decision 017) keep the stars but lose the comment and the
 * company's answer (which may name the customer), and show 'Tidigare kund'. Status, times, service and price stay,
 * so the company's counts and revenue do.
 */
export async function anonymizeBookings(tx: Database, bookingIds: string[], now: Date): Promise<void> {
  if (bookingIds.length === 0) return;
  await tx
    .update(bookings)
    .set({ customerName: ERASED_CUSTOMER_NAME, notes: null, anonymizedAt: now })
    .where(inArray(bookings.id, bookingIds));
  await tx
    .update(feedback)
    .set({ comment: null, answer: null, answeredAt: null, answeredBy: null })
    .where(inArray(feedback.bookingId, bookingIds));
  await tx
    .update(bookingLogs)
    .set({
      details: sql`(${bookingLogs.details} - ${sql.raw(`array[${PERSONAL_LOG_KEYS.map((k) => `'${k}'`).join(',')}]`)}::text[])
        || case when ${bookingLogs.details} ? 'customer_name'
             then jsonb_build_object('customer_name', ${ERASED_CUSTOMER_NAME}::text) else '{}'::jsonb end`,
    })
    .where(inArray(bookingLogs.bookingId, bookingIds));
}

/**
 * Anonymises the customer records `customerIds` and all their bookings inside `tx`: name
 * 'Raderad kund', e-mail '' (the e-mail key leaves anonymised records out), phone, first/last/display name and the
 * company's notes null, flag off, unlinked from any user, `anonymized_at` = `now`; bookings as anonymizeBookings;
 * one 'customer_anonymized' booking_logs row per record (no booking, `{ customer_id, triggered_by }`). The rows and
 * their counts stay. Returns the ids of the bookings it anonymised.
 */
export async function anonymizeCustomers(
  tx: Database,
  customerIds: string[],
  now: Date,
  triggeredBy: 'customer' | 'admin' | 'system',
): Promise<string[]> {
  if (customerIds.length === 0) return [];
  const records = await tx
    .update(customers)
    .set({
      name: ERASED_CUSTOMER_NAME,
      email: '',
      phone: null,
      firstName: null,
      lastName: null,
      displayName: null,
      adminNotes: null,
      isFlagged: false,
      userId: null,
      anonymizedAt: now,
    })
    .where(inArray(customers.id, customerIds))
    .returning({ id: customers.id, companyId: customers.companyId });
  const owned = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(inArray(bookings.customerId, customerIds));
  const bookingIds = owned.map((b) => b.id);
  await anonymizeBookings(tx, bookingIds, now);
  const logged = records.filter((r) => r.companyId !== null);
  if (logged.length > 0) {
    await tx.insert(bookingLogs).values(
      logged.map((r) => ({
        companyId: r.companyId,
        type: 'customer_anonymized',
        details: { customer_id: r.id, triggered_by: triggeredBy },
      })),
    );
  }
  return bookingIds;
}

/** What identifies a person's messages in the outbox. Empty values are ignored. */
export interface OutboxTraces {
  emails: string[];
  phones: string[];
  bookingIds: string[];
}

/**
 * The blanked form of an outbox row (recipient, subject, payload); its attempts' errors are set to null beside it.
 * Shared with the retention job (jobs/retention.ts), which blanks old rows the same way.
 */
export const REDACTED = { recipient: '', subject: null, payload: { redacted: true } };

/**
 * Outbox rows (e-mails, SMS and webhooks) that mention the person (docs/decisions/010) inside `tx`:
 * sent to one of `emails` or `phones` (SMS, in E.164), with one of `emails`, `phones` or `bookingIds` in the
 * payload, or ordered by one of the bookings. Delivered, kept or failed rows are blanked now (recipient '', subject null, payload
 * `{ redacted: true }`, attempts' errors null, `redacted_at` = `now`); pending rows (e.g. the cancellations and the
 * confirmation this erasure just wrote) are marked `redact_after_delivery`, and the outbox worker blanks them once
 * they are no longer pending (jobs/outbox-redaction.ts). Returns how many rows were blanked and marked.
 */
export async function redactOutboxTraces(
  tx: Database,
  traces: OutboxTraces,
  now: Date,
): Promise<{ redacted: number; marked: number }> {
  const needles = [
    ...traces.emails.map((e) => e.toLowerCase()),
    ...traces.phones.filter((p) => p.length >= 6),
    ...traces.bookingIds,
  ].filter(Boolean);
  if (needles.length === 0) return { redacted: 0, marked: 0 };
  const mentions = sql.join(
    needles.map((n) => sql`position(${n}::text in lower(${outbox.payload}::text)) > 0`),
    sql` or `,
  );
  // SMS are addressed to the phone in E.164.
  const recipients = [
    ...traces.emails.map((e) => e.toLowerCase()),
    ...traces.phones.map((p) => normalizePhone(p)).filter((p): p is string => !!p),
  ];
  const match = sql`(${mentions}${
    recipients.length > 0 ? sql` or ${inArray(outbox.recipient, recipients)}` : sql``
  }${traces.bookingIds.length > 0 ? sql` or ${inArray(outbox.orderingKey, traces.bookingIds)}` : sql``})`;
  const redacted = await tx
    .update(outbox)
    .set({ ...REDACTED, redactedAt: now })
    .where(and(isNull(outbox.redactedAt), sql`${outbox.status} <> 'pending'`, match))
    .returning({ id: outbox.id });
  if (redacted.length > 0) {
    await tx
      .update(outboxAttempts)
      .set({ error: null })
      .where(
        inArray(
          outboxAttempts.outboxId,
          redacted.map((r) => r.id),
        ),
      );
  }
  const marked = await tx
    .update(outbox)
    .set({ redactAfterDelivery: true })
    .where(and(isNull(outbox.redactedAt), eq(outbox.status, 'pending'), match))
    .returning({ id: outbox.id });
  return { redacted: redacted.length, marked: marked.length };
}

/**
 * Blanks outbox rows marked `redact_after_delivery` that are no longer pending (sent, kept or failed), as
 * redactOutboxTraces does, in one statement plus the attempts' errors. Called by the outbox worker after each pass.
 * Returns how many rows it blanked.
 */
export async function redactDeliveredOutbox(db: Database, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(outbox)
      .set({ ...REDACTED, redactedAt: now })
      .where(
        and(
          eq(outbox.redactAfterDelivery, true),
          isNull(outbox.redactedAt),
          sql`${outbox.status} <> 'pending'`,
        ),
      )
      .returning({ id: outbox.id });
    if (rows.length > 0) {
      await tx
        .update(outboxAttempts)
        .set({ error: null })
        .where(
          inArray(
            outboxAttempts.outboxId,
            rows.map((r) => r.id),
          ),
        );
    }
    return rows.length;
  });
}
