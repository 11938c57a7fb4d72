import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { watches, watchScans } from '../db/schema';

// Here rather than in the watches feature: the booking lifecycle calls it, and the watches feature uses bookings.
/**
 * Marks company `companyId` for the watch notification job (docs/decisions/045): its free times may have grown.
 * Call it in the transaction of the change (a cancel, a move, a removed block, changed hours). One statement, a
 * no-op when the company has no unended watch (a watch whose last date has passed still counts: the database's
 * clock is not the app's, and a needless scan is harmless); a pending request only gets a newer `requested_at`.
 */
export async function requestWatchScan(tx: Pick<Database, 'execute'>, companyId: string): Promise<void> {
  await tx.execute(sql`insert into ${watchScans} (company_id, requested_at)
    select ${companyId}::uuid, now()
    where exists (select 1 from ${watches} where ${watches.companyId} = ${companyId}::uuid and ${watches.endedAt} is null)
    on conflict (company_id) do update set requested_at = excluded.requested_at`);
}
