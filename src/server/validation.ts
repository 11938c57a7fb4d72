import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { idParams } from '../shared/schemas/ids';
import { AppError } from './errors';

/**
 * Validates a request part (`json`, `query`, `param`, …) with a shared zod schema. On failure answers the first
 * issue's Swedish message (the schemas carry their own messages) with 400 `invalid_input`, or, given
 * `invalid: 'not_found'`, with 404 `not_found`: a path id that cannot exist is answered like an unknown one.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
  invalid: 'invalid_input' | 'not_found' = 'invalid_input',
) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      const message = result.error.issues[0]?.message ?? 'Ogiltig förfrågan.';
      throw new AppError(invalid === 'not_found' ? 404 : 400, invalid, message);
    }
  });
}

/**
 * Validates a route's path ids with the one id schema (shared/schemas/ids.ts): `messages` names each id parameter
 * and the Swedish 'not found' text answered, 404 `not_found`, when it is malformed, the same as for an unknown id.
 * Read them with `c.req.valid('param')`. Place it after a body's validator where a bad body was answered first.
 */
export const validateIds = <const Names extends string>(messages: Record<Names, string>) =>
  validate('param', idParams(messages), 'not_found');
