import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduleExceptions } from '../../src/server/db/schema';
import type { AdminCalendar } from '../../src/shared/schemas/admin-calendar';
import type { WeeklySchedule } from '../../src/shared/schedule';
import { createCompany, makeStaff, makeStaffAbsence, signedInAdmin } from '../factories';
import { createTestContext, databaseKinds, type TestContext } from '../test-db';

const BASE = '/api/admin/calendar';
// 2027-03-01 is a Monday; no public holiday that week.
const MONDAY = '2027-03-01';
const TUESDAY = '2027-03-02';
const WEDNESDAY = '2027-03-03';
const THURSDAY = '2027-03-04';
const SUNDAY = '2027-03-07';

const off = { enabled: false, intervals: [] };
const shift = (...pairs: [string, string][]) => ({
  enabled: true,
  intervals: pairs.map(([start, end]) => ({ start, end })),
});
/** Lisa: Mon/Wed/Thu 12–20, Monday a split shift 10–12 and 13–20. */
const LISA: WeeklySchedule = {
  monday: shift(['10:00', '12:00'], ['13:00', '20:00']),
  tuesday: off,
  wednesday: shift(['12:00', '20:00']),
  thursday: shift(['12:00', '20:00']),
  friday: off,
  saturday: off,
  sunday: off,
};

describe.each(databaseKinds())('admin calendar member hours on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterAll(() => ctx.close());

  it("gives each member's own hours per date within the company's, with their exceptions and absences", async () => {
    const email = `admin-${randomUUID().slice(0, 8)}@example.se`;
    // The company is open 09–18 on weekdays, closed at weekends.
    const company = await createCompany(ctx.deps.db, {
      email,
      weeklySchedule: {
        monday: shift(['09:00', '18:00']),
        tuesday: shift(['09:00', '18:00']),
        wednesday: shift(['09:00', '18:00']),
        thursday: shift(['09:00', '18:00']),
        friday: shift(['09:00', '18:00']),
        saturday: off,
        sunday: off,
      },
    });
    const { client: admin } = await signedInAdmin(ctx, company.id, email);
    const lisa = await makeStaff(ctx.deps.db, company.id, { name: 'Lisa', weeklySchedule: LISA });
    const elin = await makeStaff(ctx.deps.db, company.id, { name: 'Elin', displayOrder: 1 });
    const gone = await makeStaff(ctx.deps.db, company.id, { name: 'Gone', active: false });
    // Lisa is away all Wednesday; Elin works only 10–14 on Thursday; Lisa is off sick Thursday 14–15.
    await ctx.deps.db.insert(scheduleExceptions).values([
      { companyId: company.id, staffId: lisa.id, startDate: WEDNESDAY, endDate: WEDNESDAY, kind: 'closed' },
      {
        companyId: company.id,
        staffId: elin.id,
        startDate: THURSDAY,
        endDate: THURSDAY,
        kind: 'hours',
        intervals: [{ start: '10:00', end: '14:00' }],
      },
    ]);
    const absence = await makeStaffAbsence(ctx.deps.db, lisa, THURSDAY, '14:00', '15:00', 'sick');

    const res = await admin.get<AdminCalendar>(`${BASE}?from=${MONDAY}&to=${SUNDAY}`);
    expect(res.status).toBe(200);
    const body = res.json as AdminCalendar;
    const lisaHours = body.staffHours[lisa.id]!;
    expect(lisaHours[MONDAY]).toEqual([
      { start: '10:00', end: '12:00' },
      { start: '13:00', end: '18:00' }, // the company closes at 18
    ]);
    expect(lisaHours[TUESDAY]).toEqual([]);
    expect(lisaHours[WEDNESDAY]).toEqual([]);
    expect(lisaHours[THURSDAY]).toEqual([{ start: '12:00', end: '18:00' }]);
    expect(lisaHours[SUNDAY]).toEqual([]);
    // Without a schedule of her own Elin works the company's hours, her exception's on Thursday.
    const elinHours = body.staffHours[elin.id]!;
    expect(elinHours[TUESDAY]).toEqual([{ start: '09:00', end: '18:00' }]);
    expect(elinHours[THURSDAY]).toEqual([{ start: '10:00', end: '14:00' }]);
    expect(elinHours[SUNDAY]).toEqual([]);
    expect(Object.keys(elinHours)).toHaveLength(7);
    expect(body.staffHours[gone.id]).toBeUndefined();
    expect(body.absences).toEqual([
      expect.objectContaining({ id: absence.id, staffId: lisa.id, kind: 'sick' }),
    ]);
  });

  it('is empty at a company without staff', async () => {
    const email = `admin-${randomUUID().slice(0, 8)}@example.se`;
    const company = await createCompany(ctx.deps.db, { email });
    const { client: admin } = await signedInAdmin(ctx, company.id, email);
    const res = await admin.get<AdminCalendar>(`${BASE}?from=${MONDAY}&to=${MONDAY}`);
    const body = res.json as AdminCalendar;
    expect(body.staffHours).toEqual({});
  });
});
