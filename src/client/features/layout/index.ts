/** Entry module of the layout feature (the customer pages' frame): what other features may import. */
export { layoutStrings } from './strings';
export { useSignOut } from './use-sign-out';
