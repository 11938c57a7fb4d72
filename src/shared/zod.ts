// eslint-disable-next-line no-restricted-imports -- the one module that may load zod itself.
import { z } from 'zod';
import { applySwedishZodMessages } from './zod-locale';

// Applied here rather than in the client's entry so zod is loaded only by the pages that validate something.
applySwedishZodMessages();

/**
 * zod with Swedish built-in messages (e.g. a wrong type). Shared schemas and client code import `z` from here, never
 * from 'zod' directly, so no schema can be used before the messages are Swedish. The server applies them at start too.
 */
export { z };
