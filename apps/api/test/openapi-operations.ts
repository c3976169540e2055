import type { Scenario } from '@freedompath/contracts';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../src/app.js';
import { users } from '../src/infrastructure/database/schema/index.js';
import { bearer, signUpVerified } from './accounts.js';

/**
 * What the tests that walk every operation of the OpenAPI document share (the authorization
 * matrix, the hostile-input fuzz): the document's operations, the callers signed in to call
 * them, and real ids for their paths.
 */

export const ADMIN_EMAIL = 'boss@example.com';

/**
 * Settings for those tests' app: the admin's address, and Stripe configured (as in production)
 * but unreachable. The webhook then checks signatures, and the simulated checkout pages, which
 * exist only while Stripe is not configured, are not in the document.
 */
export const DOCUMENTED_APP_ENV = {
  ADMIN_EMAIL,
  STRIPE_SECRET_KEY: 'sk_test_documented_operations',
  STRIPE_WEBHOOK_SECRET: 'whsec_documented_operations',
  STRIPE_PRICE_MONTHLY: 'price_test_monthly',
  STRIPE_PRICE_YEARLY: 'price_test_yearly',
  STRIPE_PRICE_LIFETIME: 'price_test_lifetime',
  STRIPE_API_BASE: 'http://127.0.0.1:9',
} as const;

/** The part of a JSON Schema (OpenAPI 3.1) the tests read. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  example?: unknown;
  examples?: unknown[];
  format?: string;
  minItems?: number;
}

/** The part of an operation object the tests read. */
export interface OperationSpec {
  /** `[{ bearerAuth: [] }]` needs a token; `[{}, { bearerAuth: [] }]` takes one if given. */
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, unknown>;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
export type Method = Uppercase<(typeof METHODS)[number]>;

export interface OpenApiDocument {
  paths: Record<string, Partial<Record<(typeof METHODS)[number], OperationSpec>>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** One operation: `key` is `METHOD path`, as the document writes the path (`{id}`). */
export interface DocumentedOperation {
  key: string;
  method: Method;
  path: string;
  spec: OperationSpec;
}

/** The app's OpenAPI document, as `/api/openapi.json` serves it. */
export async function openApiDocument(app: App): Promise<OpenApiDocument> {
  await app.ready();
  return app.swagger() as unknown as OpenApiDocument;
}

export function operationsOf(document: OpenApiDocument): DocumentedOperation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const spec = item[method];
      return spec
        ? [
            {
              key: `${method.toUpperCase()} ${path}`,
              method: method.toUpperCase() as Method,
              path,
              spec,
            },
          ]
        : [];
    }),
  );
}

/** Whether the operation refuses callers without a live access token. */
export function requiresToken(spec: OperationSpec): boolean {
  const security = spec.security ?? [];
  return security.length > 0 && security.every((requirement) => 'bearerAuth' in requirement);
}

export type SignedIn = Awaited<ReturnType<typeof signUpVerified>>;

/**
 * The signed-in callers: `free` owns the saved plans, `otherFree` is another free user, `paid`
 * has complimentary access, `admin` signed up with {@link ADMIN_EMAIL}, and `target` is the
 * account the admin routes act on, so they disable no caller.
 */
export interface Callers {
  free: SignedIn;
  otherFree: SignedIn;
  paid: SignedIn;
  admin: SignedIn;
  target: SignedIn;
}

/** Signs up and confirms the callers; the app must run with {@link DOCUMENTED_APP_ENV}. */
export async function signInCallers(app: App): Promise<Callers> {
  const free = await signUpVerified(app);
  const otherFree = await signUpVerified(app);
  const paid = await signUpVerified(app);
  await app.database.db
    .update(users)
    .set({ complimentaryAccessAt: new Date() })
    .where(eq(users.id, paid.session.user.id));
  const admin = await signUpVerified(app, ADMIN_EMAIL);
  const target = await signUpVerified(app);
  return { free, otherFree, paid, admin, target };
}

let savedPlans = 0;

/** A new saved plan of `owner`, under a name of its own (names are unique per calculator). */
export async function savedPlanOf(app: App, owner: SignedIn): Promise<string> {
  savedPlans += 1;
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/scenarios',
    headers: bearer(owner.session.accessToken),
    payload: {
      name: `Runway ${savedPlans}`,
      calculator: 'runway',
      inputs: { savings: 25_000, monthlyExpenses: 3_000, mode: 'all' },
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Scenario>().id;
}

/**
 * A real id for the `{id}` of `path`: a new saved plan of `free`, the `target` account for the
 * admin routes; `undefined` where the path takes none.
 */
export async function pathIdFor(
  app: App,
  callers: Callers,
  path: string,
): Promise<string | undefined> {
  if (path.startsWith('/api/v1/scenarios/')) return savedPlanOf(app, callers.free);
  if (path.startsWith('/api/v1/admin/users/')) return callers.target.session.user.id;
  // A checkout session no caller has, of a shape the API answers 404 without asking Stripe
  // (which these apps cannot reach): each caller gets the same 404 (ADR 042).
  if (path.startsWith('/api/v1/billing/checkout-sessions/')) return 'nobodys_session';
  return undefined;
}
