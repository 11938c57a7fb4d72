import { Hono } from 'hono';
import { applySwedishZodMessages } from '../shared/zod-locale';
import { sessionMiddleware } from './auth/session';
import type { AppEnv, Deps } from './context';
import { AppError, handleError } from './errors';
import { adminCalendarRoutes } from './features/admin-calendar/admin-calendar.routes';
import { adminCustomersRoutes } from './features/admin-customers/admin-customers.routes';
import { adminDashboardRoutes } from './features/admin-dashboard/admin-dashboard.routes';
import { adminServicesRoutes } from './features/admin-services/admin-services.routes';
import { adminSettingsRoutes } from './features/admin-settings/admin-settings.routes';
import { availabilityRoutes } from './features/availability/availability.routes';
import { bookingsRoutes } from './features/bookings/bookings.routes';
import { companiesRoutes } from './features/companies/companies.routes';
import { devMailRoutes } from './features/dev-mail/dev-mail.routes';
import { meRoutes } from './features/me/me.routes';
import { systemRoutes } from './features/system/system.routes';

applySwedishZodMessages();

/** Whether the dev outbox endpoints are served (no SMTP, not production). */
export const devOutboxEnabled = (deps: Deps) => !deps.env.SMTP_URL && deps.env.NODE_ENV !== 'production';

/**
 * Builds the HTTP API on `/api` (used by main.ts and by the API tests). Static files are added by main.ts.
 */
export function createApp(deps: Deps) {
  const api = new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set('deps', deps);
      await next();
    })
    .use(deps.metrics.middleware)
    .route('/', systemRoutes)
    .on(['GET', 'POST'], '/auth/*', (c) => deps.auth.handler(c.req.raw))
    .use(sessionMiddleware)
    .route('/me', meRoutes)
    .route('/companies', companiesRoutes)
    .route('/companies', availabilityRoutes)
    .route('/bookings', bookingsRoutes)
    .route('/admin/dashboard', adminDashboardRoutes)
    .route('/admin/calendar', adminCalendarRoutes)
    .route('/admin/services', adminServicesRoutes)
    .route('/admin/settings', adminSettingsRoutes)
    .route('/admin/customers', adminCustomersRoutes);

  if (devOutboxEnabled(deps)) api.route('/dev/mail', devMailRoutes);

  api.notFound(() => {
    throw new AppError(404, 'not_found', 'Sidan finns inte');
  });
  api.onError(handleError);

  const app = new Hono().route('/api', api);
  app.get('/metrics', async (c) => c.text(await deps.metrics.registry.metrics(), 200, { 'content-type': deps.metrics.registry.contentType }));
  app.onError(handleError);
  return app;
}

export type AppType = ReturnType<typeof createApp>;
