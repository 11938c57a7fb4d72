/** Entry module of the profile feature (the customer's profile, history and feedback): what other features may import. */
export { FeedbackDialog } from './feedback-dialog';
export { t as profileText } from './strings';
export { useHistory } from './use-profile';
