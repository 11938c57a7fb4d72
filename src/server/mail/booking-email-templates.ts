import type { outbox } from '../db/schema';
import { bookingChangedEmail, changedSubject } from './booking-changed-email';
import {
  bookingCancellationEmail,
  bookingConfirmationEmail,
  cancellationSubject,
  confirmationSubject,
  type RenderedEmail,
} from './booking-emails';
import { bookingCancelledByCompanyEmail, cancelledByCompanySubject } from './cancellation-by-company';
import { companyNoticeSubject, companyNotificationEmail } from './company-notification-email';
import type { EmailPayload } from './outbox';
import { receiptEmail, receiptSubject } from './receipt-email';

/**
 * The booking e-mails the outbox stores as their inputs and renders when they are sent (docs/decisions/057): a
 * booking's request writes a few hundred bytes of facts instead of two rendered documents, and the worker (or the
 * dev outbox) renders them. Each entry is the subject (stored on the row, shown in lists) and the renderer, both
 * pure functions of the same arguments.
 */
const TEMPLATES = {
  booking_confirmation: { subject: confirmationSubject, render: bookingConfirmationEmail },
  booking_changed: { subject: changedSubject, render: bookingChangedEmail },
  booking_cancellation: { subject: cancellationSubject, render: bookingCancellationEmail },
  booking_cancelled_by_company: {
    subject: cancelledByCompanySubject,
    render: bookingCancelledByCompanyEmail,
  },
  booking_receipt: { subject: receiptSubject, render: receiptEmail },
  company_notice: { subject: companyNoticeSubject, render: companyNotificationEmail },
} satisfies Record<
  string,
  { subject: (...args: never[]) => string; render: (...args: never[]) => RenderedEmail }
>;

type Templates = typeof TEMPLATES;

/** A booking e-mail to render later: the template's name and the arguments of its renderer (JSON-safe but Dates). */
export type BookingEmail = {
  [K in keyof Templates]: { template: K; args: Parameters<Templates[K]['render']> };
}[keyof Templates];

/** The outbox payload of a BookingEmail: its arguments as JSON (Dates as ISO strings; see reviveDates). */
export interface BookingEmailPayload {
  template: keyof Templates;
  args: unknown[];
}

// The arguments' instants, by key: JSON stores them as ISO strings and the renderers take Dates.
const DATE_KEYS = new Set(['cancellationDeadline', 'paidAt']);

const reviveDates = (key: string, value: unknown) =>
  DATE_KEYS.has(key) && typeof value === 'string' ? new Date(value) : value;

/**
 * The outbox row of booking e-mail `email` to `to` (recipient lower-cased): kind 'email', the rendered subject and
 * the template with its arguments as the payload. Pure; write it in the transaction of the booking change.
 */
export function bookingEmailRow(to: string, email: BookingEmail): typeof outbox.$inferInsert {
  const { subject } = TEMPLATES[email.template] as { subject: (...args: unknown[]) => string };
  const payload: BookingEmailPayload = {
    template: email.template,
    // Through JSON now, so the row holds exactly what the renderer will be given back (Dates as ISO strings).
    args: JSON.parse(JSON.stringify(email.args)) as unknown[],
  };
  return { kind: 'email', recipient: to.toLowerCase(), subject: subject(...email.args), payload };
}

/** Whether an outbox payload is a BookingEmailPayload (rendered when sent) rather than a rendered EmailPayload. */
export function isBookingEmailPayload(payload: unknown): payload is BookingEmailPayload {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    'template' in payload &&
    Array.isArray((payload as { args?: unknown }).args)
  );
}

/**
 * The text, HTML and attachments of an e-mail row's `payload`: a BookingEmailPayload rendered now, a rendered
 * EmailPayload as stored (empty strings for a blanked row, docs/decisions/010). Throws an Error naming the template
 * when the payload names one this build does not know (the worker records it as a failed attempt).
 */
export function emailContentOf(payload: unknown): EmailPayload {
  if (!isBookingEmailPayload(payload)) {
    const stored = (payload ?? {}) as Partial<EmailPayload>;
    return {
      text: stored.text ?? '',
      html: stored.html ?? '',
      ...(stored.attachments?.length ? { attachments: stored.attachments } : {}),
    };
  }
  // Own keys only: a name such as 'toString' is no template.
  const entry = Object.hasOwn(TEMPLATES, payload.template)
    ? (TEMPLATES as Record<string, { render: (...args: unknown[]) => RenderedEmail }>)[payload.template]
    : undefined;
  if (!entry) throw new Error(`unknown e-mail template '${String(payload.template)}'`);
  const args = JSON.parse(JSON.stringify(payload.args), reviveDates) as unknown[];
  const { text, html, attachments } = entry.render(...args);
  return { text, html, ...(attachments?.length ? { attachments } : {}) };
}
