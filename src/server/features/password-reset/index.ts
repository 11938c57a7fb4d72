/** Entry module of the password-reset feature. */
export { passwordResetRoutes } from './password-reset.routes';
