import { config } from 'zod/v4/core';
import sv from 'zod/v4/locales/sv.js';

/**
 * Makes zod's built-in messages Swedish (our schemas carry their own texts; this covers the rest, such as a wrong
 * type). Imports only the Swedish locale so the client's entry chunk stays small. Also turns zod's JIT off
 * (`jitless`): it probes `new Function`, which our Content Security Policy (no `'unsafe-eval'`)
 * reports as a violation on every page with a form. Must run before the first schema is built (shared/zod.ts).
 */
export function applySwedishZodMessages(): void {
  config({ ...sv(), jitless: true });
}
