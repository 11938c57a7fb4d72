import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const outboxKind = pgEnum('outbox_kind', ['email', 'webhook', 'sms', 'refund']);
export const outboxStatus = pgEnum('outbox_status', ['pending', 'sent', 'kept', 'failed']);

/**
 * Messages to send (e-mail, webhooks, SMS), written in the same transaction as what caused them and delivered by the
 * job worker. `kept` means held in the dev outbox because no SMTP server (SMS: no SMS provider) is configured.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: outboxKind('kind').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    /**
     * Stable id of the message: the `webhook-id` header, the same on every retry. Unique among webhooks, the only
     * rows it is read from (outbox_webhook_message_id_idx).
     */
    messageId: uuid('message_id').notNull().defaultRandom(),
    /** Messages with the same key are delivered in id order (a booking's webhooks: created before cancelled). */
    orderingKey: text('ordering_key'),
    payload: jsonb('payload').notNull(),
    status: outboxStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * the message concerns an erased person; once it is no longer pending the worker blanks its
     * recipient, subject and payload (jobs/outbox-redaction.ts), so it is delivered first and then forgotten.
     */
    redactAfterDelivery: boolean('redact_after_delivery').notNull().default(false),
    /** When recipient, subject and payload were blanked (erasure or retention). */
    redactedAt: timestamp('redacted_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_redact_due_idx')
      .on(t.id)
      .where(sql`${t.redactAfterDelivery} and ${t.redactedAt} is null`),
    index('outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('outbox_recipient_idx').on(t.recipient),
    // Only webhooks and refunds carry an ordering key, and every reader asks for one (migration 0036).
    index('outbox_ordering_idx')
      .on(t.orderingKey, t.id)
      .where(sql`${t.orderingKey} is not null`),
    uniqueIndex('outbox_webhook_message_id_idx')
      .on(t.messageId)
      .where(sql`${t.kind} = 'webhook'`),
  ],
);

/** One row per delivery attempt of an outbox message (HTTP status or error), for webhooks and SMTP alike. */
export const outboxAttempts = pgTable(
  'outbox_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    outboxId: bigint('outbox_id', { mode: 'number' })
      .notNull()
      .references(() => outbox.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    ok: boolean('ok').notNull(),
    httpStatus: integer('http_status'),
    error: text('error'),
    durationMs: integer('duration_ms'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_attempts_outbox_idx').on(t.outboxId)],
);

/** Messages sent through /contact (customer-side §2); also mailed to the support address via the outbox. */
export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id'),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
