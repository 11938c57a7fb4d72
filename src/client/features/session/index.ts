/** Entry module of the session feature (who is signed in): what other features may import. */
export { COMPANY_QUERY_KEY, ME_QUERY_KEY } from './me-query-key';
export { useIsStaffAccount, useMe, useRefreshMe } from './use-me';
