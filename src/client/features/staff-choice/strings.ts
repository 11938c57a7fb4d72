/** Swedish texts of the customer's staff choice and of a booking's staff member. */
export const t = {
  legend: 'Välj personal',
  anyStaff: 'Valfri personal',
  anyStaffHint: 'Den som är ledig',
  staff: 'Personal',
  staffLine: (name: string) => `Personal: ${name}`,
  about: (name: string) => `Om ${name.split(/\s+/)[0] ?? name}:`,
  profilesTitle: 'Personal',
} as const;
