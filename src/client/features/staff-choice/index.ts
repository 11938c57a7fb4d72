/** Entry module of the staff-choice feature (choosing a staff member): what other features may import. */
export { StaffLine } from './staff-line';
export { t as staffText } from './strings';
export { StaffProfiles } from './staff-profiles';
