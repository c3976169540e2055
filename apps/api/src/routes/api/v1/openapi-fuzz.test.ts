import { createHmac, randomUUID } from 'node:crypto';
import { errorResponseSchema, type RedirectUrl } from '@freedompath/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { App } from '../../../app.js';
import { bearer, signUpVerified } from '../../../../test/accounts.js';
import { buildTestApp } from '../../../../test/build-test-app.js';
import { startFakeStripe } from '../../../../test/fake-stripe.js';
import { hostileRequest, type HostileRequestOptions } from '../../../../test/hostile-request.js';
import {
  DOCUMENTED_APP_ENV,
  openApiDocument,
  operationsOf,
  pathIdFor,
  requiresToken,
  signInCallers,
  type DocumentedOperation,
  type OpenApiDocument,
  type SignedIn,
} from '../../../../test/openapi-operations.js';
import { tableChecksummer, type TableChecksums } from '../../../../test/table-checksums.js';

/**
 * Hostile input, driven by the OpenAPI document: every operation gets requests a careless or
 * hostile client could send (test/hostile-request.ts lists what). Each answer is a 4xx in the
 * error shape, or a status the operation documents below 400; never a 5xx, never a hang; and a
 * refused request changes no row of any table.
 *
 * Some requests are legitimately accepted (a well-formed body with a garbage header, a GET
 * that ignores an unknown query parameter, the events a batch rejects one by one): those may
 * change rows, so the tables are compared after refused requests only, against the state left
 * by the previous request. Making acceptance impossible would leave the hostile headers, query
 * strings and credentials untried past the first check. No table is left out of the
 * comparison: rate limits are counted outside the database, and the admin audit log is written
 * by accepted actions only.
 */

/** Requests per operation: with about 50 operations the file stays well under a minute. */
const RUNS_PER_OPERATION = 40;
/** An answer slower than this counts as a hang (generous: two busy cores). */
const ANSWER_TIMEOUT_MS = 10_000;

const JWT_SECRET = 'openapi-fuzz-secret-of-more-than-32-characters';
const FOREIGN_SECRET = 'another-service-secret-of-more-than-32-characters';

function base64url(text: string): string {
  return Buffer.from(text).toString('base64url');
}

