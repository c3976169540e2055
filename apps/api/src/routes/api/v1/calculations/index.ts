import {
  API_ERRORS,
  calculators,
  errorResponseSchema,
  idempotencyKeySchema,
} from '@freedompath/contracts';
import { EngineError, type ValidationIssue } from '@freedompath/engine';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../../lib/app-error.js';
import type { Viewer } from '../../../../services/accounts/authenticate.js';
import { engineCalculations } from './engine-calculations.js';
import { ledgerKey } from './ledger-key.js';

export const CALCULATION_MESSAGES = {
  withoutCalculation: (title: string) => `The ${title} cannot be calculated yet.`,
} as const;

const headersSchema = z.looseObject({
  'idempotency-key': z
    .optional(idempotencyKeySchema)
    .describe(
      'One per calculate action: retries with the same key, calculator and inputs spend one ' +
        'calculation in all; the same key with another calculator or other inputs is `422 ' +
        'IDEMPOTENCY_KEY_REUSED`. Without it, every request spends one.',
    ),
});

const slugParamsSchema = z.object({ slug: z.string() });

function viewerOf(request: FastifyRequest): Viewer {
  if (!request.viewer) throw new Error('authenticate must run before this handler');
  return request.viewer;
}

/** The engine's issues as a 400, at their fields under `body.inputs`. */
function invalidInputs(issues: readonly ValidationIssue[]): AppError {
  return new AppError(
    400,
    'VALIDATION_FAILED',
    API_ERRORS.VALIDATION_FAILED.message,
    issues.map(({ path, message }) => ({
      path: path ? `body.inputs.${path}` : 'body.inputs',
      message,
    })),
  );
}

/**
 * `/api/v1/calculations`: one `POST /{slug}` per calculator the engine computes, for API
 * consumers. Inputs pass the contracts schema (the route's body), then the engine's own
 * validator, before a calculation is spent; then the engine runs and the answer comes in its
 * wire form (ADR 021). Any other slug is `404 UNKNOWN_CALCULATOR`.
 */
const calculationsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const calculation of Object.values(engineCalculations)) {
    app.post(
      `/${calculation.slug}`,
      {
        onRequest: app.authenticate,
        schema: {
          summary: calculation.title,
          description:
            'Spends one calculation, as the calculator screen does. Inputs the schema or the ' +
            "engine's rules refuse are a `400 VALIDATION_FAILED` with the issues at their " +
            'fields and spend nothing; `402 QUOTA_EXCEEDED` when none are left. An ' +
            '`Idempotency-Key` already spent on another calculator or other inputs is `422 ' +
            'IDEMPOTENCY_KEY_REUSED` and spends nothing; paid users and the admin are not ' +
            'recorded, so their keys are not checked. A runway that never ends is `null` with ' +
            'its `…Infinite` flag `true`.',
          tags: ['calculations'],
          security: [{ bearerAuth: [] }],
          headers: headersSchema,
          body: calculation.body,
          response: {
            200: calculation.response,
            400: errorResponseSchema,
            401: errorResponseSchema,
            402: errorResponseSchema,
            422: errorResponseSchema,
          },
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        const { inputs } = request.body;
        const issues = calculation.validate(inputs);
        if (issues.length > 0) throw invalidInputs(issues);
        // Spent before the engine runs, as on the screen: no result without a calculation. The
        // inputs as parsed have their keys in the schema's order: a retry that writes its fields
        // in another order is the same request.
        const remaining = await app.entitlements.consume(
          viewer.user,
          calculation.ledgerType,
          ledgerKey(request.headers['idempotency-key']),
          { slug: calculation.slug, inputs },
        );
        try {
          return { result: calculation.calculate(inputs), remaining };
        } catch (error) {
          // Not expected: the engine throws only for input its validator refuses. Should a
          // validator and its calculator ever disagree, the client gets the issues, not a 500.
          if (error instanceof EngineError) throw invalidInputs(error.issues);
          throw error;
        }
      },
    );
  }

  // Unknown slugs are a missing resource, not an invalid field: 404, not the 400 a slug enum
  // in the params schema would give.
  app.post(
    '/:slug',
    { schema: { hide: true, params: slugParamsSchema } },
    ({ params: { slug } }) => {
      // A registry slug gets here only without a route of its own: the engine cannot compute it.
      const registered = calculators.find((calculator) => calculator.slug === slug);
      throw new AppError(
        404,
        'UNKNOWN_CALCULATOR',
        registered
          ? CALCULATION_MESSAGES.withoutCalculation(registered.title)
          : API_ERRORS.UNKNOWN_CALCULATOR.message,
      );
    },
  );
};

export default calculationsRoutes;
