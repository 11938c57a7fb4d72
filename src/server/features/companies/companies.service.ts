import type { Database } from '../../db/client';
import { AppError, notFound } from '../../errors';
import { findCompanyBySlug } from './companies.queries';

export const COMPANY_NOT_FOUND = 'Företag hittades inte';
export const COMPANY_NOT_OPEN = 'Företaget tar inte emot bokningar ännu.';

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
