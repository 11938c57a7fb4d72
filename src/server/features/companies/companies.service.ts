// Moved to server/lib so that availability and reviews need not import this feature; re-exported here for the
// booking code that still imports it from this path.
export { COMPANY_NOT_FOUND, COMPANY_NOT_OPEN, loadBookableCompany } from '../../lib/bookable-company';
