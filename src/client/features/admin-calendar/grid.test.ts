import { describe, expect, it } from 'vitest';
import { DEFAULT_WEEKLY_SCHEDULE } from '~/shared/schedule';
import type { AdminCalendar, AdminCalendarBooking } from '~/shared/schemas/admin-calendar';
import {
  absencesAsBlocks,
  columnBlocks,
  columnDateHours,
  gridColumns,
  laneLayout,
  minutesOnDate,
} from './columns';
import {
  blockAt,
  bookingsStartingIn,
  cellState,
  gridRows,
  nowOffset,
  offHoursRuns,
  openingHours,
} from './grid';

// 2026-12-07 is a Monday, 2026-12-12 a Saturday (weekdays open 09–17 in the default schedule).
const MONDAY = '2026-12-07';
const SATURDAY = '2026-12-12';
const schedule = DEFAULT_WEEKLY_SCHEDULE;

function booking(patch: Partial<AdminCalendarBooking>): AdminCalendarBooking {
  return {
    id: 'b1',
    customerId: 'c1',
    customerName: 'Eva',
    customerEmail: null,
    customerPhone: null,
    serviceId: null,
    serviceName: 'Klippning',
    servicePrice: 300,
    servicePriceFrom: false,
    startDate: MONDAY,
    startTime: '10:00',
    endTime: '11:00',
    status: 'booked',
    notes: null,
    staffId: null,
    staffName: null,
    source: 'admin',
    processingAfterMinutes: 0,
    processingMinutes: 0,
    payment: null,
    ...patch,
  };
}

describe('gridRows', () => {
  it('runs 08:00–18:00 at the slot interval', () => {
    const rows = gridRows(60, schedule, [MONDAY], []);
    expect(rows[0]).toBe(8 * 60);
    expect(rows.at(-1)).toBe(17 * 60);
    expect(rows).toHaveLength(10);
  });

  it('widens to a booking outside and snaps the start to the interval', () => {
    const rows = gridRows(30, schedule, [MONDAY], [{ startTime: '07:10', endTime: '19:00' }]);
    expect(rows[0]).toBe(7 * 60);
    expect(rows.at(-1)).toBe(18 * 60 + 30);
  });

  it("widens to a date's own hours", () => {
    const rows = gridRows(60, schedule, [SATURDAY], [], {
      [SATURDAY]: { intervals: [{ start: '06:00', end: '20:00' }], note: null },
    } as never);
    expect(rows[0]).toBe(6 * 60);
    expect(rows.at(-1)).toBe(19 * 60);
  });
});

describe('cellState', () => {
  it('follows the precedence booked > blocked > disabled > outside > available', () => {
    const blocks = [
      {
        id: 'x',
        start: '2026-12-07T13:00:00+01:00',
        end: '2026-12-07T14:00:00+01:00',
        reason: null,
        staffId: null,
      },
    ];
    const bookings = [booking({})];
    expect(cellState(MONDAY, 10 * 60, 30, schedule, bookings, blocks)).toBe('booked');
    expect(cellState(MONDAY, 13 * 60 + 30, 30, schedule, bookings, blocks)).toBe('blocked');
    expect(cellState(SATURDAY, 10 * 60, 30, schedule, bookings, blocks)).toBe('disabled');
    expect(cellState(MONDAY, 8 * 60, 30, schedule, bookings, blocks)).toBe('outside');
    expect(cellState(MONDAY, 17 * 60, 30, schedule, bookings, blocks)).toBe('outside');
    expect(cellState(MONDAY, 16 * 60 + 30, 30, schedule, bookings, blocks)).toBe('available');
  });

  it('does not count a cancelled booking as booked', () => {
    expect(cellState(MONDAY, 10 * 60, 30, schedule, [booking({ status: 'cancelled' })], [])).toBe(
      'available',
    );
  });

  it('a time held while the customer pays online is not free', () => {
    expect(cellState(MONDAY, 10 * 60, 30, schedule, [booking({ status: 'pending_payment' })], [])).toBe(
      'booked',
    );
  });

  it("treats a closed exception date as disabled and an open one's hours as the day's", () => {
    const closed = { [MONDAY]: { intervals: [], note: 'Stängt' } } as never;
    expect(cellState(MONDAY, 10 * 60, 30, schedule, [], [], closed)).toBe('disabled');
    expect(openingHours(schedule, MONDAY, closed)).toBeNull();
    expect(openingHours(schedule, MONDAY)).toBe('09:00–17:00');
  });
});

