import { afterAll, describe, expect, it } from 'vitest';
import { bearer, signUpVerified } from '../../../test/accounts.js';
import { buildAppOn, buildTestApp } from '../../../test/build-test-app.js';
import type { App } from '../../app.js';

const OLD_SECRET = 'the-secret-being-rotated-out-0123456789';
const NEW_SECRET = 'the-secret-being-rotated-in-9876543210';
const UNRELATED_SECRET = 'a-secret-this-service-never-had-012345';

// Three deployments of a rotation on one database: before it, during it, and after it.
const { app: before, database } = await buildTestApp({ JWT_SECRET: OLD_SECRET });
const during = await buildAppOn(database, {
  JWT_SECRET: NEW_SECRET,
  JWT_PREVIOUS_SECRET: OLD_SECRET,
});
const after = await buildAppOn(database, { JWT_SECRET: NEW_SECRET });
// Registered after buildTestApp's hook, so these close before it drops the database.
afterAll(() => Promise.all([during.close(), after.close()]));

async function statusOfMe(app: App, accessToken: string): Promise<number> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/v1/me',
    headers: bearer(accessToken),
  });
  return response.statusCode;
}

describe('rotating JWT_SECRET', () => {
  it('keeps tokens of the previous secret valid while it is configured, and only then', async () => {
    const { session } = await signUpVerified(before);
    const signedBefore = session.accessToken;
    expect(await statusOfMe(during, signedBefore)).toBe(200);
    expect(await statusOfMe(after, signedBefore)).toBe(401);
  });

  it('signs new tokens with the new secret only', async () => {
    const { session } = await signUpVerified(during);
    expect(await statusOfMe(after, session.accessToken)).toBe(200);
    expect(await statusOfMe(before, session.accessToken)).toBe(401);
  });

  it('refuses a token signed with any other secret, or with the previous one for another issuer', async () => {
    const { session } = await signUpVerified(during);
    // The claims of a live session, so only the signature and the issuer decide.
    const { sub, sid } = during.jwt.decode<{ sub: string; sid: string }>(session.accessToken) ?? {};
    const claims = { sub: sub ?? '', sid: sid ?? '', typ: 'access' as const };
    const unrelated = during.jwt.sign(claims, { key: UNRELATED_SECRET });
    expect(await statusOfMe(during, unrelated)).toBe(401);
    const foreignIssuer = during.jwt.sign(claims, {
      key: OLD_SECRET,
      iss: 'https://elsewhere.example',
    });
    expect(await statusOfMe(during, foreignIssuer)).toBe(401);
    // The control: the same claims under the previous secret, with our issuer, are accepted.
    expect(await statusOfMe(during, during.jwt.sign(claims, { key: OLD_SECRET }))).toBe(200);
  });

  it('leaves refresh tokens alone: they are random values stored hashed, not signed', async () => {
    const { refreshToken } = await signUpVerified(before);
    const response = await after.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      headers: { cookie: `fp_refresh=${refreshToken}` },
    });
    expect(response.statusCode).toBe(200);
    const { accessToken } = response.json<{ accessToken: string }>();
    expect(await statusOfMe(after, accessToken)).toBe(200);
  });
});
