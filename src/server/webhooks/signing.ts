import { Webhook } from 'standardwebhooks';

/** The Standard Webhooks request headers of one delivery attempt. */
export interface WebhookHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/**
 * Signs `body` (the exact bytes sent) per Standard Webhooks: `webhook-timestamp` is `at` in whole Unix seconds,
 * `webhook-signature` is `v1,<base64 HMAC-SHA256 of "${id}.${timestamp}.${body}">` keyed with the base64-decoded
 * `secret` (`whsec_<base64>`). `id` stays the same on every retry so receivers can drop duplicates.
 */
export function signWebhook(secret: string, id: string, at: Date, body: string): WebhookHeaders {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(id, at, body),
  };
}
