import { idParams } from './ids';

/** Statuses of a company (docs/design.md §4 "Company status"). */
export type CompanyStatus = 'pending' | 'active' | 'suspended';

/** A company as platform operators see it on `/platform/companies`; timestamps are ISO 8601 (UTC). */
export interface PlatformCompany {
  id: string;
  name: string;
  slug: string;
  /** The company's e-mail, which is also its admin's login (docs/design.md §4 "Who is who"). */
  email: string;
  phone: string | null;
  /** What the company says about itself (registration's 'Kort beskrivning'), or null. */
  description: string | null;
  status: CompanyStatus;
  /** Whether a user with that e-mail exists and has confirmed it with the 6-digit code (false when there is none). */
  adminVerified: boolean;
  createdAt: string;
  approvedAt: string | null;
}

export const COMPANY_NOT_FOUND_MESSAGE = 'Företag hittades inte';

/** `:id` of the platform company endpoints. */
export const platformCompanyParamSchema = idParams({ id: COMPANY_NOT_FOUND_MESSAGE });
