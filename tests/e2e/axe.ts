import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** True when no finite animation or transition is running on the page. */
function noFiniteAnimationRunning() {
  return document
    .getAnimations()
    .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity);
}

/**
 * Runs axe on the whole page, toasts included, and fails on serious or critical findings.
 * Waits first until the page has settled: lazily loaded code (the toaster is fetched after the first paint) has
 * arrived, and no finite animation or transition has run for 300 ms. A toast caught while fading in has
 * half-transparent colours, which axe would report as a contrast failure that no user ever sees; a single check
 * for running animations could pass just before a lazily mounted toast starts its slide-in.
 */
export async function expectNoSeriousAxeViolations(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 2_000 }).catch(() => {
    // A page with an open event stream (calendars) never idles; the animation check below still applies.
  });
  for (let settledChecks = 0; settledChecks < 2;) {
    await page.waitForFunction(noFiniteAnimationRunning);
    await page.waitForTimeout(150);
    settledChecks = (await page.evaluate(noFiniteAnimationRunning)) ? settledChecks + 1 : 0;
  }
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
