import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { companies } from '../db/schema';
import { AppError, notFound } from '../errors';

// Shared by the company page, its availability, its reviews and booking: it sits below the features so that none
// of them has to import another for it.

export const COMPANY_NOT_FOUND = 'Företag hittades inte';
export const COMPANY_NOT_OPEN = 'Företaget tar inte emot bokningar ännu.';

/** The company row with this slug (any status), or undefined. */
export async function findCompanyBySlug(db: Database, slug: string) {
  const [row] = await db.select().from(companies).where(eq(companies.slug, slug)).limit(1);
  return row;
}

/**
 * The company behind a booking page, if customers may book it.
 * Errors: 404 'Företag hittades inte' (no such slug), 403 `company_not_open` (pending or suspended).
 */
export async function loadBookableCompany(db: Database, slug: string) {
  const company = await findCompanyBySlug(db, slug);
  if (!company) throw notFound(COMPANY_NOT_FOUND);
  if (company.status !== 'active') throw new AppError(403, 'company_not_open', COMPANY_NOT_OPEN);
  return company;
}
