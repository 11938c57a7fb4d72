import { genericOAuth, type GenericOAuthUserInfo } from 'better-auth/plugins';
import { displayName } from '../../shared/schemas/auth';
import type { Env } from '../env';

/** Whether Google sign-in is configured (client id and secret set). */
export function googleConfigured(env: Env): boolean {
  return Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);
}

/**
 * Google sign-in as an OpenID Connect provider with id `google` (docs/decisions/005): endpoints and signing keys
 * come from `GOOGLE_DISCOVERY_URL`, so tests can point it at a local mock. The callback is
 * `/api/auth/callback/google`. Returns no plugin when Google is not configured.
 */
export function googlePlugins(env: Env) {
  const { GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret } = env;
  if (!clientId || !clientSecret) return [];
  return [
    genericOAuth({
      config: [
        {
          providerId: 'google',
          name: 'Google',
          discoveryUrl: env.GOOGLE_DISCOVERY_URL,
          clientId,
          clientSecret,
          scopes: ['openid', 'email', 'profile'],
          pkce: true,
          requireIdTokenVerification: true,
          mapProfileToUser: mapGoogleProfile,
        },
      ],
    }),
  ];
}

/**
 * Google's OIDC claims -> our user: names split into firstName/lastName (customer-side §3 auth metadata). Google
 * verifies the addresses it hands out, so the e-mail counts as verified unless the token says otherwise.
 */
export function mapGoogleProfile(profile: GenericOAuthUserInfo) {
  const claims = profile as GenericOAuthUserInfo & {
    given_name?: unknown;
    family_name?: unknown;
    email_verified?: unknown;
  };
  const firstName = typeof claims.given_name === 'string' ? claims.given_name.trim() : '';
  const lastName = typeof claims.family_name === 'string' ? claims.family_name.trim() : '';
  const fallback: string = profile.name?.trim() || profile.email?.split('@')[0] || 'Google';
  return {
    name: firstName ? displayName(firstName, lastName) : fallback,
    firstName: firstName || fallback,
    lastName: lastName || undefined,
    emailVerified: claims.email_verified !== false && claims.email_verified !== 'false',
  };
}
