import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type Request } from '@playwright/test';

/** The requests in flight per page, for the pages trackRequests was called on. */
const inFlight = new WeakMap<Page, Set<Request>>();

/**
 * Counts `page`'s requests in flight from now on (event streams excepted: they never end), so that
 * waitUntilSettled can wait for the network to be quiet for 150 ms instead of Playwright's 'networkidle' (500 ms,
 * and never on a page with an event stream). Call it before the page's first navigation; the `page` fixture of
 * fixtures.ts and `visit` of every-route.ts do.
 */
export function trackRequests(page: Page): void {
  if (inFlight.has(page)) return;
  const requests = new Set<Request>();
  inFlight.set(page, requests);
  page.on('request', (request) => {
    if (request.resourceType() !== 'eventsource') requests.add(request);
  });
  const done = (request: Request) => requests.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/** Resolves once `requests` has been empty for `quietMs`, or after `timeoutMs` (a slow poll is not a failure here). */
async function networkQuiet(page: Page, requests: Set<Request>, quietMs = 150, timeoutMs = 2_000) {
  const deadline = Date.now() + timeoutMs;
  let quietSince = requests.size === 0 ? Date.now() : undefined;
  while (Date.now() < deadline) {
    if (requests.size > 0) quietSince = undefined;
    else quietSince ??= Date.now();
    if (quietSince !== undefined && Date.now() - quietSince >= quietMs) return;
    // Lets the page's events arrive between looks.
    await page.waitForTimeout(25);
  }
}

/**
 * In the page: true once no finite animation or transition has been seen running for 300 ms, sampled on every
 * poll; the first call of a wait (`window.__tidvisCalmSince` unset) starts the count.
 */
function calmFor300Ms() {
  const w = window as typeof window & { __tidvisCalmSince?: number };
  const running = document
    .getAnimations()
    .some((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
  const now = performance.now();
  if (running || w.__tidvisCalmSince === undefined) {
    w.__tidvisCalmSince = running ? undefined : now;
    return false;
  }
  return now - w.__tidvisCalmSince >= 300;
}

/**
 * Waits until the page has settled: lazily loaded code, data and images have arrived (no request in flight for
 * 150 ms on a tracked page, see trackRequests; otherwise network idle, or 2 s on a page with an open event stream,
 * which never idles), and no finite animation or transition has run for 300 ms.
 */
export async function waitUntilSettled(page: Page) {
  const requests = inFlight.get(page);
  if (requests) await networkQuiet(page, requests);
  else
    await page.waitForLoadState('networkidle', { timeout: 2_000 }).catch(() => {
      // A page with an open event stream (calendars) never idles; the checks below still apply.
    });
  await page.evaluate(() => {
    delete (window as typeof window & { __tidvisCalmSince?: number }).__tidvisCalmSince;
  });
  await page.waitForFunction(calmFor300Ms, undefined, { polling: 50 });
}

/** The serious and critical findings of one axe run on `page`, as `<rule>: <selector>, …`, and their selectors. */
async function seriousFindings(page: Page): Promise<{ findings: string[]; selectors: string[] }> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  return {
    findings: serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    selectors: serious.flatMap((v) => v.nodes.map((n) => n.target.join(' '))),
  };
}

/**
 * Runs axe on the whole page, toasts included, and fails on serious or critical findings.
 * Waits first until the page has settled (waitUntilSettled): a toast caught while fading in has half-transparent
 * colours, which axe would report as a contrast failure that no user ever sees; a single check for running
 * animations could pass just before a lazily mounted toast starts its slide-in, hence the 300 ms of calm.
 * A toast can also time out while axe runs and fade out under it: when every finding is on an element that is gone
 * once the run ends, the page settles and axe runs once more, and that run's findings count.
 */
export async function expectNoSeriousAxeViolations(page: Page, options: { settled?: boolean } = {}) {
  // `settled: true`: the caller has just waited (every-route.ts's visit), and nothing happened since.
  if (!options.settled) await waitUntilSettled(page);
  const first = await seriousFindings(page);
  let findings = first.findings;
  if (findings.length > 0) {
    const present = await Promise.all(first.selectors.map(async (s) => (await page.locator(s).count()) > 0));
    if (!present.some(Boolean)) {
      await waitUntilSettled(page);
      findings = (await seriousFindings(page)).findings;
    }
  }
  expect(findings).toEqual([]);
}
