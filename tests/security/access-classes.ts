import type { Fixture, Role } from './authz-fixtures';

/*
 * the access classes of the authorization matrix. Every route is given one in route-policies.ts,
 * with a VALID request, so that an allowed call really succeeds and a refused one is refused for who is asking,
 * not for what was sent.
 *
 * - public:        everyone is served.
 * - dev-only:      public, but only mounted without SMTP and outside production (the dev outbox).
 * - test-only:     public, but only mounted in test processes, NODE_ENV=test (the test clock).
 * - signed-in:     guests 401; every signed-in user is served their own data.
 * - own-booking:   customer A's booking at company X: only A is served; guests 401; everyone else 404 (the
 *                  booking's existence is not revealed), including X's admin, who uses the admin endpoints.
 * - company-admin: a resource of company X: X's members (its owner and its invited admin) are served; guests
 *                  401; customers and the platform operator 403; Y's owner 404 on X's resources
 *                  (`scope: 'resource'`) or served Y's own data without touching X (`scope: 'own-company'`).
 *                  X's staff account (staffX, docs/decisions/035) gets 403, unless the policy's `staff` admits it:
 *                  then it is served only its own (`staff: 'scoped'`: the answer holds nothing of X's other members;
 *                  `staff: 'own'`: its request names its own booking or customer, and `otherMember`, naming X's
 *                  booking or customer of no member of theirs, gets 404).
 * - company-owner: as company-admin, but X's invited admin (not an owner) and X's staff account get 403 too.
 * - operator:      /api/platform: only the platform operator (PLATFORM_ADMIN_EMAILS); guests 401, others 403.
 * - link-token:    public, but the token of an e-mailed link is the credential: without it everyone gets 404.
 * - invitation:    an admin invitation's link token, used by the signed-in invitee: guests 401; with a wrong
 *                  token everyone else 404; with the real token the invitee (`tokenRole`) is served.
 * - auth:          better-auth's catch-all, not called here (tests/api/auth.test.ts, security/rate-limits.test.ts).
 */

export type AccessClass =
  | 'public'
  | 'dev-only'
  | 'test-only'
  | 'signed-in'
  | 'own-booking'
  | 'company-admin'
  | 'company-owner'
  | 'operator'
  | 'link-token'
  | 'invitation'
  | 'auth';

/**
 * Path parameters (`:name` → value), query and body of one call; `upload` goes as the multipart field `file`, with
 * `fields` as further multipart fields.
 */
export interface RequestSpec {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  upload?: Buffer;
  fields?: Record<string, string>;
}

export interface RoutePolicy {
  access: AccessClass;
  /** company-admin only: whether the call names a resource of company X, or acts on the caller's own company. */
  scope?: 'resource' | 'own-company';
  /** Status of an allowed call. */
  ok?: number;
  /** A never-ending server-sent event stream: only its first event is read. */
  stream?: true;
  /** The valid call for `role`; for link-token routes, with a wrong token. */
  request?: (f: Fixture, role: Role) => RequestSpec;
  /** link-token and invitation: the call with the real token. */
  withToken?: (f: Fixture) => RequestSpec;
  /** Who makes the `withToken` call (the guest unless told). */
  tokenRole?: Role;
  /**
   * company-admin only: whether X's staff account may use the route (docs/decisions/035), and how it is scoped to
   * its own staff member (see above); absent = 403 for it.
   */
  staff?: 'scoped' | 'own';
  /** With `staff: 'own'`: the call naming another member's resource of X, which staffX must get 404 for. */
  otherMember?: (f: Fixture) => RequestSpec;
  /** Undoes what the route's allowed calls changed that later routes rely on (memberships, company e-mails). */
  after?: (f: Fixture) => Promise<void>;
}

export type Outcome =
  { kind: 'allowed' | 'scoped'; status: number } | { kind: 'denied'; status: 401 | 403 | 404 };

/** What `role` must get from a route of this policy (link-token and invitation routes: with a wrong token). */
export function expectedOutcome(policy: RoutePolicy, role: Role): Outcome {
  const ok = policy.ok ?? 200;
  const allowed: Outcome = { kind: 'allowed', status: ok };
  if (role === 'memberX') {
    // X's invited admin: a member of X, not its owner; everywhere else a signed-in user like customer B.
    if (policy.access === 'company-admin') return allowed;
    if (policy.access === 'company-owner') return { kind: 'denied', status: 403 };
    return expectedOutcome(policy, 'customerB');
  }
  if (role === 'staffX') {
    // X's staff account: a member of X with the rights of its policy's `staff`; elsewhere like customer B.
    if (policy.access === 'company-admin' && policy.staff) return allowed;
    if (policy.access === 'company-admin' || policy.access === 'company-owner')
      return { kind: 'denied', status: 403 };
    return expectedOutcome(policy, 'customerB');
  }
  switch (policy.access) {
    case 'public':
    case 'dev-only':
    case 'test-only':
      return allowed;
    case 'signed-in':
      return role === 'guest' ? { kind: 'denied', status: 401 } : allowed;
    case 'own-booking':
      return role === 'guest'
        ? { kind: 'denied', status: 401 }
        : role === 'customerA'
          ? allowed
          : { kind: 'denied', status: 404 };
    case 'company-admin':
    case 'company-owner':
      if (role === 'guest') return { kind: 'denied', status: 401 };
      if (role === 'adminX') return allowed;
      if (role === 'adminY')
        return policy.scope === 'resource' ? { kind: 'denied', status: 404 } : { kind: 'scoped', status: ok };
      return { kind: 'denied', status: 403 };
    case 'operator':
      return role === 'guest'
        ? { kind: 'denied', status: 401 }
        : role === 'operator'
          ? allowed
          : { kind: 'denied', status: 403 };
    case 'link-token':
      return { kind: 'denied', status: 404 };
    case 'invitation':
      return { kind: 'denied', status: role === 'guest' ? 401 : 404 };
    case 'auth':
      throw new Error('auth routes are not called by the matrix');
  }
}
