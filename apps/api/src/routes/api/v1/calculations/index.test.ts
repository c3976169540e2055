import { randomUUID } from 'node:crypto';
import {
  calculatorInputSchemas,
  errorResponseSchema,
  type CalculationSlug,
  type Entitlements,
  type FieldIssue,
} from '@freedompath/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bearer, post, signUpVerified } from '../../../../../test/accounts.js';
import { buildTestApp } from '../../../../../test/build-test-app.js';
import { engineCalculations } from './engine-calculations.js';

const ADMIN_EMAIL = 'calculations-admin@example.com';
const { app } = await buildTestApp({ ADMIN_EMAIL });

const slugs = Object.keys(engineCalculations) as CalculationSlug[];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function exampleOf(slug: CalculationSlug): Record<string, Json> {
  const { example } = z.globalRegistry.get(calculatorInputSchemas[slug]) as {
    example: Record<string, Json>;
  };
  return structuredClone(example);
}

/** `inputs` with `value` at the dotted `path` (`undefined` removes the field). */
function withField(inputs: Record<string, Json>, path: string, value: Json | undefined) {
  const copy = structuredClone(inputs);
  const keys = path.split('.');
  const parent = keys
    .slice(0, -1)
    .reduce<Record<string, Json>>((node, key) => node[key] as Record<string, Json>, copy);
  const last = keys.at(-1) as string;
  if (value === undefined) delete parent[last];
  else parent[last] = value;
  return copy;
}

/** Per calculator: a number field, a required field, and values only the engine refuses. */
const malformed: {
  [Slug in CalculationSlug]: {
    numberField: string;
    requiredField?: string;
    engineRefuses: [path: string, value: Json, issue: FieldIssue];
  };
} = {
  runway: {
    numberField: 'currentSavings',
    requiredField: 'monthlyExpensesDuringBreak',
    engineRefuses: [
      'currentSavings',
      -1,
      issue('currentSavings', 'Current savings cannot be negative'),
    ],
  },
  'career-break': {
    numberField: 'expenses.0.amount',
    requiredField: 'expenses',
    engineRefuses: [
      'durationYears',
      0,
      issue('durationYears', 'Duration must be greater than 0 years'),
    ],
  },
  'cost-of-living': {
    numberField: 'currentExpenses.rent',
    requiredField: 'currentExpenses',
    engineRefuses: ['destination', '', issue('destination', 'Please select a destination')],
  },
  'international-runway': {
    numberField: 'cashSavings',
    requiredField: 'selectedCountries',
    engineRefuses: [
      'selectedCountries',
      ['spain', 'spain'],
      issue('selectedCountries.1', 'Each country can be selected once'),
    ],
  },
  // Every field is optional: the engine's defaults fill the form, as on the screen.
  'part-time': {
    numberField: 'weeklyHours',
    engineRefuses: [
      'weeklyHours',
      50,
      issue('weeklyHours', 'Weekly hours must be between 1 and 40'),
    ],
  },
  compensation: {
    numberField: 'offers.1.baseSalary',
    requiredField: 'offers',
    engineRefuses: [
      'offers',
      [{ id: 'only' }],
      issue('offers', 'Minimum of 2 offers required for comparison.'),
    ],
  },
  'paycheck-planner': {
    numberField: 'bills.0.dueDate',
    requiredField: 'startDate',
    engineRefuses: [
      'startDate',
      '1800-01-01',
      issue('startDate', 'Please enter a date between 1900 and 2200.'),
    ],
  },
  'freelance-rate': {
    numberField: 'adjustments.overhead',
    requiredField: 'annualSalary',
    engineRefuses: ['annualSalary', -1, issue('annualSalary', 'Annual salary cannot be negative')],
  },
  layoff: {
    numberField: 'expenses.housing',
    requiredField: 'severance',
    engineRefuses: [
      'severance.baseSalary',
      -1,
      issue('severance.baseSalary', 'Base salary must be a number of 0 or more'),
    ],
  },
  affordability: {
    numberField: 'monthlyIncome',
    requiredField: 'purchaseAmount',
    engineRefuses: [
      'purchaseAmount',
      -1,
      issue('purchaseAmount', 'Purchase amount cannot be negative'),
    ],
  },
  'prepaid-expenses': {
    // Every field may be left out: a break of 3 months with no expenses.
    numberField: 'expenses.0.amount',
    engineRefuses: [
      'breakDuration',
      1.5,
      issue('breakDuration', 'Duration must be a whole number of months'),
    ],
  },
  'debt-paydown': {
    numberField: 'startDate.month',
    requiredField: 'debts',
    engineRefuses: ['debts', [], issue('debts', 'At least one debt is required')],
  },
  'travel-planner': {
    numberField: 'baseDailyCost',
    requiredField: 'itinerary',
    engineRefuses: [
      'itinerary.0.endDate',
      '2026-03-31',
      issue('itinerary.0.endDate', 'End date cannot be before start date'),
    ],
  },
};

