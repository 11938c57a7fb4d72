import { Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { deleteAccountBodySchema, exportQuerySchema } from '../../../shared/schemas/privacy';
import { requireUser, signedIn } from '../../auth/guards';
import type { AppEnv } from '../../context';
import { databaseRateLimit } from '../../security/rate-limit';
import { validate } from '../../validation';
import { deleteAccount, sendDeletionCode } from './account-deletion.service';
import { exportUserData, renderExportHtml } from './export.service';

/** Per client address: exports per hour, deletion codes and deletion attempts per 15 minutes. */
export const EXPORT_LIMIT = 10;
export const DELETION_CODE_LIMIT = 5;
export const DELETION_LIMIT = 10;

const exportRateLimit = databaseRateLimit('data-export', EXPORT_LIMIT, 60 * 60_000);
const deletionCodeRateLimit = databaseRateLimit('account-deletion-code', DELETION_CODE_LIMIT, 15 * 60_000);
const deletionRateLimit = databaseRateLimit('account-deletion', DELETION_LIMIT, 15 * 60_000);

/** better-auth's session cookies, plain and `__Secure-` (https); cleared when the account is gone. */
const SESSION_COOKIES = [
  'better-auth.session_token',
  'better-auth.session_data',
  'better-auth.dont_remember',
];

/**
 * The customer's GDPR rights, mounted on `/api/me`. Every endpoint is 401 `unauthorized` for
 * guests and 429 `rate_limited` past its limit (per client address; off under NODE_ENV=test).
 * - `GET /api/me/export?format=json|html` -> a download (`Content-Disposition: attachment`) of everything Tidvis
 *   holds about the user: `DataExport` JSON (`tidvis-mina-uppgifter-YYYY-MM-DD.json`) or the same as a readable HTML
 *   page (`.html`); 400 for another format. Logged as 'customer_data_exported' without the data.
 * - `POST /api/me/account/delete-code` -> `{ sent: true }`; e-mails a 6-digit code valid 10 minutes.
 * - `POST /api/me/account/delete` body `{ password }` or `{ code }` -> `{ deleted: true, cancelledBookings }` and
 *   cleared session cookies: the account is deleted (deleteAccount). 400 `invalid_input` (neither or both),
 *   `wrong_password`, `wrong_code`; 409 `company_admin` ('Du administrerar ett företag …').
 */
export const privacyRoutes = new Hono<AppEnv>()
  .get('/export', signedIn, exportRateLimit, validate('query', exportQuerySchema), async (c) => {
    const { format } = c.req.valid('query');
    const now = c.var.deps.clock();
    const data = await exportUserData(c.var.deps.db, requireUser(c), format, now);
    const filename = `tidvis-mina-uppgifter-${data.exportedAt.slice(0, 10)}.${format}`;
    c.header('Cache-Control', 'no-store');
    c.header('Content-Disposition', `attachment; filename="${filename}"`);
    if (format === 'html') return c.html(renderExportHtml(data));
    return c.body(JSON.stringify(data, null, 2), 200, { 'Content-Type': 'application/json; charset=utf-8' });
  })
  .post('/account/delete-code', signedIn, deletionCodeRateLimit, async (c) => {
    await sendDeletionCode(c.var.deps, requireUser(c), c.var.deps.clock());
    return c.json({ sent: true as const });
  })
  .post(
    '/account/delete',
    signedIn,
    deletionRateLimit,
    validate('json', deleteAccountBodySchema),
    async (c) => {
      const { cancelledBookings } = await deleteAccount(
        c.var.deps,
        requireUser(c),
        c.req.valid('json'),
        c.var.deps.clock(),
      );
      for (const name of SESSION_COOKIES) {
        deleteCookie(c, name, { path: '/' });
        deleteCookie(c, `__Secure-${name}`, { path: '/', secure: true });
      }
      return c.json({ deleted: true as const, cancelledBookings });
    },
  );
