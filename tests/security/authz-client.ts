import { ROLES, type Role, type World } from './authz-fixtures';
import type { RequestSpec } from './access-classes';

/** The answer of one call: status and body text (of a stream, its first event). */
export interface Answer {
  status: number;
  text: string;
}

/** Reads a server-sent event stream until its first complete event, then hangs up. */
async function firstEvent(res: Response, controller: AbortController): Promise<string> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  while (!/event: .*\n(?:.*\n)*?\n/.test(text)) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value);
  }
  controller.abort();
  await reader.cancel().catch(() => {});
  return text;
}

/**
 * Calls `METHOD /path/:param` of the app as `role` (its session cookie, the app's own origin): params filled
 * from `spec.params`, `spec.query` as query string, `spec.body` as JSON (a string is sent as it is, malformed
 * JSON included) or `spec.upload` as the multipart field `file` (with `spec.fields` beside it).
 */
export async function callRoute(
  world: World,
  role: Role,
  route: string,
  spec: RequestSpec,
  stream = false,
): Promise<Answer> {
  const [method = 'GET', pattern = ''] = route.split(' ');
  const path = pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = spec.params?.[name];
    if (value === undefined) throw new Error(`${route}: the policy's request gives no :${name}`);
    return encodeURIComponent(value);
  });
  const search = spec.query ? `?${new URLSearchParams(spec.query).toString()}` : '';
  const headers: Record<string, string> = { origin: 'http://localhost:3000' };
  if (world.cookies[role]) headers.cookie = world.cookies[role];
  let body: BodyInit | undefined;
  if (spec.upload) {
    body = new FormData();
    body.set('file', new Blob([new Uint8Array(spec.upload)], { type: 'image/png' }), 'logga.png');
    for (const [name, value] of Object.entries(spec.fields ?? {})) body.set(name, value);
  } else if (spec.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = typeof spec.body === 'string' ? spec.body : JSON.stringify(spec.body);
  }
  const controller = new AbortController();
  const res = await world.ctx.app.request(`${path}${search}`, {
    method,
    headers,
    body,
    signal: controller.signal,
  });
  const isStream = stream && (res.headers.get('content-type') ?? '').includes('text/event-stream');
  return { status: res.status, text: isStream ? await firstEvent(res, controller) : await res.text() };
}

/**
 * One cell of the matrix: what a role got from a route, and what was wrong with it (empty when right); `link` the
 * call with a link's real token, `other` X's staff account naming another member's booking or customer.
 */
export interface Cell {
  route: string;
  column: Role | 'link' | 'other';
  status: number;
  problems: string[];
}

/** The matrix as text: route × role → status, `!` marking a wrong cell; then every problem. */
export function formatMatrix(cells: Cell[]): string {
  const columns: Cell['column'][] = [...ROLES, 'link', 'other'];
  const routes = [...new Set(cells.map((c) => c.route))];
  const width = Math.max(...routes.map((r) => r.length));
  const lines = [['route'.padEnd(width), ...columns.map((c) => c.padStart(9))].join(' ')];
  for (const route of routes) {
    const row = columns.map((column) => {
      const cell = cells.find((c) => c.route === route && c.column === column);
      return (cell ? `${cell.status}${cell.problems.length ? '!' : ' '}` : '-').padStart(9);
    });
    lines.push([route.padEnd(width), ...row].join(' '));
  }
  const wrong = cells.filter((c) => c.problems.length);
  if (wrong.length)
    lines.push('', 'problems:', ...wrong.map((c) => `  ${c.route} as ${c.column}: ${c.problems.join('; ')}`));
  return lines.join('\n');
}
