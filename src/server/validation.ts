import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { AppError } from './errors';

/**
 * Validates a request part with a shared zod schema; on failure answers 400 `invalid_input` with the first
 * issue's Swedish message (the schemas carry their own messages).
 */
export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      const message = result.error.issues[0]?.message ?? 'Ogiltig förfrågan.';
      throw new AppError(400, 'invalid_input', message);
    }
  });
}