function issue(path: string, message: string): FieldIssue {
  return { path: `body.inputs.${path}`, message };
}

function calculate(
  slug: string,
  body: unknown,
  accessToken?: string,
  headers: Record<string, string> = {},
) {
  return post(app, `/api/v1/calculations/${slug}`, body, {
    ...(accessToken ? bearer(accessToken) : {}),
    ...headers,
  });
}

async function used(accessToken: string): Promise<number> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/v1/me/entitlements',
    headers: bearer(accessToken),
  });
  return response.json<Entitlements>().used;
}

/** What the API answers for `inputs`: the engine's result in its wire form, through JSON. */
function expectedResult(slug: CalculationSlug, inputs: unknown): unknown {
  return JSON.parse(JSON.stringify(engineCalculations[slug].calculate(inputs)));
}

/** The error body of a refused request, checked against the documented shape. */
function errorOf(response: { json: <T>() => T }) {
  return errorResponseSchema.parse(response.json());
}

describe('POST /api/v1/calculations/{slug}', () => {
  it.each(slugs)(
    '%s: refuses malformed inputs for free, then answers the engine and spends one',
    async (slug) => {
      const { session } = await signUpVerified(app);
      const example = exampleOf(slug);
      const { numberField, requiredField, engineRefuses } = malformed[slug];
      const [refusedPath, refusedValue, engineIssue] = engineRefuses;
      const refusals: [body: unknown, path: string][] = [
        [{}, 'body.inputs'],
        [{ inputs: null }, 'body.inputs'],
        [{ inputs: [example] }, 'body.inputs'],
        [{ inputs: example, extra: true }, 'body'],
        [{ inputs: { ...example, unexpected: 1 } }, 'body.inputs'],
        [{ inputs: withField(example, numberField, '20000') }, `body.inputs.${numberField}`],
      ];
      if (requiredField) {
        const inputs = withField(example, requiredField, undefined);
        refusals.push([{ inputs }, `body.inputs.${requiredField}`]);
      }
      for (const [body, path] of refusals) {
        const response = await calculate(slug, body, session.accessToken);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(errorOf(response)).toMatchObject({
          code: 'VALIDATION_FAILED',
          issues: [expect.objectContaining({ path })],
        });
      }
      const refusedByEngine = await calculate(
        slug,
        { inputs: withField(example, refusedPath, refusedValue) },
        session.accessToken,
      );
      expect(refusedByEngine.statusCode).toBe(400);
      expect(errorOf(refusedByEngine)).toEqual({
        code: 'VALIDATION_FAILED',
        message: 'Some fields are missing or invalid.',
        issues: [engineIssue],
      });
      expect(await used(session.accessToken)).toBe(0);

      const response = await calculate(slug, { inputs: example }, session.accessToken);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ result: expectedResult(slug, example), remaining: 4 });
      expect(await used(session.accessToken)).toBe(1);
    },
  );

  it('counts down from five, then answers 402 after checking the inputs', async () => {
    const { session } = await signUpVerified(app);
    const remaining = [];
    for (const slug of slugs.slice(0, 5)) {
      const response = await calculate(slug, { inputs: exampleOf(slug) }, session.accessToken);
      remaining.push(response.json<{ remaining: number }>().remaining);
    }
    expect(remaining).toEqual([4, 3, 2, 1, 0]);
    const sixth = await calculate('layoff', { inputs: exampleOf('layoff') }, session.accessToken);
    expect(sixth.statusCode).toBe(402);
    expect(errorOf(sixth)).toEqual({
      code: 'QUOTA_EXCEEDED',
      message: "You've used all your calculations. Please upgrade to continue.",
    });
    // Inputs are judged before the quota: a mistake is still named, not hidden behind 402.
    const mistaken = await calculate('layoff', { inputs: { severance: {} } }, session.accessToken);
    expect(mistaken.statusCode).toBe(400);
    expect(await used(session.accessToken)).toBe(5);
  });

  it('spends once for retries with the same Idempotency-Key, and refuses a malformed key', async () => {
    const { session } = await signUpVerified(app);
    const key = { 'idempotency-key': randomUUID() };
    const inputs = exampleOf('affordability');
    const first = await calculate('affordability', { inputs }, session.accessToken, key);
    const again = await calculate('affordability', { inputs }, session.accessToken, key);
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect([first.json(), again.json()]).toEqual([
      { result: expectedResult('affordability', inputs), remaining: 4 },
      { result: expectedResult('affordability', inputs), remaining: 4 },
    ]);
    const short = await calculate('affordability', { inputs }, session.accessToken, {
      'idempotency-key': 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(errorOf(short).issues).toEqual([
      expect.objectContaining({ path: 'headers.idempotency-key' }),
    ]);
    expect(await used(session.accessToken)).toBe(1);
  });

  it('refuses the key with other inputs or another calculator: 422, nothing spent', async () => {
    const { session } = await signUpVerified(app);
    const key = { 'idempotency-key': randomUUID() };
    const inputs = exampleOf('affordability');
    const first = await calculate('affordability', { inputs }, session.accessToken, key);
    expect(first.json()).toMatchObject({ remaining: 4 });
    for (const [slug, body] of [
      ['affordability', { inputs: { ...inputs, purchaseAmount: 50_000 } }],
      ['layoff', { inputs: exampleOf('layoff') }],
    ] as const) {
      const reused = await calculate(slug, body, session.accessToken, key);
      expect([reused.statusCode, errorOf(reused)], slug).toEqual([
        422,
        {
          code: 'IDEMPOTENCY_KEY_REUSED',
          message:
            'This Idempotency-Key was already used with a different request. Use a new key for a new request.',
        },
      ]);
    }
    // The same inputs with their fields in another order are the same request: a retry.
    const reordered = Object.fromEntries(Object.entries(inputs).reverse());
    const retry = await calculate('affordability', { inputs: reordered }, session.accessToken, key);
    expect(retry.json()).toEqual({ result: expectedResult('affordability', inputs), remaining: 4 });
    expect(await used(session.accessToken)).toBe(1);
  });

  it('lets exactly one of concurrent requests with one key and different inputs spend (10 rounds)', async () => {
    const amounts = [1_000, 2_000, 3_000, 4_000];
    const inputsOf = (purchaseAmount: number) => ({
      ...exampleOf('affordability'),
      purchaseAmount,
    });
    for (let round = 0; round < 10; round += 1) {
      const { session } = await signUpVerified(app);
      const key = { 'idempotency-key': randomUUID() };
      const sent = amounts.flatMap((amount) => [amount, amount]);
      const answers = await Promise.all(
        sent.map((amount) =>
          calculate('affordability', { inputs: inputsOf(amount) }, session.accessToken, key),
        ),
      );
      const passed = sent.filter((_, index) => answers[index]?.statusCode === 200);
      // The winner's copy is a retry and gets the same answer; every other request is refused.
      expect(passed, `round ${round}`).toHaveLength(2);
      expect(new Set(passed).size, `round ${round}`).toBe(1);
      const winner = inputsOf(passed[0] ?? 0);
      for (const [index, answer] of answers.entries()) {
        expect(answer.json(), `round ${round}, request ${index}`).toEqual(
          answer.statusCode === 200
            ? { result: expectedResult('affordability', winner), remaining: 4 }
            : expect.objectContaining({ code: 'IDEMPOTENCY_KEY_REUSED' }),
        );
      }
      expect(await used(session.accessToken)).toBe(1);
    }
  });

  it('sends an endless runway as null with its flag, and reads back what the engine said', async () => {
    const { session } = await signUpVerified(app);
    const inputs = { ...exampleOf('runway'), monthlyIncomeBreak: 3500 };
    const response = await calculate('runway', { inputs }, session.accessToken);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('"runwayMonths":null,"runwayMonthsInfinite":true');
    const { result } = response.json<{
      result: { runwayMonths: number | null; runwayMonthsInfinite: boolean; riskLabel: string };
    }>();
    expect(result).toMatchObject({
      runwayMonths: null,
      runwayMonthsInfinite: true,
      riskLabel: 'Fully Funded',
    });
    expect(result).toEqual(expectedResult('runway', inputs));
  });

  it('answers 100 debts over 50 years in a summary, without the 180,000 schedule rows', async () => {
    const { session } = await signUpVerified(app);
    const debts = Array.from({ length: 100 }, (_, index) => ({
      id: `debt-${index}`,
      name: `Loan ${index}`,
      type: 'personal_loan',
      balance: 100_000,
      minimumPayment: 500,
      interestRate: 5.9,
    }));
    const inputs = { debts, startDate: { year: 2026, month: 1 } };
    const response = await calculate('debt-paydown', { inputs }, session.accessToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      result: expectedResult('debt-paydown', inputs),
      remaining: 4,
    });
    expect(response.body).not.toContain('monthlySchedule');
    expect(response.body.length).toBeLessThan(200_000);
  });

  it('counts nothing for the admin', async () => {
    const { session } = await signUpVerified(app, ADMIN_EMAIL);
    const response = await calculate(
      'travel-planner',
      { inputs: exampleOf('travel-planner') },
      session.accessToken,
    );
    expect(response.json()).toEqual({
      result: expectedResult('travel-planner', exampleOf('travel-planner')),
      remaining: null,
    });
  });

  it('refuses strangers on every calculator', async () => {
    for (const slug of slugs) {
      const response = await calculate(slug, { inputs: exampleOf(slug) });
      expect([response.statusCode, errorOf(response).code], slug).toEqual([401, 'UNAUTHORIZED']);
    }
  });

  it('answers 404 UNKNOWN_CALCULATOR for a slug it does not compute, and spends nothing', async () => {
    const { session } = await signUpVerified(app);
    const unknown = await calculate('rocket-science', { inputs: {} }, session.accessToken);
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown)).toEqual({
      code: 'UNKNOWN_CALCULATOR',
      message: 'There is no calculator of that name.',
    });
    const fire = await calculate('fire', { inputs: {} }, session.accessToken);
    expect(fire.statusCode).toBe(404);
    expect(errorOf(fire)).toEqual({
      code: 'UNKNOWN_CALCULATOR',
      message: 'The FIRE Calculator cannot be calculated yet.',
    });
    expect((await calculate('rocket-science', {})).statusCode).toBe(404);
    expect(await used(session.accessToken)).toBe(0);
  });

  it('documents every calculator in OpenAPI with a request and a response example', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, { post?: OpenApiOperation }>;
      components: { schemas: Record<string, { example?: unknown }> };
    }>();
    const schemaOf = (ref: string | undefined) =>
      document.components.schemas[(ref ?? '').replace('#/components/schemas/', '')];
    for (const slug of slugs) {
      const operation = document.paths[`/api/v1/calculations/${slug}`]?.post;
      const requestRef = operation?.requestBody.content['application/json']?.schema.$ref;
      const responseRef = operation?.responses['200']?.content['application/json']?.schema.$ref;
      expect(schemaOf(requestRef)?.example, slug).toEqual({ inputs: exampleOf(slug) });
      expect(schemaOf(responseRef)?.example, slug).toEqual({
        result: expectedResult(slug, exampleOf(slug)),
        remaining: 4,
      });
      expect(operation?.parameters).toEqual([
        expect.objectContaining({ in: 'header', name: 'idempotency-key', required: false }),
      ]);
    }
    expect(Object.keys(document.paths)).not.toContain('/api/v1/calculations/{slug}');
  });
});

interface OpenApiOperation {
  parameters: unknown[];
  requestBody: { content: Record<string, { schema: { $ref?: string } }> };
  responses: Record<string, { content: Record<string, { schema: { $ref?: string } }> }>;
}
