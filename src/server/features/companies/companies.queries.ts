import { and, asc, eq, sql } from 'drizzle-orm';
import type { CompanyCard, PublicCompany, PublicService } from '../../../shared/schemas/company';
import type { PublicStaff } from '../../../shared/schemas/staff';
import type { Database } from '../../db/client';
import { companies, services, staff } from '../../db/schema';

const cardColumns = {
  id: companies.id,
  name: companies.name,
  slug: companies.slug,
  location: companies.location,
  avatarUrl: companies.avatarUrl,
};

/** Escapes LIKE wildcards so user text matches literally. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * Active companies whose name, location or an active service name contains `q`, ignoring case and accents
 * ('soder' finds 'Söder'); all active companies when `q` is empty. Ordered by name, at most `limit`.
 */
export async function searchCompanies(db: Database, q: string, limit = 100): Promise<CompanyCard[]> {
  const active = eq(companies.status, 'active');
  if (!q) {
    return db.select(cardColumns).from(companies).where(active).orderBy(asc(companies.name)).limit(limit);
  }
  const pattern = likePattern(q);
  // Two index-friendly halves (trigram GIN indexes on the folded texts, migration 0001) instead of one OR with a
  // correlated EXISTS, which made PostgreSQL fold and scan every company.
  const matching = sql`(
    select ${companies.id} from ${companies}
    where tidvis_fold(${companies.name} || ' ' || coalesce(${companies.location}, '')) like tidvis_fold(${pattern})
    union
    select ${services.companyId} from ${services}
    where ${services.active} and tidvis_fold(${services.name}) like tidvis_fold(${pattern})
  )`;
  return db
    .select(cardColumns)
    .from(companies)
    .where(and(active, sql`${companies.id} in ${matching}`))
    .orderBy(asc(companies.name))
    .limit(limit);
}

/** The company row with this slug (any status), or undefined. */
export async function findCompanyBySlug(db: Database, slug: string) {
  const [row] = await db.select().from(companies).where(eq(companies.slug, slug)).limit(1);
  return row;
}

/** The public view of a company row with its active staff (`[]` for a company without staff). */
export function toPublicCompany(row: typeof companies.$inferSelect, staffList: PublicStaff[]): PublicCompany {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    location: row.location,
    avatarUrl: row.avatarUrl,
    email: row.email,
    phone: row.phone,
    description: row.description,
    socialUrl: row.socialUrl,
    staff: staffList,
    cancellationNoticeHours: row.cancellationNoticeHours,
    bookingHorizonMonths: row.bookingHorizonMonths,
  };
}

/** A company's active services in display order. */
export async function listActiveServices(db: Database, companyId: string): Promise<PublicService[]> {
  return db
    .select({
      id: services.id,
      name: services.name,
      description: services.description,
      price: services.price,
      durationMinutes: services.durationMinutes,
    })
    .from(services)
    .where(and(eq(services.companyId, companyId), eq(services.active, true)))
    .orderBy(asc(services.displayOrder), asc(services.name));
}

/**
 * A company's active staff members as customers see them (issue 15, decision 012), in display order (then name),
 * each with the ids of the active services they perform, in the services' display order. One statement: the
 * service ids come from a correlated array subquery. `[]` for a company without staff.
 */
export async function listPublicStaff(db: Database, companyId: string): Promise<PublicStaff[]> {
  // Spelled out with table names: inside a selected sql fragment Drizzle leaves columns unqualified, which the
  // subquery would read as its own tables' columns.
  const serviceIds = sql<string[]>`coalesce(array(
    select ss.service_id::text from staff_services ss
    join services s on s.id = ss.service_id and s.active
    where ss.staff_id = "staff"."id"
    order by s.display_order, s.name
  ), '{}')`;
  return db
    .select({ id: staff.id, name: staff.name, title: staff.title, photoUrl: staff.photoUrl, serviceIds })
    .from(staff)
    .where(and(eq(staff.companyId, companyId), eq(staff.active, true)))
    .orderBy(asc(staff.displayOrder), asc(staff.name));
}
