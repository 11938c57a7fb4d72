/** Entry module of the auth feature (sign-in, sign-up and password reset): what other features may import. */
export { classifyLoginError, explainedRefusal, type AuthError } from './auth-errors';
export { toastGoogleError } from './google-error';
export { useGoogleReturn } from './google-return';
export { authStrings } from './strings';
