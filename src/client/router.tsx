import type { RouteObject } from 'react-router';

/**
 * The `handle` of a route the server renders (a public page, or the customer layout around them): its module
 * under src/client, so the server can put `<link rel="modulepreload">` for the module's chunk and its imports into the
 * rendered page's head (src/server/ssr.ts, through the build manifest). Input: the path as in the route's `import()`.
 */
export function preloaded(module: string): { module: string } {
  return { module: `src/client/${module}.tsx` };
}

/**
 * The route table (customer-side §2, admin-side). Every page is a lazy chunk exporting `Component`, so the
 * landing and search pages load only their own code. It is rendered by `useRoutes` (route-elements.tsx), under
 * the browser's history in main.tsx and a static router on the server (entry-server.tsx, docs/decisions/016 and
 * 051-router-without-data-router.md).
 */
export const routes: RouteObject[] = [
  { path: '/', lazy: () => import('./pages/landing-page'), handle: preloaded('pages/landing-page') },
  { path: '/auth', lazy: () => import('./pages/auth-page') },
  { path: '/forgot-password', lazy: () => import('./pages/forgot-password-page') },
  { path: '/reset-password', lazy: () => import('./pages/reset-password-page') },
  { path: '/dev/mail', lazy: () => import('./pages/dev-mail-page') },
  // The dev payment provider's checkout (docs/decisions/047; the server serves its API only without Stripe).
  { path: '/dev/payment/:paymentId', lazy: () => import('./pages/dev-payment-page') },
  { path: '/verify-booking', lazy: () => import('./pages/verify-booking-page') },
  { path: '/booking-confirmed', lazy: () => import('./pages/booking-confirmed-page') },
  { path: '/booking-error', lazy: () => import('./pages/booking-error-page') },
  { path: '/cancel-booking', lazy: () => import('./pages/cancel-booking-page') },
  // The company's booking widget: framed by other sites, no marketplace layout.
  // `/embed/:slug` and its sign-in pop-up `/embed/:slug/complete`.
  { path: '/embed/*', lazy: () => import('./pages/embed-page') },
  {
    lazy: () => import('./layouts/customer-layout'),
    handle: preloaded('layouts/customer-layout'),
    children: [
      {
        path: '/search',
        lazy: () => import('./pages/search-page'),
        handle: preloaded('pages/search-page'),
      },
      {
        path: '/companies',
        lazy: () => import('./pages/search-page'),
        handle: preloaded('pages/search-page'),
      },
      {
        path: '/booking/:slug',
        lazy: () => import('./pages/booking-page'),
        handle: preloaded('pages/booking-page'),
      },
      { path: '/my-bookings', lazy: () => import('./pages/my-bookings-page') },
      { path: '/faq', lazy: () => import('./pages/faq-page'), handle: preloaded('pages/faq-page') },
      { path: '/terms', lazy: () => import('./pages/terms-page'), handle: preloaded('pages/terms-page') },
      { path: '/gdpr', lazy: () => import('./pages/gdpr-page'), handle: preloaded('pages/gdpr-page') },
      {
        path: '/contact',
        lazy: () => import('./pages/contact-page'),
        handle: preloaded('pages/contact-page'),
      },
      { path: '/profile', lazy: () => import('./pages/profile-page') },
      {
        path: '/business-registration',
        lazy: () => import('./pages/business-registration-page'),
        handle: preloaded('pages/business-registration-page'),
      },
      // Any unknown path, in the same frame as every other page.
      {
        path: '*',
        lazy: () => import('./pages/not-found-page'),
        handle: preloaded('pages/not-found-page'),
      },
      {
        lazy: () => import('./features/platform/platform-guard'),
        children: [{ path: '/platform/companies', lazy: () => import('./pages/platform-companies-page') }],
      },
      {
        lazy: () => import('./features/session/user-guard'),
        children: [
          { path: '/dashboard', lazy: () => import('./pages/dashboard-page') },
          { path: '/edit-booking/:id', lazy: () => import('./pages/edit-booking-page') },
          // Where the payment provider returns the customer (docs/decisions/047).
          { path: '/payment/:bookingId', lazy: () => import('./pages/payment-page') },
        ],
      },
    ],
  },
  // The admin side.
  { path: '/admin/login', lazy: () => import('./pages/admin-login-page') },
  { path: '/admin/invitation', lazy: () => import('./pages/admin-invitation-page') },
  {
    lazy: () => import('./features/admin-session/admin-guard'),
    children: [
      {
        lazy: () => import('./layouts/admin-layout'),
        children: [
          { path: '/admin/dashboard', lazy: () => import('./pages/admin-dashboard-page') },
          { path: '/admin/calendar', lazy: () => import('./pages/admin-calendar-page') },
          { path: '/admin/customers', lazy: () => import('./pages/admin-customers-page') },
          { path: '/admin/services', lazy: () => import('./pages/admin-services-page') },
          { path: '/admin/staff', lazy: () => import('./pages/admin-staff-page') },
          { path: '/admin/settings', lazy: () => import('./pages/admin-settings-page') },
          { path: '/admin/reviews', lazy: () => import('./pages/admin-reviews-page') },
          { path: '/admin/reports', lazy: () => import('./pages/admin-reports-page') },
          { path: '/admin/*', lazy: () => import('./pages/not-found-page') },
        ],
      },
    ],
  },
];
