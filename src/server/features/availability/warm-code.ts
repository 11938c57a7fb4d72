import { and, asc, eq } from 'drizzle-orm';
import { addDays, todayInZone } from '../../../shared/dates';
import type { Deps } from '../../context';
import { companies, services } from '../../db/schema';
import { forgetHeldAvailability } from './cached-availability';

/** How the code warm-up asks for weeks: through the app in the process, as a visitor's request would go. */
export type InProcessRequest = (path: string) => Response | Promise<Response>;

/** What warmAvailabilityCode did: how many week requests it made and how long it took (ms). */
export interface CodeWarmUp {
  requests: number;
  ms: number;
}

/**
 * Warms the code of the public week of availability before a process serves (docs/decisions/056): asks for the
 * coming `weeks` weeks (from today, Europe/Stockholm, by `deps.clock`) of up to `companies` active companies (each
 * with its first active service) through `request` (the app's own `app.request`: routing, validation, the company,
 * the busy block's query, the slot engine, the JSON and the held week's answer), each week twice (computed, then
 * held), for `rounds` rounds, forgetting every held week between rounds and after the last. A fresh process's code is
 * not yet compiled by V8, and its first visitors' weeks took up to 2.5 times as long at the 99th percentile as the
 * same weeks once the code had run.
 *
 * Reads only; leaves nothing cached. Stops starting rounds once `budgetMs` has passed. Never throws: an error
 * answer or a failed request ends the warm-up (the caller serves anyway). Resolves with what it did.
 */
export async function warmAvailabilityCode(
  deps: Deps,
  request: InProcessRequest,
  { companies: companyCount = 8, weeks = 8, rounds = 3, budgetMs = 3_000 } = {},
): Promise<CodeWarmUp> {
  const started = performance.now();
  let requests = 0;
  try {
    const targets = await deps.db
      .selectDistinctOn([companies.id], { slug: companies.slug, serviceId: services.id })
      .from(companies)
      .innerJoin(services, and(eq(services.companyId, companies.id), eq(services.active, true)))
      .where(eq(companies.status, 'active'))
      .orderBy(companies.id, asc(services.displayOrder))
      .limit(companyCount);
    const today = todayInZone(deps.clock());
    const paths = targets.flatMap((t) =>
      Array.from(
        { length: weeks },
        (_, i) =>
          `/api/companies/${encodeURIComponent(t.slug)}/availability?serviceId=${t.serviceId}&week=${addDays(today, 7 * i)}`,
      ),
    );
    for (let round = 0; round < rounds && paths.length > 0; round++) {
      if (performance.now() - started > budgetMs) break;
      // Side by side, as visitors come: one company's weeks share its busy block's load.
      const answers = await Promise.all(
        paths.map(async (path) => {
          for (let i = 0; i < 2; i++) {
            const response = await request(path);
            await response.arrayBuffer();
            requests++;
            if (response.status !== 200) return false;
          }
          return true;
        }),
      );
      forgetHeldAvailability(deps);
      if (answers.includes(false)) break;
    }
  } catch {
    // A failed warm-up only means a colder start; the database warm-up (warm-up.ts) has logged any outage.
    forgetHeldAvailability(deps);
  }
  return { requests, ms: Math.round(performance.now() - started) };
}
