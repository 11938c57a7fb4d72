import { bigserial, index, integer, jsonb, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const outboxKind = pgEnum('outbox_kind', ['email', 'webhook']);
export const outboxStatus = pgEnum('outbox_status', ['pending', 'sent', 'kept', 'failed']);

/**
 * Messages to send (e-mail, webhooks), written in the same transaction as what caused them and delivered by the
 * job worker. `kept` means held in the dev outbox because no SMTP server is configured.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: outboxKind('kind').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    payload: jsonb('payload').notNull(),
    status: outboxStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('outbox_recipient_idx').on(t.recipient),
  ],
);