describe('blockAt and bookingsStartingIn', () => {
  it('finds a block overlapping the cell in Stockholm time, end exclusive', () => {
    const blocks = [{ start: '2026-12-07T09:00:00+01:00', end: '2026-12-07T10:00:00+01:00' }];
    expect(blockAt(blocks, MONDAY, 9 * 60 + 30, 30)).toBe(blocks[0]);
    expect(blockAt(blocks, MONDAY, 10 * 60, 30)).toBeUndefined();
  });

  it('lists the bookings starting inside [minute, minute + interval)', () => {
    const list = [booking({ id: 'a', startTime: '10:00' }), booking({ id: 'b', startTime: '10:15' })];
    expect(bookingsStartingIn(list, MONDAY, 10 * 60, 15).map((b) => b.id)).toEqual(['a']);
    expect(bookingsStartingIn(list, MONDAY, 10 * 60, 30).map((b) => b.id)).toEqual(['a', 'b']);
    expect(bookingsStartingIn(list, SATURDAY, 10 * 60, 30)).toEqual([]);
  });
});

describe('columns', () => {
  const member = (id: string, active = true) => ({
    id,
    name: id,
    title: null,
    photoUrl: null,
    active,
    displayOrder: 0,
  });
  const data = (patch: Partial<AdminCalendar>) =>
    ({ bookings: [], staff: [], absences: [], ...patch }) as unknown as AdminCalendar;

  it('is a column per date in the week view and without active staff', () => {
    expect(gridColumns(data({}), [MONDAY, SATURDAY], 'week').map((c) => c.key)).toEqual([MONDAY, SATURDAY]);
    expect(gridColumns(data({ staff: [member('s1', false)] }), [MONDAY], 'day')).toHaveLength(1);
  });

  it("is a column per member on a staffed day, inactive ones only with bookings, 'Ej tilldelad' last", () => {
    const columns = gridColumns(
      data({
        staff: [member('s1'), member('s2', false), member('s3', false)],
        bookings: [booking({ id: 'a', staffId: 's2' }), booking({ id: 'b', staffId: null })],
      }),
      [MONDAY],
      'day',
    );
    expect(columns.map((c) => c.staffId)).toEqual(['s1', 's2', null]);
  });

  it("turns a member's absences into blocks with the label as reason", () => {
    const absence = { id: 'a1', staffId: 's1', kind: 'sick' as const, start: 'x', end: 'y', reason: null };
    expect(absencesAsBlocks([absence], 's1', () => 'Sjuk')).toEqual([
      { id: 'absence:a1', start: 'x', end: 'y', reason: 'Sjuk', staffId: 's1' },
    ]);
    expect(absencesAsBlocks([absence], null, () => 'Sjuk')).toEqual([]);
  });

  it("draws a salon block in every column and a member's block only in that member's", () => {
    const salon = { id: 'b1', start: 'x', end: 'y', reason: null, staffId: null };
    const lunch = { id: 'b2', start: 'x', end: 'y', reason: 'Lunch', staffId: 's1' };
    expect(columnBlocks([salon, lunch], 's1')).toEqual([salon, lunch]);
    expect(columnBlocks([salon, lunch], 's2')).toEqual([salon]);
    expect(columnBlocks([salon, lunch], undefined)).toEqual([salon]);
    expect(columnBlocks([salon, lunch], null)).toEqual([salon]);
  });

  it('clamps an instant to the minutes of the date', () => {
    expect(minutesOnDate('2026-12-07T10:30:00+01:00', MONDAY)).toBe(10 * 60 + 30);
    expect(minutesOnDate('2026-12-06T23:00:00+01:00', MONDAY)).toBe(0);
    expect(minutesOnDate('2026-12-08T01:00:00+01:00', MONDAY)).toBe(1440);
  });

  it('puts overlapping cards side by side and lone ones in one lane', () => {
    const lanes = laneLayout([
      { id: 'a', start: 600, end: 660 },
      { id: 'b', start: 630, end: 690 },
      { id: 'c', start: 700, end: 760 },
    ]);
    expect(lanes.get('a')).toEqual({ lane: 0, lanes: 2 });
    expect(lanes.get('b')).toEqual({ lane: 1, lanes: 2 });
    expect(lanes.get('c')).toEqual({ lane: 0, lanes: 1 });
  });
});

