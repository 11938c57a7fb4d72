/** The query key of `useMe` (who is signed in); its own module so the query client can use it without the API client. */
export const ME_QUERY_KEY = ['me'] as const;

/**
 * The prefix of the public company answers (`GET /api/companies/:slug`, key `[...COMPANY_QUERY_KEY, slug]`): what the
 * salon changes in the admin shows there, so the query client marks them stale after every change (query-client.ts).
 */
export const COMPANY_QUERY_KEY = ['company'] as const;
