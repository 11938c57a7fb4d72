import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { ApiError } from '~/client/api-client';
import { companyQuery } from '~/client/features/booking/use-company';
import { businessRegistrationStrings } from '~/client/features/business-registration/strings';
import { contactStrings, faqStrings, gdprStrings, termsStrings } from '~/client/features/info/strings';
import { landingStrings } from '~/client/features/layout/strings';
import { companySearchQuery } from '~/client/features/search/use-company-search';
import { readSearchParams } from '~/client/features/search/search-params';
import { searchStrings } from '~/client/features/search/strings';
import { categoryLabel, type CategorySlug } from '~/shared/categories';
import { weeklyScheduleSchema, type WeeklySchedule } from '~/shared/schedule';
import { WEEKDAYS } from '~/shared/dates';
import { formatPostcode } from '~/shared/address';
import { SHARE_IMAGE_SIZE } from '~/shared/schemas/images';

/**
 * The public pages the server renders (docs/decisions/016-server-rendering.md), each in ONE place: its path
 * pattern, the data it needs (`prefetch`, through the same query options its hooks use, so hydration asks nothing
 * again) and its head (`head`: title, description, canonical, Open Graph, JSON-LD). Imported only by
 * entry-server.tsx, never by the browser bundle. A page whose data shows it does not exist throws `NotFoundPage`.
 */

/** Thrown by a `prefetch` when the page does not exist (unknown slug, a pending or suspended company): HTTP 404. */
export class NotFoundPage extends Error {}

/** What goes in a page's `<head>` besides what index.html has. */
export interface PageHead {
  title: string;
  description: string;
  /** Path (and query) of the canonical address; the server prefixes its public origin. */
  canonicalPath: string;
  ogType?: 'website' | 'business.business';
  /** Absolute or root-relative image for link previews. */
  image?: string | null;
  /** The image's size in pixels when known (a 1200×630 shared-link picture): link previews show it large. */
  imageSize?: { width: number; height: number };
  /** A schema.org object, written as `application/ld+json`. */
  jsonLd?: Record<string, unknown>;
}

interface PageContext {
  params: Record<string, string | undefined>;
  search: URLSearchParams;
  queryClient: QueryClient;
}

export interface PublicPage {
  path: string;
  /** Loads the page's queries into `queryClient`; throws NotFoundPage for a page that does not exist. */
  prefetch?: (ctx: PageContext) => Promise<void>;
  head: (ctx: PageContext) => PageHead;
  /** Listed in /sitemap.xml (the search page's aliases are not). */
  inSitemap: boolean;
}

const SITE = 'Tidvis';
const titled = (title: string) => `${title} – ${SITE}`;

/**
 * /search and its alias: the filters and the order are read exactly as the page reads them (readSearchParams), so
 * the prefetched query's key is the one the page asks for (`?ordning=betyg` renders the best rated first). The
 * canonical address keeps the text, category and city (lasting landing pages such as 'Frisör i Göteborg') and drops
 * 'Ledigt i dag', which changes by the hour, and the order, which lists the same companies.
 */
const searchPage = (path: string, inSitemap: boolean): PublicPage => ({
  path,
  inSitemap,
  prefetch: async ({ search, queryClient }) => {
    // A failed search (e.g. 400 for a too long text) renders the page's own error state in the browser.
    // The first page only (decision 021): what the browser's infinite query starts from, so it fetches nothing more.
    await queryClient.prefetchInfiniteQuery(companySearchQuery(readSearchParams(search)));
  },
  head: ({ search }) => {
    const { q, kategori, stad } = readSearchParams(search);
    const canonical = new URLSearchParams({
      ...(q ? { q } : {}),
      ...(kategori ? { kategori } : {}),
      ...(stad ? { stad } : {}),
    }).toString();
    const subject = [q, kategori ? categoryLabel(kategori) : ''].filter(Boolean).join(', ');
    return {
      title: subject ? titled(`${searchStrings.title}: ${subject}`) : titled(searchStrings.title),
      description: searchStrings.intro,
      canonicalPath: canonical ? `/search?${canonical}` : '/search',
    };
  },
});

/** A company's weekly hours as schema.org OpeningHoursSpecification, when the page's data carries them. */
function openingHours(schedule: unknown) {
  const parsed = weeklyScheduleSchema.safeParse(schedule);
  if (!parsed.success) return undefined;
  const week: WeeklySchedule = parsed.data;
  const dayName = (day: string) => `https://schema.org/${day[0]!.toUpperCase()}${day.slice(1)}`;
  return WEEKDAYS.flatMap((day) =>
    week[day].enabled
      ? week[day].intervals.map((interval) => ({
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: dayName(day),
          opens: interval.start,
          closes: interval.end,
        }))
      : [],
  );
}

/**
 * The schema.org type of each category: the most specific LocalBusiness subtype that fits all the businesses a
 * category holds (a massage therapist is no day spa, a naprapath no clinic with doctors).
 */
const SCHEMA_TYPES: Record<CategorySlug, string> = {
  frisor: 'HairSalon',
  barberare: 'HairSalon',
  naglar: 'NailSalon',
  massage: 'HealthAndBeautyBusiness',
  hudvard: 'BeautySalon',
  halsa: 'MedicalBusiness',
};

/** The JSON-LD `@type` of a company with `categories`: one type, several (an array), or LocalBusiness for none. */
export function schemaTypeOf(categories: readonly CategorySlug[]): string | string[] {
  const types = [...new Set(categories.map((slug) => SCHEMA_TYPES[slug]))];
  return types.length === 0 ? 'LocalBusiness' : types.length === 1 ? types[0]! : types;
}