describe("a member's own hours", () => {
  const lisa = { id: 'lisa', name: 'Lisa', title: null, photoUrl: null, active: true, displayOrder: 0 };
  // Lisa works a split shift on Monday and not on Saturday; the company has a note on Saturday.
  const data = {
    bookings: [],
    absences: [],
    staff: [lisa],
    dateHours: { [SATURDAY]: { intervals: [{ start: '10:00', end: '14:00' }], note: 'Kortare dag' } },
    staffHours: {
      lisa: {
        [MONDAY]: [
          { start: '10:00', end: '12:00' },
          { start: '13:00', end: '17:00' },
        ],
        [SATURDAY]: [],
      },
    },
  } as unknown as AdminCalendar;

  it("draws a member's column with their hours: outside them shaded, never 'available'", () => {
    const [column] = gridColumns(data, [MONDAY], 'day');
    const hours = columnDateHours(data, column!);
    const state = (minute: number) => cellState(MONDAY, minute, 60, schedule, [], [], hours);
    expect(state(9 * 60)).toBe('outside'); // the company is open, Lisa is not
    expect(state(10 * 60)).toBe('available');
    expect(state(12 * 60)).toBe('outside'); // her break
    expect(state(13 * 60)).toBe('available');
  });

  it('draws a day the member does not work as closed, keeping the date note', () => {
    const [column] = gridColumns(data, [SATURDAY], 'day');
    const hours = columnDateHours(data, column!);
    expect(hours[SATURDAY]).toEqual({ intervals: [], note: 'Kortare dag' });
    expect(cellState(SATURDAY, 11 * 60, 60, schedule, [], [], hours)).toBe('disabled');
  });

  it('draws a member without known hours (inactive) as not working, and date columns with the company hours', () => {
    const other = { ...lisa, id: 'gone', active: false };
    const hours = columnDateHours(data, { key: 'k', date: MONDAY, staffId: other.id, member: other });
    expect(hours[MONDAY]).toEqual({ intervals: [], note: null });
    const [dateColumn] = gridColumns(data, [MONDAY], 'week');
    expect(columnDateHours(data, dateColumn!)).toBe(data.dateHours);
  });

  it("makes the week of one chosen member draw that member's hours; an unknown or 'none' filter does not", () => {
    const columns = gridColumns(data, [MONDAY, SATURDAY], 'week', 'lisa');
    expect(columns.map((c) => c.hoursOf)).toEqual(['lisa', 'lisa']);
    expect(columnDateHours(data, columns[1]!)[SATURDAY]!.intervals).toEqual([]);
    expect(gridColumns(data, [MONDAY], 'week', 'none')[0]!.hoursOf).toBeUndefined();
    expect(gridColumns(data, [MONDAY], 'week', 'nobody')[0]!.hoursOf).toBeUndefined();
  });

  it('finds the runs of rows off the hours, to label them', () => {
    const rows = [480, 540, 600, 660, 720, 780];
    expect(
      offHoursRuns(rows, ['outside', 'outside', 'available', 'booked', 'outside', 'disabled'], 60),
    ).toEqual([
      { start: 480, end: 600 },
      { start: 720, end: 840 },
    ]);
    expect(
      offHoursRuns(rows, ['available', 'blocked', 'available', 'available', 'booked', 'available'], 60),
    ).toEqual([]);
  });
});

describe('nowOffset', () => {
  it("places the 'now' line in rows from the grid's first row, or nowhere outside the grid", () => {
    expect(nowOffset(13 * 60 + 30, 8 * 60, 10, 60)).toBe(5.5);
    expect(nowOffset(8 * 60, 8 * 60, 10, 30)).toBe(0);
    expect(nowOffset(7 * 60, 8 * 60, 10, 60)).toBeNull();
    expect(nowOffset(19 * 60, 8 * 60, 10, 60)).toBeNull();
  });
});
