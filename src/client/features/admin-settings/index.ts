/** Entry module of the admin-settings feature (company settings; the schedule editor and settings query are shared with the staff page): what other features may import. */
export { ScheduleEditor, scheduleErrors } from './schedule-editor';
export { useCompanySettings } from './use-company-settings';
export { usePaymentSettings } from './use-payment-settings';
