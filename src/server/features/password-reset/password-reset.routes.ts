import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../context';
import { validate } from '../../validation';

const tokenQuery = z.object({
  token: z.string({ error: 'Ogiltig länk' }).trim().min(1, 'Ogiltig länk').max(200, 'Ogiltig länk'),
});

/**
 * `GET /api/password-reset/status?token=` -> `{ valid: boolean }`: whether a mailed reset link can still be used
 * (exists, unused, not past its 30 minutes), so /reset-password can say 'Ogiltig länk' before the form is filled
 * (customer-side §2, §8). 400 without a token. Using the token is `POST /api/auth/reset-password`.
 */
export const passwordResetRoutes = new Hono<AppEnv>().get(
  '/status',
  validate('query', tokenQuery),
  async (c) => {
    const { token } = c.req.valid('query');
    const context = await c.var.deps.auth.$context;
    const verification = await context.internalAdapter.findVerificationValue(`reset-password:${token}`);
    return c.json({ valid: Boolean(verification && verification.expiresAt > new Date()) });
  },
);
