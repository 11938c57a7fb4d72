import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

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
 * Waits until the page has settled: lazily loaded code, data and images have arrived (network idle, or 2 s on a
 * page with an open event stream, which never idles), and no finite animation or transition has run for 300 ms.
 */
export async function waitUntilSettled(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 2_000 }).catch(() => {
    // A page with an open event stream (calendars) never idles; the checks below still apply.
  });
  await page.evaluate(() => {
    delete (window as typeof window & { __tidvisCalmSince?: number }).__tidvisCalmSince;
  });
  await page.waitForFunction(calmFor300Ms, undefined, { polling: 50 });
}

/**
 * Runs axe on the whole page, toasts included, and fails on serious or critical findings.
 * Waits first until the page has settled (waitUntilSettled): a toast caught while fading in has half-transparent
 * colours, which axe would report as a contrast failure that no user ever sees; a single check for running
 * animations could pass just before a lazily mounted toast starts its slide-in, hence the 300 ms of calm.
 */
export async function expectNoSeriousAxeViolations(page: Page) {
  await waitUntilSettled(page);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
