/** Entry module of the dev-mail feature: the sent e-mails and SMS (development and tests only). */
export { devMailRoutes, devSmsRoutes } from './dev-mail.routes';
