/** Entry module of the add-to-calendar feature ('Lägg till i kalendern' for a booking): what other features may import. */
export { AddToCalendar } from './add-to-calendar';
