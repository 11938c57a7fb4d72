/** The query key of `useMe` (who is signed in); its own module so the query client can use it without the API client. */
export const ME_QUERY_KEY = ['me'] as const;
