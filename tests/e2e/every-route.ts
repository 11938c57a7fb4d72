import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { todayInZone, weekStart, addDays } from '../../src/shared/dates';
import { NAME_MAX_LENGTH } from '../../src/shared/schemas/names';
import { trackRequests, waitUntilSettled } from './axe';
import { firstFreeSlot } from './booking-api';
import { signIn as fixtureSignIn, signInAsAdmin, type Account } from './fixtures';

export { ADMIN, ANNA, OPERATOR } from './fixtures';

/*
 * the routes of every role and the long data the overflow and axe specs visit them with. The data is made
 * through the app's own API (not the seed) and put back afterwards where it replaced demo values.
 */

export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 900 };

/** ~60 characters without a space (a word the browser cannot break) and with spaces. */
export const LONG_WORD = 'Hårochskönhetsvårdsspecialisternapågamlastansbakgatorialltid';
export const LONG_WORDS = 'Anna-Karin Lundqvist Johansson Wallenberg Bernadotte af Wisborg';
export const LONG_EMAIL = 'anna-karin.lundqvist-johansson.test@mycket-langt-foretagsnamn.example.se';
const LONG_TEXT =
  `${LONG_WORD} ${'Ett mycket långt svar som fortsätter rad efter rad med fler ord. '.repeat(6)}`.trim();

export const PUBLIC_ROUTES = [
  '/',
  '/auth',
  '/auth?tab=signup',
  '/forgot-password',
  '/reset-password?token=x',
  '/dev/mail',
  '/verify-booking?token=x',
  '/booking-confirmed',
  '/booking-error',
  '/cancel-booking?token=00000000-0000-4000-8000-000000000000',
  '/search',
  '/search?q=salong',
  '/search?kategori=frisor&stad=stockholm&ledigt=idag',
  '/companies',
  '/booking/salong-solros',
  '/embed/salong-solros',
  '/my-bookings',
  '/faq',
  '/terms',
  '/gdpr',
  '/contact',
  '/profile',
  '/business-registration',
  '/dashboard',
  '/admin/login',
  '/admin/invitation?token=x',
  '/no-such-page',
];

export const CUSTOMER_ROUTES = [
  '/',
  '/search',
  '/search?q=salong',
  '/booking/salong-solros',
  '/my-bookings',
  '/profile',
  '/dashboard',
  '/faq',
  '/contact',
  '/business-registration',
];

export const ADMIN_ROUTES = [
  '/admin/dashboard',
  '/admin/calendar',
  '/admin/customers',
  '/admin/services',
  '/admin/staff',
  '/admin/reviews',
  '/admin/reports',
  '/admin/settings?tab=company',
  '/admin/settings?tab=photos',
  '/admin/settings?tab=schedule',
  '/admin/settings?tab=payments',
  '/admin/settings?tab=notifications',
  '/admin/settings?tab=admins',
  '/admin/settings?tab=widget',
  '/admin/no-such-page',
];

export const OPERATOR_ROUTES = ['/platform/companies', '/dashboard', '/profile'];

/** Signs in through the customer form and waits for `landing`. */
export async function signIn(page: Page, who: Account, landing: RegExp) {
  await fixtureSignIn(page, who, { path: '/auth?tab=login', landing });
}

/** Signs in through the admin form and waits for the dashboard. */
export const signInAdmin = (page: Page) => signInAsAdmin(page);

/**
 * Opens `path` and waits for its heading, data, lazy chunks and fonts; then scrolls down the page a window at a
 * time, so parts loaded when they come into view (the company page's information and reviews) are there too, and
 * back to the top.
 */
export async function visit(page: Page, path: string) {
  trackRequests(page);
  await page.goto(path);
  await page.waitForLoadState('load');
  await expect(page.locator('h1, h2').first()).toBeVisible();
  await page.evaluate(async () => {
    // The height is read on each step: what loads on the way makes the page longer. At most 40 steps.
    // Two frames per step are enough for an IntersectionObserver to see what came into view.
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let y = 0, i = 0; y < document.documentElement.scrollHeight && i < 40; y += innerHeight, i++) {
      scrollTo(0, y);
      await frame();
      await frame();
    }
  });
  await waitUntilSettled(page);
  await page.evaluate(() => scrollTo(0, 0));
}

/** A screenshot's name (tests/e2e/screenshots.ts) for a route: `every-route/<role>-<width>-<path>`. */
export function shotPath(role: string, width: number, path: string) {
  const slug = path.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '_') || 'home';
  return `every-route/${role}-${width}-${slug}`;
}

