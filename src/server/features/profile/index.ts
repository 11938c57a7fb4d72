/** Entry module of the profile feature: the customer's profile, history and feedback. */
export { feedbackRoutes } from './feedback.routes';
export { profileRoutes } from './profile.routes';
export { findProfileRow } from './profile.queries';
