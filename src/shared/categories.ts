/**
 * The fixed list of company categories (decision 018): slug (stored in `companies.categories` and
 * used in the address, `?kategori=frisor`) and Swedish label, in the order pages show them. No zod here: the search
 * page imports this list and must stay small (its form schemas are in schemas/categories.ts).
 */
export const CATEGORIES = [
  { slug: 'frisor', label: 'Frisör' },
  { slug: 'barberare', label: 'Barberare' },
  { slug: 'naglar', label: 'Naglar' },
  { slug: 'massage', label: 'Massage' },
  { slug: 'hudvard', label: 'Hudvård och skönhet' },
  { slug: 'halsa', label: 'Hälsa och klinik' },
] as const;

export type CategorySlug = (typeof CATEGORIES)[number]['slug'];

export const CATEGORY_SLUGS = CATEGORIES.map((c) => c.slug) as [CategorySlug, ...CategorySlug[]];

/** The Swedish label of a category slug ('frisor' -> 'Frisör'). */
export function categoryLabel(slug: CategorySlug): string {
  return CATEGORIES.find((c) => c.slug === slug)?.label ?? slug;
}
