import { config } from 'zod/v4/core';
import sv from 'zod/v4/locales/sv.js';

/**
 * Makes zod's built-in messages Swedish (our schemas carry their own texts; this covers the rest, such as a wrong
 * type). Imports only the Swedish locale so the client's entry chunk stays small.
 */
export function applySwedishZodMessages(): void {
  config(sv());
}
