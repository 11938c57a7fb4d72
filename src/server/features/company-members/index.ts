/** Entry module of the company-members feature: a company's admins and their invitations. */
export { adminMembersRoutes, invitationRoutes } from './company-members.routes';
