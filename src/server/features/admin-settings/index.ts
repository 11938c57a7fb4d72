/** Entry module of the admin-settings feature: company details, opening hours, booking policy. */
export { adminSettingsRoutes } from './admin-settings.routes';
