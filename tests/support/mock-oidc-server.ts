import { startMockOidc } from './mock-oidc';

/** Runs the mock Google (OIDC) provider for Playwright on MOCK_OIDC_PORT until the process is stopped. */
const port = Number(process.env.MOCK_OIDC_PORT ?? 3400);
const mock = await startMockOidc(port);
console.log(`mock OIDC provider at ${mock.issuer}`);
