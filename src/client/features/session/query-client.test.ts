import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';

describe('createQueryClient', () => {
  it('marks the public company answers stale after a successful change, without asking again, and leaves others', async () => {
    const client = createQueryClient();
    let companyFetches = 0;
    const company = {
      queryKey: ['company', 'salong-solros'],
      queryFn: () => ++companyFetches,
      staleTime: 60_000,
    };
    const other = { queryKey: ['admin', 'photos'], queryFn: () => 'photos', staleTime: 60_000 };
    await client.fetchQuery(company);
    await client.fetchQuery(other);
    expect(client.getQueryState(company.queryKey)?.isInvalidated).toBe(false);

    await client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.resolve('saved') })
      .execute(undefined);
    expect(client.getQueryState(company.queryKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(other.queryKey)?.isInvalidated).toBe(false);
    expect(companyFetches).toBe(1);
    // The next time the page asks, it gets a fresh answer.
    await client.fetchQuery(company);
    expect(companyFetches).toBe(2);

    // A failed change marks nothing.
    await expect(
      client
        .getMutationCache()
        .build(client, { mutationFn: () => Promise.reject(new Error('nej')) })
        .execute(undefined),
    ).rejects.toThrow('nej');
    expect(client.getQueryState(company.queryKey)?.isInvalidated).toBe(false);
  });
});
