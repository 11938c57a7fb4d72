import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';

/** Where the specs' screenshots go; unset (as in CI, where nobody looks at them) means none are taken. */
export const SCREENSHOTS_DIR = process.env.E2E_SCREENSHOTS_DIR;

/**
 * Saves a PNG of `target` (a page, or one element of it) as `<E2E_SCREENSHOTS_DIR>/<name>.png` (`name` may hold sub-folders, e.g.
 * `calendar/day-1280`) for a person to look at; does nothing when E2E_SCREENSHOTS_DIR is unset. A full-page shot
 * of a long page costs a noticeable part of a second, which the suite pays only when someone asked for the
 * pictures.
 */
export async function screenshot(
  target: Page | Locator,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  if (!SCREENSHOTS_DIR) return;
  const file = path.join(SCREENSHOTS_DIR, `${name}.png`);
  mkdirSync(path.dirname(file), { recursive: true });
  if ('goto' in target) await target.screenshot({ path: file, fullPage: options.fullPage ?? false });
  else await target.screenshot({ path: file });
}
