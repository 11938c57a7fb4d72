/** Entry module of the admin-calendar feature (the admin calendar; its grid geometry is shared with the settings' week grid): what other features may import. */
export { blockAt, dayOf, gridRows, type DateHoursMap } from './grid';
