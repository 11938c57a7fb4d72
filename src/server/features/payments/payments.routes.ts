import { Hono } from 'hono';
import { z } from '../../../shared/zod';
import { idParams } from '../../../shared/schemas/ids';
import { PAYMENT_ERRORS, type AdminPaymentSettings, type DevPayment } from '../../../shared/schemas/payments';
import { adminCompany, adminOnly, requireUser, signedIn } from '../../auth/guards';
import type { AppEnv } from '../../context';
import { validate } from '../../validation';
import {
  connectPayments,
  getDevPayment,
  getPaymentSettings,
  handleStripeWebhook,
  settleDevPayment,
} from './payments.service';

/**
 * Stripe's webhook endpoint (`POST /api/payments/stripe/webhook`, docs/decisions/047): Connect events of the
 * companies' accounts and the platform's, signed with STRIPE_WEBHOOK_SECRET. No session; the signature is the
 * authority. -> 200 `{ received: true }` (also for events Tidvis does not act on and for repeats); 400
 * `invalid_signature`; 404 without Stripe configured.
 */
export const stripeWebhookRoutes = new Hono<AppEnv>().post('/', async (c) => {
  await handleStripeWebhook(c.var.deps, await c.req.text(), c.req.header('stripe-signature'));
  return c.json({ received: true });
});

const paymentId = validate('param', idParams({ id: PAYMENT_ERRORS.notFound }), 'not_found');
const devPaySchema = z.object({
  method: z.enum(['card', 'swish', 'klarna'], { error: 'Välj betalningssätt' }).default('card'),
});

/**
 * The dev payment provider's page API (mounted only when it is the provider: no Stripe, not production), for the
 * signed-in customer's own payments: `GET /api/dev/payments/:id` -> `{ payment: DevPayment }`;
 * `POST /api/dev/payments/:id/pay` body `{ method: 'card' | 'swish' | 'klarna' }` -> `{ returnUrl }` (paid, as
 * Stripe's webhook would say); `POST /api/dev/payments/:id/fail` -> `{ returnUrl }` (failed). 401 guests, 404
 * unknown or someone else's, 409 `payment_not_pending`.
 */
export const devPaymentRoutes = new Hono<AppEnv>()
  .use(signedIn)
  .get('/:id', paymentId, async (c) => {
    const payment = await getDevPayment(c.var.deps, requireUser(c), c.req.valid('param').id);
    return c.json<{ payment: DevPayment }>({ payment });
  })
  .post('/:id/pay', paymentId, validate('json', devPaySchema), async (c) => {
    const { method } = c.req.valid('json');
    return c.json(
      await settleDevPayment(c.var.deps, requireUser(c), c.req.valid('param').id, { type: 'paid', method }),
    );
  })
  .post('/:id/fail', paymentId, async (c) =>
    c.json(await settleDevPayment(c.var.deps, requireUser(c), c.req.valid('param').id, { type: 'failed' })),
  );

/**
 * The company's 'Betalningar' (`/api/admin/payments`, admins only: 401 guests, 403 staff and others):
 * `GET /` -> `{ settings: AdminPaymentSettings }`; `POST /connect` -> `{ url }` (Stripe's onboarding link, or with
 * the dev provider payments are on at once and the url is the settings page). 503 `payment_provider_unavailable`.
 */
export const adminPaymentRoutes = new Hono<AppEnv>()
  .use(adminOnly)
  .get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json<{ settings: AdminPaymentSettings }>({
      settings: await getPaymentSettings(c.var.deps, adminCompany(c)),
    });
  })
  .post('/connect', async (c) => c.json(await connectPayments(c.var.deps, adminCompany(c))));
