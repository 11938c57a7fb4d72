import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

/** What the customer pages cost a browser: JS in gzip KB, whether admin code came along, and LCP/CLS. */
export interface PageReading {
  path: string;
  scripts: string[];
  jsGzipKb: number;
  adminCodeLoaded: boolean;
  lcpMs: number | null;
  cls: number;
}

const observeVitals = () => {
  const w = window as unknown as { __lcp: number | null; __cls: number };
  w.__lcp = null;
  w.__cls = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
      if (!e.hadRecentInput) w.__cls += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
};

/**
 * Loads each path in Debian's Chromium with a cold cache and measures the JavaScript it fetched (each file
 * gzipped at level 9, as a server would send it) and Largest Contentful Paint / Cumulative Layout Shift.
 * A script whose file name contains 'admin' counts as admin code.
 */
export async function measureClient(baseUrl: string, paths: string[]): Promise<PageReading[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  const readings: PageReading[] = [];
  try {
    for (const path of paths) {
      const context = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'sv-SE' });
      const page = await context.newPage();
      await page.addInitScript(observeVitals);
      const scripts = new Map<string, number>();
      page.on('response', async (res) => {
        if (res.request().resourceType() !== 'script') return;
        scripts.set(new URL(res.url()).pathname, gzipSync(await res.body(), { level: 9 }).length);
      });
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      const vitals = await page.evaluate(() => {
        const w = window as unknown as { __lcp: number | null; __cls: number };
        return { lcp: w.__lcp, cls: w.__cls };
      });
      const names = [...scripts.keys()];
      readings.push({
        path,
        scripts: names,
        jsGzipKb: [...scripts.values()].reduce((a, b) => a + b, 0) / 1024,
        adminCodeLoaded: names.some((n) => /admin/i.test(n)),
        lcpMs: vitals.lcp,
        cls: vitals.cls,
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return readings;
}
