import type { WeeklySchedule } from '../schedule';
import type { CompanyRating, ReviewPage } from './reviews';
import type { ResponsiveImage } from './images';
import type { PublicStaff } from './staff';
import type { PublicCompanyPhoto } from './company-photos';
import type { CategorySlug } from '../categories';
import { categorySlugSchema } from './categories';
import { z } from '../zod';
import type { ServicePaymentRule } from './payments';

/** Companies per page of `GET /api/companies` (decision 021). */
export const SEARCH_PAGE_SIZE = 20;
/** The highest `sida` accepted (500 pages of 20: 10,000 companies). */
export const MAX_SEARCH_PAGE = 500;

/**
 * The orders of `GET /api/companies` (`ordning`): `relevans` (the default: word
 * similarity to the name, then name) or `betyg` (the shown reviews' average, best first, companies without reviews
 * last, then their count, then the default order). Both end in the company id (decision 021).
 */
export const SEARCH_ORDERS = ['relevans', 'betyg'] as const;
export type SearchOrder = (typeof SEARCH_ORDERS)[number];

/**
 * `GET /api/companies` query: free text `q` (at most 100 characters), a category `kategori` (slug of
 * src/shared/categories.ts), a city `stad` (its slug, lower-case and accent-free: 'goteborg'), `ledigt=idag`
 * (only companies with a free start today), the page `sida` (decision 021: 1-based whole number, 1 to
 * MAX_SEARCH_PAGE, default 1; anything else 'Ogiltig sida') and the order `ordning` (SEARCH_ORDERS, default
 * `relevans`; anything else 'Okänd sortering'). Empty values count as absent.
 */
export const companySearchQuerySchema = z.object({
  q: z.string().trim().max(100, 'Sökningen får vara högst 100 tecken').optional().default(''),
  kategori: z.preprocess((v) => (v === '' ? undefined : v), categorySlugSchema.optional()),
  stad: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Okänd ort')
      .max(60, 'Okänd ort')
      .optional(),
  ),
  ledigt: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.literal('idag', { error: 'Ogiltigt filter' }).optional(),
  ),
  sida: z
    .preprocess(
      (v) => (v === '' ? '1' : v),
      z
        .string({ error: 'Ogiltig sida' })
        .regex(/^\d+$/, 'Ogiltig sida')
        .transform(Number)
        .refine((n) => n >= 1 && n <= MAX_SEARCH_PAGE, 'Ogiltig sida'),
    )
    .default(1),
  ordning: z
    .preprocess((v) => (v === '' ? 'relevans' : v), z.enum(SEARCH_ORDERS, { error: 'Okänd sortering' }))
    .default('relevans'),
});

export type CompanySearchQuery = z.infer<typeof companySearchQuerySchema>;

/**
 * A company's first free time on its search card: the first start the slot engine offers from now
 * for its most booked active service, or for the active service best matching the search text when
 * one matches. `date` `YYYY-MM-DD` and `startTime` `HH:MM` in Europe/Stockholm; `label` the
 * Swedish text relative to the server's clock ('i dag 14:30', 'i morgon 09:00', 'tor 26 nov').
 */
export interface FirstFreeTime {
  date: string;
  startTime: string;
  label: string;
  serviceId: string;
  serviceName: string;
}

/** A city chip of the search page: the city as written in addresses, its slug and how many active companies. */
export interface SearchCity {
  slug: string;
  name: string;
  count: number;
}

/**
 * `GET /api/companies` answer (decision 021): one page of the matching companies in rank order (at most
 * SEARCH_PAGE_SIZE), every city with active companies, `nextPage` (the `sida` of the next page; null on the last)
 * and `total`, how many companies match (null with `ledigt=idag`, where it would mean computing every match's first
 * free time).
 */
export interface CompanySearchResult {
  companies: SearchCompanyCard[];
  cities: SearchCity[];
  nextPage: number | null;
  total: number | null;
  /**
   * when a non-empty `q` found nothing (first page), the known term closest to it by
   * trigram similarity (a service name, category, city, district or company name as written); otherwise null.
   */
  suggestion: string | null;
}