function jwt(header: object, claims: object, secret?: string, hash = 'sha256'): string {
  const unsigned = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(claims))}`;
  const signature =
    secret === undefined ? '' : createHmac(hash, secret).update(unsigned).digest('base64url');
  return `${unsigned}.${signature}`;
}

/**
 * Tokens that must count for nothing, made from the caller's own claims so that only one
 * thing is wrong with each: expired, signed with another secret, `alg: none`, an algorithm we
 * do not take, a claim changed, a signature tampered with, or not a token at all.
 */
function badAuthorizations(caller: SignedIn): string[] {
  const token = caller.session.accessToken;
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    exp: number;
  };
  const hs256 = { alg: 'HS256', typ: 'JWT' };
  const signed = (changes: object) => jwt(hs256, { ...claims, ...changes }, JWT_SECRET);
  const { exp: _exp, ...withoutExpiry } = claims;
  const signature = token.slice(token.lastIndexOf('.') + 1);
  const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
  const tokens = [
    signed({ iat: claims.exp - 7_200, exp: claims.exp - 3_600 }),
    jwt(hs256, claims, FOREIGN_SECRET),
    jwt({ alg: 'none', typ: 'JWT' }, claims),
    jwt({ alg: 'HS512', typ: 'JWT' }, claims, JWT_SECRET, 'sha512'),
    signed({ typ: 'refresh' }),
    signed({ sub: randomUUID() }),
    signed({ sid: randomUUID() }),
    signed({ sub: "' or 1=1 --" }),
    signed({ aud: 'another-api' }),
    signed({ iss: 'https://evil.example' }),
    signed({ exp: String(claims.exp) }),
    jwt(hs256, withoutExpiry, JWT_SECRET),
    `${token.slice(0, token.lastIndexOf('.') + 1)}${flipped}`,
    `${token}.extra`,
    `${base64url('null')}.${base64url('[]')}.x`,
    'a.b.c',
    'x'.repeat(20_000),
  ];
  return [
    ...tokens.map((text) => `Bearer ${text}`),
    'Bearer',
    'Bearer ',
    `Bearer  ${token}`,
    `Basic ${base64url('admin:admin')}`,
    token,
  ];
}

/** The one error shape: `{ code, message, issues? }`, nothing else. */
function isErrorResponse(body: unknown): boolean {
  return (
    errorResponseSchema.safeParse(body).success &&
    Object.keys(body as object).every((key) => ['code', 'message', 'issues'].includes(key))
  );
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

interface FuzzTarget {
  operation: DocumentedOperation;
  options: HostileRequestOptions;
}

async function fuzz(
  app: App,
  checksums: () => Promise<TableChecksums>,
  { operation, options }: FuzzTarget,
): Promise<void> {
  const documented = Object.keys(operation.spec.responses);
  const protectedRoute = requiresToken(operation.spec);
  // A request that was accepted may have queued an e-mail: the outbox sender marks it sent.
  const settled = async () => {
    await app.mailer.deliverDue();
    return checksums();
  };
  let before = await settled();
  await fc.assert(
    fc.asyncProperty(hostileRequest(operation, options), async (request) => {
      const response = await app.inject({
        method: request.method,
        url: request.url,
        headers: request.headers,
        ...(request.payload === undefined ? {} : { payload: request.payload }),
      });
      const answer = `answered ${response.statusCode} ${response.body.slice(0, 300)}`;
      if (response.statusCode < 400) {
        before = await settled();
        expect(documented, `an undocumented status: ${answer}`).toContain(
          String(response.statusCode),
        );
        if (protectedRoute) {
          expect(request.credential, `let in without a live token: ${answer}`).toBe('valid');
        }
        return;
      }
      const after = await checksums();
      const expected = before;
      before = after;
      expect(response.statusCode, answer).toBeLessThan(500);
      expect(response.headers['content-type'], answer).toMatch(/^application\/json/);
      expect(isErrorResponse(parseJson(response.body)), `not the error shape: ${answer}`).toBe(
        true,
      );
      expect(after, `a refused request changed rows: ${answer}`).toEqual(expected);
    }),
    { numRuns: RUNS_PER_OPERATION, plugins: [fc.timeout(ANSWER_TIMEOUT_MS)] },
  );
}

function schemasOf(document: OpenApiDocument) {
  return document.components?.schemas ?? {};
}

function bodyLimitOf(app: App): number {
  const { bodyLimit } = app.initialConfig;
  if (bodyLimit === undefined) throw new Error('the app has no body limit');
  return bodyLimit;
}

// Stripe answers here (a stand-in), unlike in the authorization matrix: a well-formed checkout
// with a hostile header must then be a 200, not the 502 of an unreachable payment provider.
const stripe = await startFakeStripe();
const main = await buildTestApp({
  ...DOCUMENTED_APP_ENV,
  STRIPE_API_BASE: stripe.apiBase,
  JWT_SECRET,
});
const callers = await signInCallers(main.app);
const mainDocument = await openApiDocument(main.app);
const mainTargets: FuzzTarget[] = [];
for (const operation of operationsOf(mainDocument)) {
  // Each operation is called as the caller it is meant for, so the input is what is checked.
  const caller = operation.path.startsWith('/api/v1/admin/') ? callers.admin : callers.free;
  const pathId = await pathIdFor(main.app, callers, operation.path);
  mainTargets.push({
    operation,
    options: {
      schemas: schemasOf(mainDocument),
      validAuthorization: `Bearer ${caller.session.accessToken}`,
      badAuthorizations: badAuthorizations(caller),
      pathValues: pathId === undefined ? [] : [pathId],
      validCookies: [],
      bodyLimit: bodyLimitOf(main.app),
    },
  });
}

const mainChecksums = await tableChecksummer(main.app);

describe('hostile requests to every operation of the OpenAPI document', () => {
  it.each(mainTargets.map((target) => [target.operation.key, target] as const))(
    '%s',
    async (_key, target) => {
      await fuzz(main.app, mainChecksums, target);
    },
    120_000,
  );
});

/**
 * The simulated checkout's pages exist only while Stripe is not configured (development, and
 * demos that say BILLING_SIMULATED=true): their operations are fuzzed on an app of their own,
 * with real page ids and the cookie that ties each page to its browser.
 */
const simulated = await buildTestApp({ JWT_SECRET });
const buyer = await signUpVerified(simulated.app);
const buyerHeaders = bearer(buyer.session.accessToken);

/** Opens a simulated page; its id is the last segment of its URL, its cookie the one set. */
async function openPage(url: string, payload: object): Promise<{ id: string; cookie: string }> {
  const response = await simulated.app.inject({
    method: 'POST',
    url,
    headers: buyerHeaders,
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  const set = response.cookies[0];
  const id = response.json<RedirectUrl>().url.split('/').at(-1);
  if (!set || !id) throw new Error(`no simulated page in ${response.body}`);
  return { id, cookie: `${set.name}=${set.value}` };
}
const checkout = await openPage('/api/v1/billing/checkout', { plan: 'monthly' });
const checkoutPaid = await simulated.app.inject({
  method: 'POST',
  url: `/api/v1/billing/simulated-checkout/${checkout.id}/pay`,
  headers: { cookie: checkout.cookie },
});
expect(checkoutPaid.statusCode, checkoutPaid.body).toBe(303);
const portal = await openPage('/api/v1/billing/portal', { flow: 'manage' });
const simulatedDocument = await openApiDocument(simulated.app);
const simulatedTargets: FuzzTarget[] = operationsOf(simulatedDocument)
  .filter(({ path }) => path.includes('/simulated-'))
  .map((operation) => ({
    operation,
    options: {
      schemas: schemasOf(simulatedDocument),
      validAuthorization: `Bearer ${buyer.session.accessToken}`,
      badAuthorizations: badAuthorizations(buyer),
      pathValues: [checkout.id, portal.id],
      validCookies: [checkout.cookie, portal.cookie],
      bodyLimit: bodyLimitOf(simulated.app),
    },
  }));

const simulatedChecksums = await tableChecksummer(simulated.app);

describe('hostile requests to the simulated checkout pages', () => {
  it('finds the eight pages in the document', () => {
    expect(simulatedTargets).toHaveLength(8);
  });
  it.each(simulatedTargets.map((target) => [target.operation.key, target] as const))(
    '%s',
    async (_key, target) => {
      await fuzz(simulated.app, simulatedChecksums, target);
    },
    120_000,
  );
});
