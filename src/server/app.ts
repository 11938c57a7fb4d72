import { Hono } from 'hono';
import { bearerAuth } from 'hono/bearer-auth';
import { applySwedishZodMessages } from '../shared/zod-locale';
import { forgetSessionAfterAuthWrite, sessionMiddleware } from './auth/session';
import type { AppEnv, Deps } from './context';
import { trustedOrigins } from './env';
import { AppError, handleError } from './errors';
import { withClientAddress } from './security/client-address';
import { limitBodySize, rejectUnacceptableText } from './security/input-text';
import { securityHeaders } from './security/headers';
import { sameOriginWrites } from './security/same-origin';
import { imageRoutes } from './images/images.routes';
import { adminCalendarRoutes } from './features/admin-calendar/admin-calendar.routes';
import { adminCustomersRoutes } from './features/admin-customers/admin-customers.routes';
import { adminDashboardRoutes } from './features/admin-dashboard/admin-dashboard.routes';
import { adminReportsRoutes } from './features/admin-reports/admin-reports.routes';
import { adminServicesRoutes } from './features/admin-services/admin-services.routes';
import { adminSettingsRoutes } from './features/admin-settings/admin-settings.routes';
import { adminStaffRoutes } from './features/admin-staff/admin-staff.routes';
import { authConfigRoutes } from './features/auth-config/auth-config.routes';
import { availabilityRoutes, serveHeldWeek } from './features/availability/availability.routes';
import { bookingLinksRoutes } from './features/booking-links/booking-links.routes';
import { bookingsRoutes } from './features/bookings/bookings.routes';
import {
  adminCalendarFeedRoutes,
  publicCalendarFeedRoutes,
} from './features/calendar-feeds/calendar-feeds.routes';
import { businessRegistrationRoutes } from './features/business-registration/business-registration.routes';
import { companiesRoutes } from './features/companies/companies.routes';
import { companyPhotosRoutes } from './features/company-photos';
import { adminMembersRoutes, invitationRoutes } from './features/company-members/company-members.routes';
import { contactRoutes } from './features/contact/contact.routes';
import { devClockRoutes } from './features/dev-clock/dev-clock.routes';
import { devMailRoutes, devSmsRoutes } from './features/dev-mail/dev-mail.routes';
import { meRoutes } from './features/me/me.routes';
import { passwordResetRoutes } from './features/password-reset/password-reset.routes';
import { platformRoutes } from './features/platform/platform.routes';
import {
  holidayRoutes,
  scheduleExceptionRoutes,
} from './features/schedule-exceptions/schedule-exceptions.routes';
import { privacyRoutes } from './features/privacy/privacy.routes';
import { feedbackRoutes } from './features/profile/feedback.routes';
import { profileRoutes } from './features/profile/profile.routes';
import {
  adminReviewsRoutes,
  companyReviewsRoutes,
  favouritesRoutes,
  platformReviewsRoutes,
} from './features/reviews/reviews.routes';
import { systemRoutes } from './features/system/system.routes';
import { adminPaymentRoutes, devPaymentRoutes, stripeWebhookRoutes } from './features/payments';
import { watchesRoutes } from './features/watches';

applySwedishZodMessages();

/** Whether the dev outbox endpoints (`/api/dev/mail`, `/api/dev/sms`) are served (no SMTP, not production). */
export const devOutboxEnabled = (deps: Deps) => !deps.env.SMTP_URL && deps.env.NODE_ENV !== 'production';

/** Whether `POST /api/dev/clock` is served: only in test processes (`NODE_ENV=test`, which have `testClock`). */
export const devClockEnabled = (deps: Deps) => deps.env.NODE_ENV === 'test' && deps.testClock !== undefined;

/*
 * One router per prefix: where several features serve one prefix, their routes are joined here, so
 * each prefix is mounted once and its routes can be read in one place.
 */
/**
 * `/api/me`: the session's user (me), profile and preferences, personal data (export, deletion), favourites and
 * watches.
 */
const meRouter = new Hono<AppEnv>()
  .route('/', meRoutes)
  .route('/', profileRoutes)
  .route('/', privacyRoutes)
  .route('/', favouritesRoutes)
  .route('/', watchesRoutes);
/** `/api/companies`: search and company pages, a company's availability and its reviews. */
const companiesRouter = new Hono<AppEnv>()
  .route('/', companiesRoutes)
  .route('/', availabilityRoutes)
  .route('/', companyReviewsRoutes);
