import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reusableQuery } from '../../src/server/db/reusable-query';
import { companies } from '../../src/server/db/schema';
import { createTestContext, databaseKinds, type TestContext } from '../test-db';

/**
 * A query built once runs on the executor it is given (src/server/db/reusable-query.ts): inside a transaction it
 * reads that transaction's uncommitted rows, on the database it does not. This guards the two Drizzle internals the
 * module relies on (a session's `client`, a prepared query's `client`) on both drivers.
 */
describe.each(databaseKinds())('reusableQuery on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterAll(() => ctx.close());

  const nameBySlug = reusableQuery((db) =>
    db
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.slug, sql.placeholder('slug')))
      .prepare('test_company_name_by_slug'),
  );

  it('runs in the transaction it is given, and on the database outside it', async () => {
    const db = ctx.deps.db;
    await db.insert(companies).values({ name: 'Före', slug: 'reusable-a', email: 'a@example.se' });
    // Built on the database first, then run in a transaction.
    expect(await nameBySlug(db).execute({ slug: 'reusable-a' })).toEqual([{ name: 'Före' }]);

    class RolledBack extends Error {}
    await expect(
      db.transaction(async (tx) => {
        await tx
          .insert(companies)
          .values({ name: 'Bara i transaktionen', slug: 'reusable-b', email: 'b@example.se' });
        await tx.update(companies).set({ name: 'Ändrad' }).where(eq(companies.slug, 'reusable-a'));
        expect(await nameBySlug(tx).execute({ slug: 'reusable-b' })).toEqual([
          { name: 'Bara i transaktionen' },
        ]);
        expect(await nameBySlug(tx).execute({ slug: 'reusable-a' })).toEqual([{ name: 'Ändrad' }]);
        if (kind === 'postgres') {
          // Another connection does not see the uncommitted rows (PGlite has one connection and would wait).
          expect(await nameBySlug(db).execute({ slug: 'reusable-b' })).toEqual([]);
        }
        throw new RolledBack();
      }),
    ).rejects.toBeInstanceOf(RolledBack);

    expect(await nameBySlug(db).execute({ slug: 'reusable-b' })).toEqual([]);
    expect(await nameBySlug(db).execute({ slug: 'reusable-a' })).toEqual([{ name: 'Före' }]);
  });
});
