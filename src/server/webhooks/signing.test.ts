import { createHmac } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { signWebhook } from './signing';

// The published test vector of the Standard Webhooks specification (libraries' shared tests).
const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const ID = 'msg_p5jXN8AQM9LWM0D4loKWxJek';
const TIMESTAMP = 1614265330;
const BODY = '{"test": 2432232314}';
const SIGNATURE = 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=';

describe('signWebhook', () => {
  it('matches the Standard Webhooks test vector', () => {
    expect(signWebhook(SECRET, ID, new Date(TIMESTAMP * 1000 + 999), BODY)).toEqual({
      'webhook-id': ID,
      'webhook-timestamp': String(TIMESTAMP),
      'webhook-signature': SIGNATURE,
    });
  });

  it('is HMAC-SHA256 over "id.timestamp.body" with the base64-decoded secret', () => {
    const key = Buffer.from(SECRET.slice('whsec_'.length), 'base64');
    const expected = createHmac('sha256', key).update(`${ID}.${TIMESTAMP}.${BODY}`).digest('base64');
    expect(signWebhook(SECRET, ID, new Date(TIMESTAMP * 1000), BODY)['webhook-signature']).toBe(
      `v1,${expected}`,
    );
  });

  it('verifies with the reference library, and a changed body does not', () => {
    const headers = signWebhook(
      SECRET,
      'f3b1c2d4-0000-4000-8000-000000000000',
      new Date(),
      '{"event":"ny-bokning"}',
    );
    const receiver = new Webhook(SECRET);
    expect(receiver.verify('{"event":"ny-bokning"}', { ...headers })).toEqual({ event: 'ny-bokning' });
    expect(() => receiver.verify('{"event":"booking_cancelled"}', { ...headers })).toThrow();
  });
});
