import autocannon, { type Request } from 'autocannon';

/** What one load run measured: latency in ms, throughput in requests per second, and failures. */
export interface LoadResult {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  statusCodes: Record<string, number>;
}

export interface LoadOptions {
  baseUrl: string;
  /** Parallel connections (50 for latency runs). */
  connections: number;
  /** Seconds to run; or `amount` requests in all. */
  durationSeconds?: number;
  amount?: number;
  /** Builds request number `n` (0-based, counted across all connections). */
  request: (n: number) => Request;
}

/** Runs autocannon against `baseUrl` and summarises the result. */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  let counter = 0;
  // autocannon notices a reached `amount` only on its one-second tick, so its own duration and average would
  // round a 10 s run by up to 10 %; the throughput is taken from the first request to the last answer instead.
  const started = performance.now();
  let lastAnswer = started;
  const result = await autocannon({
    url: options.baseUrl,
    connections: options.connections,
    ...(options.amount ? { amount: options.amount } : { duration: options.durationSeconds ?? 10 }),
    requests: [
      {
        setupRequest: (req: Request) => ({ ...req, ...options.request(counter++) }),
        onResponse: () => {
          lastAnswer = performance.now();
        },
      },
    ],
  });
  const statusCodes: Record<string, number> = {};
  for (const [code, stats] of Object.entries(result.statusCodeStats ?? {}))
    statusCodes[code] = stats.count ?? 0;
  return {
    requests: result.requests.total,
    rps: (result.requests.total * 1000) / (lastAnswer - started),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    statusCodes,
  };
}

/**
 * Signs in `email` through better-auth and returns the session cookie header value. `address` is sent as
 * `X-Forwarded-For`: a server behind one trusted proxy hop (TRUSTED_PROXY_HOPS=1) counts its per-address sign-in
 * limits for it, as for customers signing in from their own addresses.
 */
export async function signIn(
  baseUrl: string,
  email: string,
  password: string,
  address?: string,
): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: baseUrl,
      ...(address ? { 'x-forwarded-for': address } : {}),
    },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email} failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
