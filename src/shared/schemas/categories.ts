import { CATEGORIES, CATEGORY_SLUGS } from '../categories';
import { z } from '../zod';

/** One category slug; 400 'Okänd kategori' otherwise. */
export const categorySlugSchema = z.enum(CATEGORY_SLUGS, { error: 'Okänd kategori' });

/**
 * A company's categories as forms send them: at least one ('Välj minst en kategori'), each from the list, no
 * duplicates (they are dropped), in the list's order.
 */
export const companyCategoriesSchema = z
  .array(categorySlugSchema, { message: 'Välj minst en kategori' })
  .min(1, 'Välj minst en kategori')
  .max(CATEGORIES.length, 'Välj högst sex kategorier')
  .transform((list) => CATEGORY_SLUGS.filter((slug) => list.includes(slug)));
