import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/server/db/seed/seed';
import { createTestContext, databaseKinds, type TestContext } from '../test-db';

/** Migration 0014's guess of existing companies' categories, replayed on the demo companies (decision 018). */
describe.each(databaseKinds())('migration 0014 categories on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    await seedDemoData(ctx.deps);
  });
  afterAll(() => ctx.close());

  it('guesses categories from name and active services, frisor when nothing fits', async () => {
    const migration = readFileSync('src/server/db/migrations/0014_categories.sql', 'utf8');
    const update = migration.split('--> statement-breakpoint').find((s) => s.includes('UPDATE "companies"'))!;
    await ctx.deps.db.execute(sql`update companies set categories = '{frisor}'`);
    await ctx.deps.db.execute(
      sql`insert into companies (name, slug, email, status) values ('Studio X', 'studio-x', 'x@example.se', 'active')`,
    );
    await ctx.deps.db.execute(sql.raw(update));
    const rows = await ctx.deps.db.query.companies.findMany({ columns: { slug: true, categories: true } });
    const of = (slug: string) => rows.find((r) => r.slug === slug)!.categories;
    expect(of('salong-solros')).toEqual(['frisor']);
    expect(of('barberaren-pa-soder')).toEqual(['frisor', 'barberare']);
    expect(of('nagelstudion-goteborg')).toEqual(['naglar']);
    expect(of('malmo-massage-friskvard')).toEqual(['massage']);
    expect(of('uppsala-hudklinik')).toEqual(['hudvard', 'halsa']);
    expect(of('orebro-fotvard')).toEqual(['naglar', 'massage', 'halsa']);
    expect(of('vasteras-brynstudio')).toEqual(['hudvard']);
    expect(of('lunds-massagestudio')).toEqual(['massage', 'hudvard']);
    expect(of('studio-x')).toEqual(['frisor']);
  });

  it('refuses an empty or unknown category list in the database itself', async () => {
    await expect(ctx.deps.db.execute(sql`update companies set categories = '{}'`)).rejects.toThrow();
    await expect(ctx.deps.db.execute(sql`update companies set categories = '{tandvard}'`)).rejects.toThrow();
  });
});
