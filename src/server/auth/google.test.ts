import type { GenericOAuthUserInfo } from 'better-auth/plugins';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env';
import { googleConfigured, mapGoogleProfile } from './google';

/** OIDC claims as the provider hands them over (the OAuth2 type wants fields Google's token does not use). */
const claims = (c: Record<string, unknown>) => c as GenericOAuthUserInfo;

describe('mapGoogleProfile', () => {
  it('maps given and family name to firstName/lastName and counts the e-mail as verified', () => {
    expect(
      mapGoogleProfile(
        claims({
          email: 'a@example.se',
          given_name: ' Åsa ',
          family_name: 'Öberg',
          email_verified: true,
        }),
      ),
    ).toEqual({ name: 'Åsa Öberg', firstName: 'Åsa', lastName: 'Öberg', emailVerified: true });
  });

  it('falls back to the display name, then to the e-mail local part, for a first name', () => {
    expect(mapGoogleProfile(claims({ email: 'kim@example.se', name: 'Kim' }))).toMatchObject({
      name: 'Kim',
      firstName: 'Kim',
    });
    expect(mapGoogleProfile(claims({ email: 'kim@example.se' }))).toMatchObject({
      firstName: 'kim',
      lastName: undefined,
    });
  });

  it('does not count an address Google itself calls unverified', () => {
    expect(mapGoogleProfile(claims({ email: 'a@example.se', email_verified: false })).emailVerified).toBe(
      false,
    );
    expect(mapGoogleProfile(claims({ email: 'a@example.se', email_verified: 'false' })).emailVerified).toBe(
      false,
    );
  });
});

describe('googleConfigured', () => {
  it('needs both the client id and the secret', () => {
    expect(googleConfigured(parseEnv({}))).toBe(false);
    expect(googleConfigured(parseEnv({ GOOGLE_CLIENT_ID: 'id' }))).toBe(false);
    expect(googleConfigured(parseEnv({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'hemligt' }))).toBe(
      true,
    );
  });
});