/** `/api/bookings`: a customer's bookings, and feedback on them. */
const bookingsRouter = new Hono<AppEnv>().route('/', bookingsRoutes).route('/', feedbackRoutes);

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
    // Before anything reads a body: 64 KB, an image upload its own 5 MB.
    .use(limitBodySize)
    .use(sameOriginWrites((requestUrl) => trustedOrigins(deps.env, requestUrl)))
    .route('/', systemRoutes)
    // A week of availability this process holds is answered here, before the text check and the session, which
    // its address already passed and which it does not read (availability.routes.ts).
    .use('/companies/:slug/availability', serveHeldWeek)
    // Before better-auth too: a NUL or a lone surrogate in its bodies reached PostgreSQL as a 500.
    .use(rejectUnacceptableText)
    .on(['GET', 'POST'], '/auth/*', forgetSessionAfterAuthWrite, (c) =>
      deps.auth.handler(withClientAddress(c)),
    )
    .route('/auth-config', authConfigRoutes)
    .route('/password-reset', passwordResetRoutes)
    // The provider's signed events: no session (docs/decisions/047).
    .route('/payments/stripe/webhook', stripeWebhookRoutes)
    .use(sessionMiddleware)
    .route('/me', meRouter)
    .route('/companies', companiesRouter)
    .route('/bookings', bookingsRouter)
    .route('/booking-links', bookingLinksRoutes)
    .route('/contact', contactRoutes)
    .route('/business-registrations', businessRegistrationRoutes)
    .route('/platform/reviews', platformReviewsRoutes)
    .route('/platform', platformRoutes)
    .route('/admin/dashboard', adminDashboardRoutes)
    .route('/admin/reports', adminReportsRoutes)
    .route('/admin/payments', adminPaymentRoutes)
    .route('/admin/calendar', adminCalendarRoutes)
    .route('/admin/services', adminServicesRoutes)
    .route('/admin/settings', adminSettingsRoutes)
    .route('/admin/staff', adminStaffRoutes)
    .route('/admin/photos', companyPhotosRoutes)
    .route('/admin/schedule-exceptions', scheduleExceptionRoutes)
    .route('/admin/holidays', holidayRoutes)
    .route('/admin/customers', adminCustomersRoutes)
    .route('/admin/members', adminMembersRoutes)
    .route('/admin/reviews', adminReviewsRoutes)
    .route('/admin/calendar-feeds', adminCalendarFeedRoutes)
    .route('/invitations', invitationRoutes);

  if (devOutboxEnabled(deps)) api.route('/dev/mail', devMailRoutes).route('/dev/sms', devSmsRoutes);
  if (devClockEnabled(deps)) api.route('/dev/clock', devClockRoutes);
  if (deps.payments?.name === 'dev') api.route('/dev/payments', devPaymentRoutes);

  const app = new Hono()
    .use(securityHeaders(deps.env))
    // While the process shuts down, clients are asked not to reuse their connection (server/shutdown.ts).
    .use(async (c, next) => {
      await next();
      if (deps.lifecycle.draining) c.header('Connection', 'close');
    })
    .route('/api', api)
    // Uploaded images, from the database: outside /api, no session (docs/decisions/039).
    .route(
      '/images',
      new Hono<AppEnv>()
        .use(async (c, next) => {
          c.set('deps', deps);
          await next();
        })
        .route('/', imageRoutes),
    )
    // The secret calendar subscription addresses: outside /api, no session, same error answers.
    .route(
      '/calendar',
      new Hono<AppEnv>()
        .use(async (c, next) => {
          c.set('deps', deps);
          await next();
        })
        .use(limitBodySize)
        .route('/', publicCalendarFeedRoutes),
    );
  // An unknown /api path is a JSON 404, not the SPA that main.ts serves for every other GET.
  app.all('/api/*', () => {
    throw new AppError(404, 'not_found', 'Sidan finns inte');
  });
  app.all('/images/*', () => {
    throw new AppError(404, 'not_found', 'Bilden finns inte');
  });
  const metricsToken = deps.env.METRICS_TOKEN;
  if (metricsToken) {
    // Prometheus scrapes with `Authorization: Bearer <METRICS_TOKEN>`; without the variable there is no /metrics.
    app.get('/metrics', bearerAuth({ token: metricsToken }), async (c) =>
      c.text(await deps.metrics.registry.metrics(), 200, {
        'content-type': deps.metrics.registry.contentType,
      }),
    );
  }
  // The one error handler and the one not-found answer are the served app's: Hono uses neither of a mounted app.
  // It catches a throw where it happens, so the middleware around it (metrics, headers) sees the error's answer; a
  // mounted app's own onError would wrap each of its routes in a new composition on every request (7 KB a request).
  app.onError(handleError);
  return app;
}

export type AppType = ReturnType<typeof createApp>;
