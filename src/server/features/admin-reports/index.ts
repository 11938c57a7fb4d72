/** Entry module of the admin-reports feature: 'Rapporter' and the figures the dashboard shares with it. */
export { adminReportsRoutes } from './admin-reports.routes';
export { monthPeriod, noShowRate } from './report-period';
export { customersWithVisit, periodTotals, staffFigures } from './report-figures.queries';
