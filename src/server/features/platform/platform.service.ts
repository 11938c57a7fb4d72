import {
  COMPANY_NOT_FOUND_MESSAGE,
  type CompanyStatus,
  type PlatformCompany,
} from '../../../shared/schemas/platform';
import type { Deps } from '../../context';
import type { Database } from '../../db/client';
import { baseUrl } from '../../env';
import { notFound } from '../../errors';
import { companyApprovedEmail } from '../../mail/company-approved-email';
import { enqueueEmail } from '../../mail/outbox';
import {
  findCompanyIdByEmail,
  lockCompany,
  selectPlatformCompanies,
  selectPlatformCompany,
  updateCompanyStatus,
} from './platform.queries';

type Row = Awaited<ReturnType<typeof selectPlatformCompanies>>[number];

const toPlatformCompany = (row: Row): PlatformCompany => ({
  ...row,
  adminVerified: Boolean(row.adminVerified),
  createdAt: new Date(row.createdAt).toISOString(),
  approvedAt: row.approvedAt ? new Date(row.approvedAt).toISOString() : null,
});

/** Every company (pending, active and suspended), newest first, for the operators' list. */
export async function listPlatformCompanies(db: Database): Promise<PlatformCompany[]> {
  return (await selectPlatformCompanies(db)).map(toPlatformCompany);
}

/** The company with this e-mail (case-insensitive); 404 'Företag hittades inte' when there is none (CLI). */
export async function companyIdByEmail(db: Database, email: string): Promise<string> {
  const id = await findCompanyIdByEmail(db, email);
  if (!id) throw notFound(COMPANY_NOT_FOUND_MESSAGE);
  return id;
}

async function changeStatus(deps: Deps, companyId: string, status: CompanyStatus): Promise<PlatformCompany> {
  const row = await deps.db.transaction(async (tx) => {
    const company = await lockCompany(tx, companyId);
    if (!company) throw notFound(COMPANY_NOT_FOUND_MESSAGE);
    if (company.status !== status) {
      const approving = status === 'active';
      await updateCompanyStatus(tx, companyId, status, approving);
      if (approving) {
        const mail = companyApprovedEmail(company.name, `${baseUrl(deps.env)}/admin/login`);
        await enqueueEmail(tx, { to: company.email, ...mail });
      }
    }
    return selectPlatformCompany(tx, companyId);
  });
  if (!row) throw notFound(COMPANY_NOT_FOUND_MESSAGE);
  // Search results and cached availability must follow at once: an approved company opens, a suspended one closes.
  await Promise.all([deps.bus.publishBookingsChanged(companyId), deps.bus.publishCatalogChanged(companyId)]);
  return toPlatformCompany(row);
}

/**
 * Approves a company (pending or suspended → active, `approved_at` = now): it appears in search and takes bookings.
 * The 'company approved' e-mail to its admin goes into the outbox in the same transaction. Approving an active
 * company changes nothing and sends nothing. Errors: 404 'Företag hittades inte'.
 */
export function approveCompany(deps: Deps, companyId: string): Promise<PlatformCompany> {
  return changeStatus(deps, companyId, 'active');
}

/**
 * Suspends a company (→ suspended): hidden from search, its booking page says it is not open; existing bookings
 * are kept and its admin can still sign in. Idempotent. Errors: 404 'Företag hittades inte'.
 */
export function suspendCompany(deps: Deps, companyId: string): Promise<PlatformCompany> {
  return changeStatus(deps, companyId, 'suspended');
}
