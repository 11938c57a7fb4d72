import { boolean, date, pgTable, primaryKey, time, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { watches } from './watches';

/**
 * A company whose free times may have grown (docs/decisions/045, migration 0032): written by requestWatchScan in
 * the transaction of the change, claimed and deleted by the watch notification job.
 */
export const watchScans = pgTable('watch_scans', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
});

/**
 * A start (`start_date`, `start_time`, Stockholm) a watch has been told about, or (`baseline`) that was already free
 * when the watch was made and is never announced. The primary key: at most one message per watch per freed time.
 */
export const watchNotices = pgTable(
  'watch_notices',
  {
    watchId: uuid('watch_id')
      .notNull()
      .references(() => watches.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    startTime: time('start_time').notNull(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }).notNull(),
    baseline: boolean('baseline').notNull().default(false),
  },
  (t) => [primaryKey({ name: 'watch_notices_pk', columns: [t.watchId, t.startDate, t.startTime] })],
);
