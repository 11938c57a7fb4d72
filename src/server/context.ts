import type { Auth } from './auth/auth';
import type { SessionCache } from './auth/session-cache';
import type { AdjustableClock, Clock } from './clock';
import type { Database, DatabaseHandle } from './db/client';
import type { Env } from './env';
import type { ImageStore } from './images/image-store';
import type { Lifecycle } from './lifecycle';
import type { Metrics } from './metrics';
import type { PaymentProvider } from './payments/provider';
import type { RealtimeBus } from './realtime/bus';

/** Everything a request handler may use; built once in main.ts (or per test file). */
export interface Deps {
  env: Env;
  handle: DatabaseHandle;
  db: Database;
  auth: Auth;
  /** Checked sessions, per process (auth/session-cache.ts). */
  sessionCache: SessionCache;
  bus: RealtimeBus;
  metrics: Metrics;
  /** Uploaded images' variants (the `images` table; docs/decisions/039). */
  images: ImageStore;
  /** The online payment provider (Stripe, or the dev payment page); null = online payment is not offered. */
  payments: PaymentProvider | null;
  /** Serving or draining (graceful shutdown). */
  lifecycle: Lifecycle;
  /** "Now" for every time-dependent rule (default real time; see clock.ts). */
  clock: Clock;
  /** Only in test processes (`NODE_ENV=test`): moves `clock` (tests, `POST /api/dev/clock`). */
  testClock?: AdjustableClock;
}

/** The signed-in user as the API sees them. */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  createdAt?: Date | string;
}

/** The company an admin runs (see src/server/auth/guards.ts `adminOnly`). */
export interface AdminCompany {
  id: string;
  name: string;
  email: string;
  slug: string;
  location: string | null;
  avatarUrl: string | null;
  status: 'pending' | 'active' | 'suspended';
}

/**
 * A member's role in their company: `owner` (registered it) or `admin` (invited), docs/decisions/009; `staff` (invited
 * as 'Personal': their own calendar only), docs/decisions/035.
 */
export type MemberRole = 'owner' | 'admin' | 'staff';

/**
 * The company a member belongs to, with the member's role and, for a staff account, the staff member it is (what
 * `memberOnly`/`adminOnly` put on `c.var.adminCompany`).
 */
export interface MemberCompany extends AdminCompany {
  role: MemberRole;
  /** The staff member a `staff` account is; null for owners and admins. */
  staffId: string | null;
}

export interface AppEnv {
  Variables: { deps: Deps; user: SessionUser | null; adminCompany?: MemberCompany };
}