/** A company as listed in search (customer-side §2 'Sök företag'). */
export interface CompanyCard {
  id: string;
  name: string;
  slug: string;
  location: string | null;
  avatarUrl: string | null;
  /** The average and count of its shown reviews (hidden and private feedback count nowhere). */
  rating: CompanyRating;
}

/** A search hit: the card plus its categories (list order, at least one) and first free time. */
export interface SearchCompanyCard extends CompanyCard {
  categories: CategorySlug[];
  /** Its logo's variants for `srcset` (docs/decisions/039); null without a logo. */
  avatar: ResponsiveImage | null;
  /** Its cover photo (else its first gallery photo; docs/decisions/040) with its alt text; null without photos. */
  cover: PublicCompanyPhoto | null;
  /** the lowest price (whole kronor) of its active services priced above 0; null when none is. */
  priceFrom: number | null;
  /** Null when nothing is free within the company's booking horizon (or it has no active service). */
  firstFree: FirstFreeTime | null;
}

/**
 * A company's public page header (customer-side §2 booking flow, service step). `staff`: its active staff members
 * in display order with the active services each performs; `[]` for a company without staff.
 */
export interface PublicCompany extends CompanyCard {
  /** Its categories in list order, at least one for companies registered since categories exist. */
  categories: CategorySlug[];
  /** The address's parts (`location` is them on one line): street and number, postcode as five digits, city. */
  street: string | null;
  postcode: string | null;
  city: string | null;
  email: string | null;
  phone: string | null;
  description: string | null;
  socialUrl: string | null;
  staff: PublicStaff[];
  /** Hours before the start until which customers may cancel or move online; 0 = until the start. */
  cancellationNoticeHours: number;
  /** Months ahead customers may book. */
  bookingHorizonMonths: number;
  /** The weekly opening hours; null when the company has not set them. */
  weeklySchedule: WeeklySchedule | null;
  /** The newest shown reviews (first page; more through `GET /api/companies/:slug/reviews`). */
  reviews: ReviewPage;
  /** The gallery (docs/decisions/040): the cover photo first, then the others in the salon's order; `[]` without. */
  photos: PublicCompanyPhoto[];
  /** The 1200×630 JPEG a shared link shows (the cover's, docs/decisions/042; `/images/<hash>.jpg`); null without. */
  shareImageUrl: string | null;
  /** Its logo's variants for `srcset` (docs/decisions/039); null without a logo. `avatarUrl` is the plain URL. */
  avatar: ResponsiveImage | null;
  /** Open or closed now by the server's clock (decision 041); null when it has no weekly schedule. */
  openStatus: OpenStatus | null;
}

/**
 * Whether a company is open at the server's now (decision 041), by its weekly schedule, exceptions and public
 * holidays, Europe/Stockholm: open `until` `HH:MM` (end of the opening it is in, '24:00' at midnight), or closed
 * with `nextOpen` (`date` `YYYY-MM-DD`, `time` `HH:MM`, `inDays` days from the server's today: 0 today, 1
 * tomorrow) within 14 days, left out when there is none. Pages render it as it is, computing no 'now' of their own.
 */
export interface OpenStatus {
  open: boolean;
  until?: string;
  nextOpen?: { date: string; time: string; inDays: number };
}

/**
 * An active service as a customer sees it. Price in kronor, duration in minutes; `category` the heading it is
 * listed under (null = none) and `priceFrom` whether the price is a lowest price ('från 650 kr'), decision 043.
 */
export interface PublicService {
  id: string;
  name: string;
  description: string | null;
  price: number;
  durationMinutes: number;
  category: string | null;
  priceFrom: boolean;
  /**
   * How it is paid (docs/decisions/047): the service's rule while the company can take payments online, else
   * on site (ON_SITE).
   */
  payment: ServicePaymentRule;
}

/** The slug format of admin-side §3 (lowercase letters, digits and single hyphens). */
export const slugParamSchema = z.object({
  slug: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Ogiltig adress')
    .max(120, 'Ogiltig adress'),
});
