import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

/** The person the mock "Google" signs in: OIDC standard claims. */
export interface MockOidcUser {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
}

export const MOCK_GOOGLE_USER: MockOidcUser = {
  sub: 'google-sub-0001',
  email: 'gunnar.google@example.se',
  email_verified: true,
  given_name: 'Gunnar',
  family_name: 'Googlesson',
};

export const MOCK_CLIENT_ID = 'tidvis-test-client';
export const MOCK_CLIENT_SECRET = 'tidvis-test-secret';

interface PendingCode {
  redirectUri: string;
  nonce?: string;
  codeChallenge?: string;
  user: MockOidcUser;
}

export interface MockOidc {
  issuer: string;
  discoveryUrl: string;
  /** Who the next /authorize signs in (default MOCK_GOOGLE_USER). */
  setUser: (user: MockOidcUser) => void;
  close: () => Promise<void>;
}

const base64url = (buf: Buffer) => buf.toString('base64url');

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of req) body += chunk;
  return new URLSearchParams(body);
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

/**
 * A minimal OpenID Connect provider standing in for Google in tests: discovery, `/authorize` (no login screen:
 * redirects straight back with a code for the current user), `/token` (checks client secret and PKCE; returns an
 * RS256 id_token with the nonce), `/jwks` and `/userinfo`. Listens on 127.0.0.1:`port` (0 = any free port).
 */
export async function startMockOidc(port = 0): Promise<MockOidc> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'mock-key-1', alg: 'RS256', use: 'sig' };
  const codes = new Map<string, PendingCode>();
  const accessTokens = new Map<string, MockOidcUser>();
  let user = MOCK_GOOGLE_USER;
  let issuer = '';

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', issuer || 'http://127.0.0.1');
      if (url.pathname === '/.well-known/openid-configuration') {
        return json(res, 200, {
          issuer,
          authorization_endpoint: `${issuer}/authorize`,
          token_endpoint: `${issuer}/token`,
          userinfo_endpoint: `${issuer}/userinfo`,
          jwks_uri: `${issuer}/jwks`,
          response_types_supported: ['code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
          scopes_supported: ['openid', 'email', 'profile'],
          token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
          code_challenge_methods_supported: ['S256'],
        });
      }
      if (url.pathname === '/jwks') return json(res, 200, { keys: [jwk] });
      if (url.pathname === '/authorize') {
        const q = url.searchParams;
        const redirectUri = q.get('redirect_uri');
        if (q.get('client_id') !== MOCK_CLIENT_ID || !redirectUri)
          return json(res, 400, { error: 'invalid_request' });
        const code = randomUUID();
        codes.set(code, {
          redirectUri,
          nonce: q.get('nonce') ?? undefined,
          codeChallenge: q.get('code_challenge') ?? undefined,
          user,
        });
        const back = new URL(redirectUri);
        back.searchParams.set('code', code);
        if (q.get('state')) back.searchParams.set('state', q.get('state') ?? '');
        res.writeHead(302, { location: back.toString() });
        return res.end();
      }
      if (url.pathname === '/token' && req.method === 'POST') {
        const form = await readForm(req);
        const basic = req.headers.authorization?.startsWith('Basic ')
          ? Buffer.from(req.headers.authorization.slice(6), 'base64')
              .toString()
              .split(':')
              .map(decodeURIComponent)
          : [form.get('client_id'), form.get('client_secret')];
        const pending = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        if (basic[0] !== MOCK_CLIENT_ID || basic[1] !== MOCK_CLIENT_SECRET)
          return json(res, 401, { error: 'invalid_client' });
        if (!pending || pending.redirectUri !== form.get('redirect_uri'))
          return json(res, 400, { error: 'invalid_grant' });
        const verifier = form.get('code_verifier') ?? '';
        if (
          pending.codeChallenge &&
          base64url(createHash('sha256').update(verifier).digest()) !== pending.codeChallenge
        ) {
          return json(res, 400, { error: 'invalid_grant' });
        }
        const accessToken = randomUUID();
        accessTokens.set(accessToken, pending.user);
        const idToken = await new SignJWT({
          ...pending.user,
          name: `${pending.user.given_name} ${pending.user.family_name}`,
          ...(pending.nonce ? { nonce: pending.nonce } : {}),
        })
          .setProtectedHeader({ alg: 'RS256', kid: jwk.kid })
          .setIssuer(issuer)
          .setAudience(MOCK_CLIENT_ID)
          .setSubject(pending.user.sub)
          .setIssuedAt()
          .setExpirationTime('10m')
          .sign(privateKey);
        return json(res, 200, {
          access_token: accessToken,
          token_type: 'Bearer',
          expires_in: 600,
          id_token: idToken,
          scope: 'openid email profile',
        });
      }
      if (url.pathname === '/userinfo') {
        const token = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
        const who = accessTokens.get(token);
        return who ? json(res, 200, who) : json(res, 401, { error: 'invalid_token' });
      }
      return json(res, 404, { error: 'not_found' });
    })().catch((err: unknown) => json(res, 500, { error: String(err) }));
  });

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    discoveryUrl: `${issuer}/.well-known/openid-configuration`,
    setUser: (next) => {
      user = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
