/** '10:00', '11:00' -> '10:00–11:00'. (Dates are written by shared/date-labels-sv.) */
export function formatTimeRange(start: string, end: string): string {
  return `${start}–${end}`;
}
