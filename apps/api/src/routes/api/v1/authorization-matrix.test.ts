import { describe, expect, it } from 'vitest';
import { bearer } from '../../../../test/accounts.js';
import { buildTestApp } from '../../../../test/build-test-app.js';
import {
  DOCUMENTED_APP_ENV,
  type Method,
  openApiDocument,
  operationsOf,
  pathIdFor,
  signInCallers,
} from '../../../../test/openapi-operations.js';

/**
 * Who may call what: every route of the OpenAPI document, called by five callers, each answer
 * put in one of four classes. A route added without a row here fails the coverage test.
 */

const { app } = await buildTestApp(DOCUMENTED_APP_ENV);

/**
 * The callers, in the order they call: `free`, the owner of the saved plans, last, so its
 * DELETE comes after everyone else's try.
 */
const ROLES = ['anonymous', 'otherFree', 'paid', 'admin', 'free'] as const;
type Role = (typeof ROLES)[number];

/**
 * The class of an answer: `401` not signed in, `403` signed in but not allowed, `404` someone
 * else's resource (or, for the billing portal, one the caller does not have), `allowed`
 * anything else (2xx, or a 4xx about the input, such as the `400` for the empty body every
 * write gets here).
 */
type Expected = 401 | 403 | 404 | 'allowed';

function classOf(status: number): Expected {
  return status === 401 || status === 403 || status === 404 ? status : 'allowed';
}

const callers = await signInCallers(app);
const { free, otherFree, paid, admin } = callers;

const headersOf: Record<Role, Record<string, string>> = {
  anonymous: {},
  free: bearer(free.session.accessToken),
  otherFree: bearer(otherFree.session.accessToken),
  paid: bearer(paid.session.accessToken),
  admin: bearer(admin.session.accessToken),
};

const ANY: Record<Role, Expected> = {
  anonymous: 'allowed',
  free: 'allowed',
  otherFree: 'allowed',
  paid: 'allowed',
  admin: 'allowed',
};
const SIGNED_IN: Record<Role, Expected> = { ...ANY, anonymous: 401 };
const ADMIN_ONLY: Record<Role, Expected> = {
  anonymous: 401,
  free: 403,
  otherFree: 403,
  paid: 403,
  admin: 'allowed',
};
/** A saved plan of `free`: everyone else gets 404, as for an id that never existed. */
const OWNER_ONLY: Record<Role, Expected> = {
  anonymous: 401,
  free: 'allowed',
  otherFree: 404,
  paid: 404,
  admin: 404,
};

interface Row {
  expected: Record<Role, Expected>;
  /** The body of a write; `{}` unless the route must get past validation to reach its check. */
  body?: object;
}

