/**
 * The attribute of a server-rendered page's critical `<style>` that names the full stylesheets (space-separated
 * `/assets/….css` URLs) the browser loads once the page's script runs (docs/decisions/054-critical-css.md). Written
 * by src/server/critical-css.ts, read by src/client/lib/full-stylesheets.ts.
 */
export const FULL_STYLESHEETS_ATTRIBUTE = 'data-stylesheets';
