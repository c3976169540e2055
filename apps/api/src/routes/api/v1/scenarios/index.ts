import {
  SAVED_PLAN_LIMIT,
  calculatorSlugSchema,
  createScenarioBodySchema,
  errorResponseSchema,
  scenarioListSchema,
  scenarioParamsSchema,
  scenarioSchema,
  updateScenarioBodySchema,
  type CalculatorSlug,
  type Scenario,
} from '@freedompath/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../../lib/app-error.js';
import type { Viewer } from '../../../../services/accounts/authenticate.js';
import type { ScenarioRecord } from '../../../../repositories/scenarios-repository.js';
import { ERROR_MESSAGES } from '../../../../infrastructure/http/error-handler.js';
import {
  checkPlanInputs,
  PLAN_INPUTS_MAX_BYTES,
  PLAN_INPUTS_MAX_DEPTH,
} from './check-plan-inputs.js';

export const SCENARIO_MESSAGES = {
  notFound: 'This saved plan does not exist.',
  limitReached: `You can keep up to ${SAVED_PLAN_LIMIT} saved plans. Delete one to save another.`,
  nothingToChange: 'Give a new name, new inputs or both.',
} as const;

const listQuerySchema = z.object({
  calculator: z.optional(calculatorSlugSchema).describe("Only this calculator's plans"),
});

const tags = ['saved plans'];
const security = [{ bearerAuth: [] }];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema } as const;

function viewerOf(request: FastifyRequest): Viewer {
  if (!request.viewer) throw new Error('authenticate must run before this handler');
  return request.viewer;
}

function notFound(): AppError {
  return new AppError(404, 'NOT_FOUND', SCENARIO_MESSAGES.notFound);
}

function toScenario(record: ScenarioRecord): Scenario {
  return {
    id: record.id,
    name: record.name,
    // Written through the slug schema; a slug the registry has since dropped fails the reply.
    calculator: record.calculator as CalculatorSlug,
    inputs: record.inputs,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

/**
 * `/api/v1/scenarios`: the signed-in user's saved plans. Each is only ever visible to its
 * owner: another user's id answers 404 like one that never existed, never 403, so ids reveal
 * nothing. Saving spends no calculation.
 */
const scenariosRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '',
    {
      schema: {
        summary: 'List my saved plans',
        description: `Newest change first; at most ${SAVED_PLAN_LIMIT}. \`?calculator=<slug>\` lists one calculator's.`,
        tags,
        security,
        querystring: listQuerySchema,
        response: { 200: scenarioListSchema, ...errors },
      },
    },
    async (request) => {
      const plans = await app.scenarios.list(viewerOf(request).user.id, request.query);
      return { scenarios: plans.map(toScenario) };
    },
  );

  app.post(
    '',
    {
      schema: {
        summary: 'Save a plan',
        description:
          "`inputs` is the calculator screen's plan (its URL search params): a JSON object of at " +
          `most ${PLAN_INPUTS_MAX_BYTES / 1024} kB and ${PLAN_INPUTS_MAX_DEPTH} levels. Spends no ` +
          `calculation. \`409 SAVED_PLAN_LIMIT\` once ${SAVED_PLAN_LIMIT} are kept.`,
        tags,
        security,
        body: createScenarioBodySchema,
        response: { 201: scenarioSchema, ...errors, 409: errorResponseSchema },
      },
    },
    async (request, reply) => {
      checkPlanInputs(request.body.inputs);
      const created = await app.scenarios.create(
        viewerOf(request).user.id,
        request.body,
        app.clock.now(),
      );
      if (!created) throw new AppError(409, 'SAVED_PLAN_LIMIT', SCENARIO_MESSAGES.limitReached);
      return reply.status(201).send(toScenario(created));
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        summary: 'Read one of my saved plans',
        description: "`404` for an id that does not exist or is another user's.",
        tags,
        security,
        params: scenarioParamsSchema,
        response: { 200: scenarioSchema, ...errors, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const found = await app.scenarios.find(viewerOf(request).user.id, request.params.id);
      if (!found) throw notFound();
      return toScenario(found);
    },
  );

  app.patch(
    '/:id',
    {
      schema: {
        summary: 'Rename a saved plan or replace its inputs',
        description:
          'Either field or both; the calculator stays. `404` for an id that does not exist or ' +
          "is another user's.",
        tags,
        security,
        params: scenarioParamsSchema,
        body: updateScenarioBodySchema,
        response: { 200: scenarioSchema, ...errors, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const { name, inputs } = request.body;
      if (name === undefined && inputs === undefined) {
        throw new AppError(400, 'VALIDATION_FAILED', ERROR_MESSAGES.validation, [
          { path: 'body', message: SCENARIO_MESSAGES.nothingToChange },
        ]);
      }
      if (inputs !== undefined) checkPlanInputs(inputs);
      const updated = await app.scenarios.update(
        viewerOf(request).user.id,
        request.params.id,
        { ...(name === undefined ? {} : { name }), ...(inputs === undefined ? {} : { inputs }) },
        app.clock.now(),
      );
      if (!updated) throw notFound();
      return toScenario(updated);
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        summary: 'Delete a saved plan',
        description: "`404` for an id that does not exist or is another user's.",
        tags,
        security,
        params: scenarioParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...errors, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      if (!(await app.scenarios.delete(viewerOf(request).user.id, request.params.id))) {
        throw notFound();
      }
      return reply.status(204).send(null);
    },
  );
};

export default scenariosRoutes;
