/** Entry module of the me feature: who is signed in. */
export { meRoutes } from './me.routes';
