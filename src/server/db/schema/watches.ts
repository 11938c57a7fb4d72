import { sql } from 'drizzle-orm';
import { check, date, foreignKey, index, pgTable, text, time, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { companies } from './companies';
import { staff } from './staff';

/**
 * A customer's watch ('Bevakning', docs/decisions/044, migration 0031): to be told when a time frees up at
 * `company_id` for `service_ids` (1–4, ordered, no repeats; that they are the company's active services is the
 * server's check, an array cannot have a foreign key), with `staff_id` or any member (null), on the dates
 * `from_date`–`to_date` (at most 31 dates), within `from_time`–`to_time` (both or neither, Stockholm) when set.
 * Active while `ended_at` is null and `to_date` has not passed; deleted with its user, company or staff member.
 */
export const watches = pgTable(
  'watches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    serviceIds: uuid('service_ids').array().notNull(),
    staffId: uuid('staff_id'),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    fromTime: time('from_time'),
    toTime: time('to_time'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When its owner booked at the company in its range (null: not ended that way). */
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('watches_user_active_idx')
      .on(t.userId, t.companyId, t.toDate)
      .where(sql`${t.endedAt} is null`),
    index('watches_company_active_idx')
      .on(t.companyId, t.fromDate, t.toDate)
      .where(sql`${t.endedAt} is null`),
    foreignKey({
      name: 'watches_staff_fk',
      columns: [t.staffId, t.companyId],
      foreignColumns: [staff.id, staff.companyId],
    }).onDelete('cascade'),
    check(
      'watches_services_check',
      sql`array_ndims(${t.serviceIds}) = 1 and cardinality(${t.serviceIds}) between 1 and 4 and array_position(${t.serviceIds}, null) is null and watches_distinct_ids(${t.serviceIds})`,
    ),
    check('watches_range_check', sql`${t.toDate} >= ${t.fromDate} and ${t.toDate} - ${t.fromDate} <= 30`),
    check(
      'watches_window_check',
      sql`(${t.fromTime} is null) = (${t.toTime} is null) and (${t.fromTime} is null or ${t.fromTime} < ${t.toTime})`,
    ),
  ],
);
