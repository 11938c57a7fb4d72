import type { ClientResponse } from 'hono/client';
import { hc } from 'hono/client';
import type { AppType } from '~/server/app';

// The browser's fetch; the server rendering swaps in one that answers in-process (entry-server.tsx).
let apiFetch: typeof fetch = (input, init) => fetch(input, init);

/** Lets the server rendering answer the typed client's calls in-process (`app.request`), instead of over HTTP. */
export function setApiFetch(fetchImpl: typeof fetch): void {
  apiFetch = fetchImpl;
}

/** The typed API client (Hono RPC) for everything under `/api`. */
export const api = hc<AppType>('/', {
  fetch: (input: RequestInfo | URL, init?: RequestInit) => apiFetch(input, init),
}).api;

/** An error answer of the API: HTTP status, stable `code` and the Swedish `message` to show. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The error body's other fields (e.g. `bookings` of a 409 that lists what a change would touch). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const NETWORK_ERROR_MESSAGE = 'Kunde inte nå servern. Kontrollera din anslutning och försök igen.';

/** Awaits an API call and returns its JSON body, or throws ApiError with the server's message. */
export async function unwrap<T>(call: Promise<ClientResponse<T>>): Promise<T> {
  let res: ClientResponse<T>;
  try {
    res = await call;
  } catch {
    throw new ApiError(0, 'network', NETWORK_ERROR_MESSAGE);
  }
  if (res.status === 204) return undefined as T;
  if (res.ok) return (await res.json()) as T;
  const body = (await res.json().catch(() => null)) as {
    error?: { code?: string; message?: string } & Record<string, unknown>;
  } | null;
  throw new ApiError(
    res.status,
    body?.error?.code ?? 'unknown',
    body?.error?.message ?? 'Ett oväntat fel inträffade. Försök igen.',
    body?.error ?? {},
  );
}

/**
 * Uploads `file` as the multipart field `file` to an image endpoint (`POST /api/admin/settings/logo`,
 * `POST /api/admin/staff/:id/photo`, `POST /api/admin/photos` with `fields` such as its `alt`) and returns its JSON body; throws ApiError with the server's message, or
 * `fallback` when the answer carries none. (The typed client does not send files.)
 */
export async function uploadFile<T>(
  url: string,
  file: File,
  fallback: string,
  fields: Record<string, string> = {},
): Promise<T> {
  const form = new FormData();
  form.append('file', file);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  let res: Response;
  try {
    res = await fetch(url, { method: 'POST', body: form, credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'network', NETWORK_ERROR_MESSAGE);
  }
  const body = (await res.json().catch(() => null)) as
    (T & { error?: { code?: string; message?: string } }) | null;
  if (!res.ok || !body) {
    throw new ApiError(res.status, body?.error?.code ?? 'unknown', body?.error?.message ?? fallback);
  }
  return body;
}
