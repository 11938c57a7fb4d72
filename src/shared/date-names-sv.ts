/**
 * The Swedish names of weekdays and months, Monday and January first, as every page, e-mail and SMS writes them
 * ('tor', not 'tors'; short months without a dot). One list each, in a module without imports, so the booking page
 * can use them without loading `shared/dates.ts` and its time-zone code (about 3 KB gzip on its first load).
 */

/** Short weekday names: 'mån' … 'sön'. */
export const WEEKDAYS_SHORT_SV = ['mån', 'tis', 'ons', 'tor', 'fre', 'lör', 'sön'] as const;

/** Full weekday names, lower case: 'måndag' … 'söndag'. */
export const WEEKDAYS_LONG_SV = [
  'måndag',
  'tisdag',
  'onsdag',
  'torsdag',
  'fredag',
  'lördag',
  'söndag',
] as const;

/** Short month names without abbreviation dots: 'jan' … 'dec'. */
export const MONTHS_SHORT_SV = [
  'jan',
  'feb',
  'mar',
  'apr',
  'maj',
  'jun',
  'jul',
  'aug',
  'sep',
  'okt',
  'nov',
  'dec',
] as const;

/** Full month names, lower case: 'januari' … 'december'. */
export const MONTHS_LONG_SV = [
  'januari',
  'februari',
  'mars',
  'april',
  'maj',
  'juni',
  'juli',
  'augusti',
  'september',
  'oktober',
  'november',
  'december',
] as const;
