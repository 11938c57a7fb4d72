import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { services } from '../../db/schema';

/** The company's service with this id, active or not, or undefined (deleted: the booking keeps its own length). */
export async function findCompanyService(db: Database, companyId: string, serviceId: string | null) {
  if (!serviceId) return undefined;
  const [row] = await db
    .select()
    .from(services)
    .where(and(eq(services.id, serviceId), eq(services.companyId, companyId)))
    .limit(1);
  return row;
}
