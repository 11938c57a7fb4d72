import { sql } from 'drizzle-orm';
import { check, date, foreignKey, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TimeInterval } from '../../../shared/schedule';
import { companies } from './companies';
import { staff } from './staff';

/**
 * A date or date range whose hours differ from the weekly schedule (docs/decisions/015), for the
 * whole company (`staff_id` null) or one staff member. Dates are Europe/Stockholm calendar dates, inclusive.
 * - `kind` 'closed': no times; 'hours': only `intervals` (`HH:MM` wall clock, sorted, not overlapping);
 *   'open': the weekly schedule as usual (only for the company: it keeps a public holiday open, which is
 *   otherwise closed).
 * - `holiday` names the Swedish public holiday a single-date row answers (Settings › Schema 'Helgdagar'); the
 *   row's absence means that holiday is closed. Other rows are the company's own exceptions ('Undantag').
 * - `note` is shown to customers on that day ('Julafton: stängt').
 * At most one row per company (or member) covers a date: the exclusion constraints in migration 0011.
 */
export const scheduleExceptions = pgTable(
  'schedule_exceptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: ['closed', 'hours', 'open'] }).notNull(),
    intervals: jsonb('intervals').$type<TimeInterval[]>().notNull().default([]),
    note: text('note'),
    holiday: text('holiday'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('schedule_exceptions_company_idx').on(t.companyId, t.endDate),
    foreignKey({
      name: 'schedule_exceptions_staff_fk',
      columns: [t.staffId, t.companyId],
      foreignColumns: [staff.id, staff.companyId],
    }).onDelete('cascade'),
    check('schedule_exceptions_order_check', sql`${t.endDate} >= ${t.startDate}`),
    check('schedule_exceptions_length_check', sql`${t.endDate} - ${t.startDate} < 366`),
    check('schedule_exceptions_kind_check', sql`${t.kind} in ('closed', 'hours', 'open')`),
    check(
      'schedule_exceptions_intervals_check',
      sql`jsonb_typeof(${t.intervals}) = 'array' and ((${t.kind} = 'hours') = (jsonb_array_length(${t.intervals}) > 0))`,
    ),
    check('schedule_exceptions_open_check', sql`${t.kind} <> 'open' or ${t.staffId} is null`),
    check(
      'schedule_exceptions_holiday_check',
      sql`${t.holiday} is null or (${t.staffId} is null and ${t.startDate} = ${t.endDate})`,
    ),
    check('schedule_exceptions_note_check', sql`${t.note} is null or length(${t.note}) <= 80`),
  ],
);
