/** Entry module of the auth-config feature: which sign-in methods the client offers. */
export { authConfigRoutes } from './auth-config.routes';
