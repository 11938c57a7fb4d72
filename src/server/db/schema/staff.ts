import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies, services } from './companies';

/**
 * A person at a company who performs services (docs/decisions/012). A company without any active staff
 * member is one implicit resource, as before staff existed. `weekly_schedule` is the shared WeeklySchedule JSON
 * (src/shared/schedule.ts); null means the company's hours. The slot engine always intersects it with the
 * company's hours, so a member is never offered outside them.
 */
export const staff = pgTable(
  'staff',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    title: text('title'),
    photoUrl: text('photo_url'),
    /** A short presentation customers read in 'Välj personal' and on the company page (≤ 300 characters). */
    presentation: text('presentation'),
    active: boolean('active').notNull().default(true),
    displayOrder: integer('display_order').notNull().default(0),
    weeklySchedule: jsonb('weekly_schedule'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('staff_company_idx').on(t.companyId, t.displayOrder),
    // Lets bookings and staff_services refer to (staff, company) so a row never mixes two companies.
    unique('staff_id_company_key').on(t.id, t.companyId),
    check('staff_name_check', sql`length(btrim(${t.name})) between 1 and 100`),
    check('staff_presentation_check', sql`char_length(${t.presentation}) <= 300`),
  ],
);

/** Which services a staff member performs; both must belong to `company_id` (composite foreign keys). */
export const staffServices = pgTable(
  'staff_services',
  {
    companyId: uuid('company_id').notNull(),
    staffId: uuid('staff_id').notNull(),
    serviceId: uuid('service_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.staffId, t.serviceId] }),
    index('staff_services_service_idx').on(t.serviceId),
    foreignKey({
      name: 'staff_services_staff_fk',
      columns: [t.staffId, t.companyId],
      foreignColumns: [staff.id, staff.companyId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'staff_services_service_fk',
      columns: [t.serviceId, t.companyId],
      foreignColumns: [services.id, services.companyId],
    }).onDelete('cascade'),
  ],
);

/** 'time_off' is shown as 'Ledig', 'sick' as 'Sjuk'. */
export const staffAbsenceKind = pgEnum('staff_absence_kind', ['time_off', 'sick']);

/**
 * A period one staff member is away (instants, half-open `[start, end)`), besides the company-wide blocked slots.
 * The slot engine offers nothing of theirs inside it.
 */
export const staffAbsences = pgTable(
  'staff_absences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull(),
    staffId: uuid('staff_id').notNull(),
    kind: staffAbsenceKind('kind').notNull().default('time_off'),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('staff_absences_staff_idx').on(t.staffId, t.startTime),
    index('staff_absences_company_idx').on(t.companyId, t.startTime),
    foreignKey({
      name: 'staff_absences_staff_fk',
      columns: [t.staffId, t.companyId],
      foreignColumns: [staff.id, staff.companyId],
    }).onDelete('cascade'),
    check('staff_absences_order_check', sql`${t.endTime} > ${t.startTime}`),
  ],
);