async function ok(res: Awaited<ReturnType<APIRequestContext['get']>>, what: string) {
  expect(res.ok(), `${what}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as Record<string, unknown>;
}

/**
 * As the signed-in Salong Solros admin (`request` carries the session): renames the company to a long word, adds a
 * staff member and a service with long names, books a new customer with a long name and e-mail this week and
 * answers a review at length. Returns the undo, to call with an admin's request context (the company's name back, the new staff member, service and
 * booking removed).
 */
export async function makeLongAdminData(
  request: APIRequestContext,
): Promise<(admin: APIRequestContext) => Promise<void>> {
  const { company } = (await ok(await request.get('/api/admin/settings'), 'settings')) as {
    company: {
      name: string;
      email: string;
      phone: string | null;
      street: string | null;
      postcode: string | null;
      city: string | null;
    };
  };
  await ok(
    await request.patch('/api/admin/settings/company', {
      data: {
        name: `${LONG_WORD} ${LONG_WORDS}`.slice(0, 100),
        email: company.email,
        phone: company.phone,
        street: company.street,
        postcode: company.postcode,
        city: company.city,
      },
    }),
    'company name',
  );
  const staff = (await ok(
    await request.post('/api/admin/staff', { data: { name: LONG_WORD, title: LONG_WORDS.slice(0, 60) } }),
    'staff',
  )) as { id: string };
  const { service } = (await ok(
    await request.post('/api/admin/services', {
      data: { name: `Färgning och ${LONG_WORD}`, description: LONG_TEXT, price: 1250, durationMinutes: 45 },
    }),
    'service',
  )) as { service: { id: string } };

  const today = todayInZone(new Date());
  let slot;
  try {
    slot = await firstFreeSlot(request, 'salong-solros', 'Herrklippning', weekStart(today));
  } catch {
    slot = await firstFreeSlot(request, 'salong-solros', 'Herrklippning', addDays(weekStart(today), 7));
  }
  const { booking } = (await ok(
    await request.post('/api/admin/calendar/bookings', {
      data: {
        customer: { name: LONG_WORDS, email: LONG_EMAIL, phone: null },
        serviceId: slot.serviceId,
        date: slot.date,
        startTime: slot.startTime,
        notes: LONG_TEXT.slice(0, 500),
      },
    }),
    'booking',
  )) as { booking: { id: string } };

  const { reviews } = (await ok(await request.get('/api/admin/reviews'), 'reviews')) as {
    reviews: { id: string; answer: string | null }[];
  };
  const open = reviews.find((r) => !r.answer);
  if (open)
    await ok(
      await request.post(`/api/admin/reviews/${open.id}/answer`, { data: { answer: LONG_TEXT } }),
      'answer',
    );

  return async (admin) => {
    await admin.post(`/api/admin/calendar/bookings/${booking.id}/cancel`);
    await admin.delete(`/api/admin/services/${service.id}`);
    await admin.delete(`/api/admin/staff/${staff.id}`);
    await admin.patch('/api/admin/settings/company', {
      data: {
        name: company.name,
        email: company.email,
        phone: company.phone,
        street: company.street,
        postcode: company.postcode,
        city: company.city,
      },
    });
  };
}

/** As the signed-in customer: a long first and last name; returns the undo. */
export async function makeLongProfile(request: APIRequestContext): Promise<() => Promise<void>> {
  const { profile } = (await ok(await request.get('/api/me/profile'), 'profile')) as {
    profile: {
      firstName: string;
      lastName: string | null;
      phone: string | null;
      age: number | null;
      gender: string;
    };
  };
  const keep = {
    firstName: profile.firstName,
    lastName: profile.lastName,
    phone: profile.phone,
    age: profile.age,
    gender: profile.gender,
  };
  await ok(
    await request.patch('/api/me/profile', {
      // The longest name the app takes: 'Förnamn Efternamn' is at most 100 characters (shared/schemas/names.ts).
      data: {
        ...keep,
        firstName: LONG_WORD,
        lastName: LONG_WORDS.slice(0, NAME_MAX_LENGTH - LONG_WORD.length - 1),
      },
    }),
    'long profile',
  );
  return async () => {
    await request.patch('/api/me/profile', { data: keep });
  };
}

/** Whether the document scrolls sideways: `"<path>: <scrollWidth> px > <clientWidth> px"` or null. */
export async function pageOverflow(page: Page, path: string): Promise<string | null> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  return scrollWidth > clientWidth ? `${path}: ${scrollWidth} px > ${clientWidth} px` : null;
}

/**
 * Parts that stick out of their card sideways (a button pushed past the card's edge by its neighbour, say), which
 * the page's own width does not show while the card is narrower than the window. Only the outermost such element is
 * named; elements inside a box that scrolls or clips sideways, fixed ones and hidden ones are not counted. Each as
 * `"<path>: <tag.class> «text» sticks out of its card by <n> px"`.
 */
export async function escapingCards(page: Page, path: string): Promise<string[]> {
  const found = await page.evaluate(() => {
    const out: string[] = [];
    for (const card of Array.from(document.querySelectorAll<HTMLElement>('[data-slot="card"]'))) {
      const box = card.getBoundingClientRect();
      if (box.width <= 2 || box.height <= 2) continue;
      const named = new Set<Element>();
      for (const el of Array.from(card.querySelectorAll<HTMLElement>('*'))) {
        const rect = el.getBoundingClientRect();
        if (rect.width <= 2 || rect.height <= 2) continue;
        const by = Math.max(rect.right - box.right, box.left - rect.left);
        if (by <= 1) continue;
        const cs = getComputedStyle(el);
        if (cs.position === 'fixed' || cs.visibility === 'hidden') continue;
        if (el.closest('[aria-hidden="true"], [hidden], [data-state="closed"]')) continue;
        let inside = false;
        for (let p = el.parentElement; p && p !== card; p = p.parentElement) {
          if (named.has(p) || getComputedStyle(p).overflowX !== 'visible') inside = true;
        }
        if (inside) continue;
        named.add(el);
        const cls = typeof el.className === 'string' ? el.className.split(' ').slice(0, 4).join('.') : '';
        const text = (el.innerText ?? '').trim().replace(/\s+/g, ' ').slice(0, 50);
        out.push(
          `${el.tagName.toLowerCase()}.${cls} «${text}» sticks out of its card by ${Math.round(by)} px`,
        );
      }
    }
    return out;
  });
  return found.map((f) => `${path}: ${f}`);
}

/**
 * Text the page cuts without telling: visible elements with text whose content overflows a hidden/clipped box, and
 * which lack an ellipsis (`text-overflow: ellipsis` or a line clamp) or a full value on hover/focus (a `title` on it
 * or an ancestor, or an `aria-label` holding the text). Only boxes whose children are all inline count (a container
 * clipping decoration cuts no text); a box 2–4 px taller than its clamp (descenders) is not cut. Each as `"<path>: <tag.class> «text»"`.
 */
export async function cutText(page: Page, path: string): Promise<string[]> {
  const found = await page.evaluate(() => {
    const out: string[] = [];
    const clipped = (v: string) => v === 'hidden' || v === 'clip';
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      const text = (el.innerText ?? '').trim().replace(/\s+/g, ' ');
      if (!text) continue;
      // Only boxes of text (every child inline): a container clipping decoration or blocks cuts no text itself.
      const blockChild = Array.from(el.children).some(
        (c) => !/^(inline|contents)/.test(getComputedStyle(c).display),
      );
      if (blockChild) continue;
      const rect = el.getBoundingClientRect();
      if (rect.width <= 2 || rect.height <= 2) continue; // sr-only, collapsed
      if (el.closest('[aria-hidden="true"], [hidden], [data-state="closed"]')) continue;
      const cs = getComputedStyle(el);
      if (cs.visibility === 'hidden') continue;
      const wide = clipped(cs.overflowX) && el.scrollWidth > el.clientWidth + 1;
      const tall =
        clipped(cs.overflowY) && cs.whiteSpace !== 'nowrap' && el.scrollHeight > el.clientHeight + 4;
      if (!wide && !tall) continue;
      const ellipsis =
        cs.textOverflow === 'ellipsis' || (cs.getPropertyValue('-webkit-line-clamp') || 'none') !== 'none';
      const titled = el.closest<HTMLElement>('[title]')?.title ?? '';
      const named = el.closest<HTMLElement>('[aria-label]')?.getAttribute('aria-label') ?? '';
      const full = titled.replace(/\s+/g, ' ').includes(text) || named.replace(/\s+/g, ' ').includes(text);
      if (ellipsis && full) continue;
      const cls = typeof el.className === 'string' ? el.className.split(' ').slice(0, 4).join('.') : '';
      out.push(
        `${el.tagName.toLowerCase()}.${cls} «${text.slice(0, 70)}»${ellipsis ? ' (no full value)' : ' (no ellipsis)'}`,
      );
    }
    return out;
  });
  return found.map((f) => `${path}: ${f}`);
}
