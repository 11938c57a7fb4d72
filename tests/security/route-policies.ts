import { randomUUID } from 'node:crypto';
import { TEST_PASSWORD } from '../factories';
import type { RoutePolicy } from './access-classes';
import { ADMIN_ROUTE_POLICIES } from './admin-route-policies';
import { restoreMemberships, uniqueEmail, type Fixture } from './authz-fixtures';

/*
 * who may call which endpoint. Every route of the app's route table must be listed here (the
 * authorization matrix fails on an unlisted or a stale entry) with its access class (access-classes.ts) and a
 * valid request.
 */

const bookingOfA = (f: Fixture) => ({ id: f.bookingA.id });

/** `METHOD /path` (as in the route table, without a trailing slash) → policy. */
export const ROUTE_POLICIES: Record<string, RoutePolicy> = {
  'GET /api/auth/*': { access: 'auth' },
  'POST /api/auth/*': { access: 'auth' },
  // GET /metrics exists only with METRICS_TOKEN (unset here) and needs it as a bearer token: tests/security/boundary.test.ts.
  'GET /api/health': { access: 'public', ok: 200 },
  'GET /api/ready': { access: 'public', ok: 200 },
  'GET /api/auth-config': { access: 'public', ok: 200 },
  'GET /api/password-reset/status': {
    access: 'public',
    ok: 200,
    request: () => ({ query: { token: randomUUID() } }),
  },
  'GET /api/me': { access: 'public', ok: 200 },
  'GET /api/companies': { access: 'public', ok: 200, request: () => ({ query: { q: 'Testsalong' } }) },
  'GET /api/companies/:slug': {
    access: 'public',
    ok: 200,
    request: (f) => ({ params: { slug: f.world.companyX.slug } }),
  },
  'GET /api/companies/:slug/availability': {
    access: 'public',
    ok: 200,
    request: (f) => ({
      params: { slug: f.world.companyX.slug },
      query: { serviceId: f.world.bookableService, week: f.bookingA.date },
    }),
  },
  // a page of the company's shown reviews.
  'GET /api/companies/:slug/reviews': {
    access: 'public',
    ok: 200,
    request: (f) => ({ params: { slug: f.world.companyX.slug } }),
  },
  'GET /api/me/favourites': { access: 'signed-in', ok: 200 },
  'PUT /api/me/favourites/:companyId': {
    access: 'signed-in',
    ok: 200,
    request: (f) => ({ params: { companyId: f.world.companyX.id } }),
  },
  'DELETE /api/me/favourites/:companyId': {
    access: 'signed-in',
    ok: 200,
    request: (f) => ({ params: { companyId: f.world.companyX.id } }),
  },
  'GET /api/me/watches': { access: 'signed-in', ok: 200 },
  'POST /api/me/watches': {
    access: 'signed-in',
    ok: 201,
    request: (f) => ({
      body: {
        companyId: f.world.companyX.id,
        serviceIds: [f.world.bookableService],
        fromDate: f.bookingA.date,
        toDate: f.bookingA.date,
      },
    }),
  },
  // Only the owner may delete a watch, and nobody learns that another's exists: every signed-in role gets the
  // 404 of an unknown id here (a watch of one's own is deleted in tests/api/watches.test.ts).
  'DELETE /api/me/watches/:id': {
    access: 'signed-in',
    ok: 404,
    request: () => ({ params: { id: randomUUID() } }),
  },
  'GET /api/companies/:slug/events': {
    access: 'public',
    ok: 200,
    stream: true,
    request: (f) => ({ params: { slug: f.world.companyX.slug } }),
  },
  'POST /api/contact': {
    access: 'public',
    ok: 201,
    request: () => ({
      body: { name: 'Test Person', email: uniqueEmail('kontakt'), subject: 'Fråga', message: 'Hej!' },
    }),
  },
  'POST /api/business-registrations': {
    access: 'public',
    ok: 201,
    request: () => ({
      body: {
        contactName: 'Test Person',
        companyName: 'Ny Salong',
        email: uniqueEmail('ny-salong'),
        phone: '070-123 45 67',
        description: 'Klippning och färg',
        categories: ['frisor'],
        password: TEST_PASSWORD,
        confirmPassword: TEST_PASSWORD,
        acceptTerms: true,
      },
    }),
  },
  // Shows every e-mail (codes and links included), hence never mounted with SMTP or in production.
  'GET /api/dev/mail': { access: 'dev-only', ok: 200 },
  // Moves the server's clock and completes passed bookings, hence only in test processes (NODE_ENV=test). Here it
  // does not move the clock, so the other routes' fixtures keep their times.
  'POST /api/dev/clock': { access: 'test-only', ok: 200, request: () => ({ body: { advanceMinutes: 0 } }) },
  'GET /api/dev/sms': { access: 'dev-only', ok: 200 },
  // The dev payment page's API (docs/decisions/047): only for the signed-in owner of the payment; anyone else's id
  // (here an unknown one) is 404. Paying and failing one's own: tests/api/payments.test.ts.
  'GET /api/dev/payments/:id': {
    access: 'signed-in',
    ok: 404,
    request: () => ({ params: { id: randomUUID() } }),
  },
  'POST /api/dev/payments/:id/pay': {
    access: 'signed-in',
    ok: 404,
    request: () => ({ params: { id: randomUUID() }, body: { method: 'card' } }),
  },
  'POST /api/dev/payments/:id/fail': {
    access: 'signed-in',
    ok: 404,
    request: () => ({ params: { id: randomUUID() } }),
  },
  // Stripe's signed events; without STRIPE_WEBHOOK_SECRET (as here) 404 for everyone. Its signature is its only
  // authority: tests/api/payments-stripe.test.ts.
  'POST /api/payments/stripe/webhook': { access: 'public', ok: 404, request: () => ({ body: {} }) },

  'GET /api/me/profile': { access: 'signed-in', ok: 200 },
  'PATCH /api/me/profile': {
    access: 'signed-in',
    ok: 200,
    request: () => ({ body: { firstName: 'Ändrad', age: 40, gender: 'other' } }),
  },
  'PATCH /api/me/preferences': {
    access: 'signed-in',
    ok: 200,
    request: () => ({ body: { emailNotifications: false, smsNotifications: true } }),
  },
  'GET /api/me/history': { access: 'signed-in', ok: 200 },
  'GET /api/me/export': { access: 'signed-in', ok: 200, request: () => ({ query: { format: 'json' } }) },
  'POST /api/me/account/delete-code': { access: 'signed-in', ok: 200 },
  // A real deletion would remove the matrix's shared users (and admins get 409): the call carries a wrong password,
  // which every signed-in role reaches (400 wrong_password). tests/api/personal-data.test.ts covers the deletion.
  'POST /api/me/account/delete': {
    access: 'signed-in',
    ok: 400,
    request: () => ({ body: { password: 'Fel-losenord-1' } }),
  },
  'GET /api/bookings/mine': { access: 'signed-in', ok: 200 },
  'POST /api/bookings': {
    access: 'signed-in',
    ok: 201,
    request: (f) => ({
      body: {
        companyId: f.world.companyX.id,
        serviceId: f.world.bookableService,
        ...f.freeSlot(),
        notes: 'Hej',
      },
    }),
  },

  'GET /api/bookings/:id': { access: 'own-booking', ok: 200, request: (f) => ({ params: bookingOfA(f) }) },
  'GET /api/bookings/:id/calendar.ics': {
    access: 'own-booking',
    ok: 200,
    request: (f) => ({ params: bookingOfA(f) }),
  },
  // the secret calendar subscription address; the token is the credential (no session).
  'GET /calendar/:file': {
    access: 'link-token',
    ok: 200,
    request: () => ({ params: { file: `${'A'.repeat(43)}.ics` } }),
    withToken: (f) => ({ params: { file: `${f.calendarFeedToken}.ics` } }),
  },
  // an uploaded image's variant, from the database (docs/decisions/039).
  'GET /images/:file': { access: 'public', ok: 200, request: (f) => ({ params: { file: f.image } }) },
  'POST /api/bookings/:id/cancel': {
    access: 'own-booking',
    ok: 200,
    request: (f) => ({ params: bookingOfA(f), body: {} }),
  },
  'GET /api/bookings/:id/slots': {
    access: 'own-booking',
    ok: 200,
    request: (f) => ({ params: bookingOfA(f), query: { date: f.freeSlot().date } }),
  },
  'PATCH /api/bookings/:id': {
    access: 'own-booking',
    ok: 200,
    request: (f) => ({ params: bookingOfA(f), body: f.freeSlot() }),
  },
  'POST /api/bookings/:id/feedback': {
    access: 'own-booking',
    ok: 201,
    request: (f) => ({ params: { id: f.completedA }, body: { rating: 4, comment: 'Bra' } }),
  },

  'GET /api/booking-links/cancel': {
    access: 'link-token',
    ok: 200,
    request: () => ({ query: { token: randomUUID() } }),
    withToken: (f) => ({ query: { token: f.bookingA.cancelToken } }),
  },
  'POST /api/booking-links/cancel': {
    access: 'link-token',
    ok: 200,
    request: () => ({ body: { token: randomUUID() } }),
    withToken: (f) => ({ body: { token: f.bookingA.cancelToken } }),
  },
  'POST /api/booking-links/verify': {
    access: 'link-token',
    ok: 200,
    request: () => ({ body: { token: randomUUID().replace(/-/g, '') } }),
    withToken: (f) => ({ body: { token: f.verifyToken } }),
  },
  // the invitee, signed in with the invited address, accepts with the link's token.
  'POST /api/invitations/accept': {
    access: 'invitation',
    ok: 200,
    request: () => ({ body: { token: randomUUID() } }),
    withToken: (f) => ({ body: { token: f.invitationToken } }),
    tokenRole: 'customerB',
    after: restoreMemberships,
  },

  'GET /api/platform/companies': { access: 'operator', ok: 200 },
  'POST /api/platform/companies/:id/approve': {
    access: 'operator',
    ok: 200,
    request: (f) => ({ params: { id: f.pendingCompany }, body: {} }),
  },
  'POST /api/platform/companies/:id/suspend': {
    access: 'operator',
    ok: 200,
    request: (f) => ({ params: { id: f.activeCompany }, body: {} }),
  },
  'GET /api/platform/reviews': { access: 'operator', ok: 200 },
  'POST /api/platform/reviews/:id/hide': {
    access: 'operator',
    ok: 200,
    request: (f) => ({ params: { id: f.reviewA }, body: {} }),
  },
  // a mistaken hide is undone.
  'POST /api/platform/reviews/:id/show': {
    access: 'operator',
    ok: 200,
    request: (f) => ({ params: { id: f.hiddenReviewA }, body: {} }),
  },
  ...ADMIN_ROUTE_POLICIES,
};