/**
 * schema.org data of a company page, typed by its categories (schemaTypeOf: HairSalon, NailSalon, …): name,
 * address (PostalAddress from the street, postcode 'NNN NN' and city), phone, services as offers in SEK; opening hours and aggregateRating when the company's data carries them
 * (`weeklySchedule`, `rating: { average, count }`).
 */
export function companyJsonLd(
  company: {
    name: string;
    slug: string;
    location: string | null;
    street: string | null;
    postcode: string | null;
    city: string | null;
    phone: string | null;
    email: string | null;
    description: string | null;
    avatarUrl: string | null;
    categories: readonly CategorySlug[];
  } & Record<string, unknown>,
  services: { name: string; price: number | string; description?: string | null }[],
  origin: string,
): Record<string, unknown> {
  const hours = openingHours(company.weeklySchedule);
  const rating = company.rating as { average?: unknown; count?: unknown } | null | undefined;
  return {
    '@context': 'https://schema.org',
    '@type': schemaTypeOf(company.categories),
    name: company.name,
    url: `${origin}/booking/${company.slug}`,
    ...(company.description ? { description: company.description } : {}),
    ...(company.avatarUrl ? { image: new URL(company.avatarUrl, origin).href } : {}),
    ...(company.location
      ? {
          address: {
            '@type': 'PostalAddress',
            ...(company.street ? { streetAddress: company.street } : {}),
            ...(company.postcode ? { postalCode: formatPostcode(company.postcode) } : {}),
            ...(company.city ? { addressLocality: company.city } : {}),
            addressCountry: 'SE',
          },
        }
      : {}),
    ...(company.phone ? { telephone: company.phone } : {}),
    ...(company.email ? { email: company.email } : {}),
    ...(hours?.length ? { openingHoursSpecification: hours } : {}),
    ...(rating && typeof rating.average === 'number' && typeof rating.count === 'number' && rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: rating.average,
            reviewCount: rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    makesOffer: services.map((service) => ({
      '@type': 'Offer',
      price: String(service.price),
      priceCurrency: 'SEK',
      itemOffered: {
        '@type': 'Service',
        name: service.name,
        ...(service.description ? { description: service.description } : {}),
      },
    })),
  };
}

/** The server-rendered public pages; every other path is the SPA (signed-in and admin pages) or 404. */
export function publicPages(origin: string): PublicPage[] {
  return [
    {
      path: '/',
      inSitemap: true,
      head: () => ({
        title: `${SITE} – boka tid enkelt`,
        description: landingStrings.pitch,
        canonicalPath: '/',
      }),
    },
    searchPage('/search', true),
    searchPage('/companies', false),
    {
      path: '/booking/:slug',
      inSitemap: false,
      prefetch: async ({ params, queryClient }) => {
        try {
          await queryClient.fetchQuery(companyQuery(params.slug ?? ''));
        } catch (error) {
          // Unknown (404), pending or suspended (403), or not a slug at all (400): the page does not exist.
          if (error instanceof ApiError && [400, 403, 404].includes(error.status)) throw new NotFoundPage();
          throw error;
        }
      },
      head: ({ params, queryClient }) => {
        const data = queryClient.getQueryData(companyQuery(params.slug ?? '').queryKey);
        if (!data) throw new NotFoundPage();
        const { company, services } = data;
        const where = company.location ? ` i ${company.location}` : '';
        return {
          title: titled(`${company.name} – boka tid`),
          description:
            company.description?.trim() ||
            `Boka tid hos ${company.name}${where} direkt på nätet. ${services.length} tjänster att välja bland.`,
          canonicalPath: `/booking/${company.slug}`,
          ogType: 'business.business',
          // The cover's 1200×630 picture (docs/decisions/042), else the logo.
          ...(company.shareImageUrl
            ? { image: company.shareImageUrl, imageSize: SHARE_IMAGE_SIZE }
            : { image: company.avatarUrl }),
          jsonLd: companyJsonLd(company as typeof company & Record<string, unknown>, services, origin),
        };
      },
    },
    {
      path: '/faq',
      inSitemap: true,
      head: () => ({ title: titled(faqStrings.title), description: faqStrings.intro, canonicalPath: '/faq' }),
    },
    {
      path: '/terms',
      inSitemap: true,
      head: () => ({
        title: titled(termsStrings.title),
        description: termsStrings.intro,
        canonicalPath: '/terms',
      }),
    },
    {
      path: '/gdpr',
      inSitemap: true,
      head: () => ({
        title: titled(gdprStrings.title),
        description: gdprStrings.intro,
        canonicalPath: '/gdpr',
      }),
    },
    {
      path: '/contact',
      inSitemap: true,
      head: () => ({
        title: titled(contactStrings.title),
        description: contactStrings.intro,
        canonicalPath: '/contact',
      }),
    },
    {
      path: '/business-registration',
      inSitemap: true,
      head: () => ({
        title: titled(businessRegistrationStrings.form.title),
        description: businessRegistrationStrings.hero.text,
        canonicalPath: '/business-registration',
      }),
    },
  ];
}

/** The public page `pathname` is, with its params; undefined for any other path. */
export function matchPublicPage(pages: PublicPage[], pathname: string) {
  for (const page of pages) {
    const match = matchPath({ path: page.path, end: true }, pathname);
    if (match) return { page, params: match.params };
  }
  return undefined;
}

/** The head of the not-found page (404). */
export const notFoundHead: PageHead = {
  title: titled('Sidan finns inte'),
  description: 'Sidan du letar efter finns inte. Sök bland salonger, barberare och kliniker på Tidvis.',
  canonicalPath: '/',
};
