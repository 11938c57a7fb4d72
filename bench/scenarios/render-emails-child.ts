import { text } from 'node:stream/consumers';
import { emailContentOf } from '../../src/server/mail/booking-email-templates';

/*
 * The child of measureEmailRendering (email-rendering.ts): reads a JSON array of outbox payloads from stdin, renders
 * each once to warm the code up, then once more measured, and prints `{ "cpuMs": … }` (user + system CPU of the
 * measured pass).
 */
const payloads = JSON.parse(await text(process.stdin)) as unknown[];
let bytes = 0;
for (const payload of payloads) bytes += emailContentOf(payload).html.length;
const start = process.cpuUsage();
for (const payload of payloads) bytes += emailContentOf(payload).html.length;
const used = process.cpuUsage(start);
console.log(JSON.stringify({ cpuMs: (used.user + used.system) / 1000, bytes }));