/** One row per documented operation, keyed `METHOD path` as in the OpenAPI document. */
const MATRIX: Record<string, Row> = {
  'GET /api/health': { expected: ANY },
  'GET /api/health/live': { expected: ANY },
  'GET /api/health/ready': { expected: ANY },

  // Auth: public by design; a bearer token changes nothing.
  'POST /api/v1/auth/signup': { expected: ANY },
  'POST /api/v1/auth/check-link': { expected: ANY },
  'POST /api/v1/auth/verify-email': { expected: ANY },
  'POST /api/v1/auth/resend-verification': { expected: ANY },
  'POST /api/v1/auth/signin': { expected: ANY },
  // Authenticated by the refresh cookie, which no caller here sends: 401 for everyone.
  'POST /api/v1/auth/refresh': {
    expected: { anonymous: 401, free: 401, otherFree: 401, paid: 401, admin: 401 },
  },
  'POST /api/v1/auth/signout': { expected: ANY },
  'POST /api/v1/auth/forgot-password': { expected: ANY },
  'POST /api/v1/auth/reset-password': { expected: ANY },

  // The account: each caller reaches only their own, there is no id to point elsewhere.
  'GET /api/v1/me': { expected: SIGNED_IN },
  'DELETE /api/v1/me': { expected: SIGNED_IN },
  'GET /api/v1/me/entitlements': { expected: SIGNED_IN },
  'POST /api/v1/me/password': { expected: SIGNED_IN },

  'POST /api/v1/quota/consume': { expected: SIGNED_IN },

  'POST /api/v1/calculations/runway': { expected: SIGNED_IN },
  'POST /api/v1/calculations/career-break': { expected: SIGNED_IN },
  'POST /api/v1/calculations/cost-of-living': { expected: SIGNED_IN },
  'POST /api/v1/calculations/international-runway': { expected: SIGNED_IN },
  'POST /api/v1/calculations/part-time': { expected: SIGNED_IN },
  'POST /api/v1/calculations/compensation': { expected: SIGNED_IN },
  'POST /api/v1/calculations/paycheck-planner': { expected: SIGNED_IN },
  'POST /api/v1/calculations/freelance-rate': { expected: SIGNED_IN },
  'POST /api/v1/calculations/layoff': { expected: SIGNED_IN },
  'POST /api/v1/calculations/affordability': { expected: SIGNED_IN },
  'POST /api/v1/calculations/prepaid-expenses': { expected: SIGNED_IN },
  'POST /api/v1/calculations/debt-paydown': { expected: SIGNED_IN },
  'POST /api/v1/calculations/travel-planner': { expected: SIGNED_IN },

  'GET /api/v1/scenarios': { expected: SIGNED_IN },
  'POST /api/v1/scenarios': { expected: SIGNED_IN },
  'GET /api/v1/scenarios/{id}': { expected: OWNER_ONLY },
  // A valid body, so the answer is about the plan's owner, not the input.
  'PATCH /api/v1/scenarios/{id}': { expected: OWNER_ONLY, body: { name: 'Renamed' } },
  'DELETE /api/v1/scenarios/{id}': { expected: OWNER_ONLY },

  'POST /api/v1/billing/checkout': { expected: SIGNED_IN },
  // The caller's own billing account, which none of them has yet: 404 NO_BILLING_ACCOUNT.
  'POST /api/v1/billing/portal': {
    expected: { anonymous: 401, free: 404, otherFree: 404, paid: 404, admin: 404 },
  },
  // Nothing of theirs to resume: 409, an answer about the caller's own subscription.
  'POST /api/v1/billing/resume': { expected: SIGNED_IN },
  // A session of nobody's: whether it is another account's or unknown, 404 for everyone.
  'GET /api/v1/billing/checkout-sessions/{id}': {
    expected: { anonymous: 401, free: 404, otherFree: 404, paid: 404, admin: 404 },
  },
  // The simulated checkout and portal pages (test mode, authenticated by a per-browser cookie,
  // not a token) exist only while Stripe is not configured, so they are not in this document:
  // billing/simulated-checkout.test.ts covers who may use them.

  // Anonymous or signed in: both may send analytics events.
  'POST /api/v1/events': { expected: ANY },

  'POST /api/v1/admin/analytics/refresh': { expected: ADMIN_ONLY },
  'GET /api/v1/admin/audit': { expected: ADMIN_ONLY },
  'GET /api/v1/admin/dashboard': { expected: ADMIN_ONLY },
  'GET /api/v1/admin/users': { expected: ADMIN_ONLY },
  'POST /api/v1/admin/users/{id}/complimentary-access': { expected: ADMIN_ONLY },
  'DELETE /api/v1/admin/users/{id}/complimentary-access': { expected: ADMIN_ONLY },
  'POST /api/v1/admin/users/{id}/reset-quota': { expected: ADMIN_ONLY },
  'POST /api/v1/admin/users/{id}/disable': { expected: ADMIN_ONLY },
  'POST /api/v1/admin/users/{id}/enable': { expected: ADMIN_ONLY },

  // Webhook: authenticated by the Stripe signature, not by a token; an unsigned call is a 400
  // for everyone.
  'POST /api/webhooks/stripe': { expected: ANY },

  // Development only (never registered in production, loopback callers only): the outbox.
  'GET /api/v1/dev/outbox': { expected: ANY },
};

const operations = operationsOf(await openApiDocument(app)).map(({ key }) => key);

describe('the authorization matrix', () => {
  it('has one row per operation of the OpenAPI document, and no other', () => {
    expect(Object.keys(MATRIX).toSorted()).toEqual(operations.toSorted());
  });

  describe.each(Object.entries(MATRIX))('%s', (operation, { expected, body = {} }) => {
    it('answers each caller as the matrix says', async () => {
      const [method, template] = operation.split(' ') as [Method, string];
      const url = template.replace('{id}', (await pathIdFor(app, callers, template)) ?? '');
      const actual: Partial<Record<Role, Expected>> = {};
      const answers: Partial<Record<Role, string>> = {};
      for (const role of ROLES) {
        const response = await app.inject({
          method,
          url,
          headers: headersOf[role],
          ...(method === 'GET' ? {} : { payload: body }),
        });
        actual[role] = classOf(response.statusCode);
        answers[role] = `${response.statusCode} ${response.body.slice(0, 120)}`;
      }
      expect(actual, JSON.stringify(answers, null, 2)).toEqual(expected);
    });
  });
});
