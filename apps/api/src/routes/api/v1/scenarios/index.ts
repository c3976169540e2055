import {
  SAVED_PLAN_LIMIT,
  calculatorSlugSchema,
  createScenarioBodySchema,
  errorResponseSchema,
  scenarioListSchema,
  scenarioParamsSchema,
  scenarioSchema,
  updateScenarioBodySchema,
} from '@freedompath/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Viewer } from '../../../../services/accounts/authenticate.js';
import {
  checkPlanInputs,
  PLAN_INPUTS_MAX_BYTES,
  PLAN_INPUTS_MAX_DEPTH,
} from './check-plan-inputs.js';

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
      return { scenarios: await app.savedPlans.list(viewerOf(request).user.id, request.query) };
    },
  );

  app.post(
    '',
    {
      schema: {
        summary: 'Save a plan',
        description:
          "`inputs` is the calculator screen's plan (its URL search params): a JSON object of at " +
          `most ${PLAN_INPUTS_MAX_BYTES / 1024} kB and ${PLAN_INPUTS_MAX_DEPTH} levels, \`results\` ` +
          'included. `results` are the headline figures the screen shows for these inputs, kept ' +
          'with the time the server received them. Spends no calculation. ' +
          `\`409 SAVED_PLAN_LIMIT\` once ${SAVED_PLAN_LIMIT} are kept; \`409 SAVED_PLAN_NAME_TAKEN\` ` +
          'when another plan of this calculator has the name (trimmed, ignoring case).',
        tags,
        security,
        body: createScenarioBodySchema,
        response: { 201: scenarioSchema, ...errors, 409: errorResponseSchema },
      },
    },
    async (request, reply) => {
      checkPlanInputs(request.body.inputs, request.body.results);
      const created = await app.savedPlans.create(viewerOf(request).user.id, request.body);
      return reply.status(201).send(created);
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
      return app.savedPlans.find(viewerOf(request).user.id, request.params.id);
    },
  );

  app.patch(
    '/:id',
    {
      schema: {
        summary: 'Rename a saved plan or replace its inputs',
        description:
          'Either field or both; the calculator stays. New `inputs` replace the results too: ' +
          'with the `results` sent alongside, or with none. `404` for an id that does not exist ' +
          "or is another user's; `409 SAVED_PLAN_NAME_TAKEN` when another plan of this " +
          'calculator has the new name.',
        tags,
        security,
        params: scenarioParamsSchema,
        body: updateScenarioBodySchema,
        response: {
          200: scenarioSchema,
          ...errors,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { inputs, results } = request.body;
      if (inputs !== undefined) checkPlanInputs(inputs, results);
      return app.savedPlans.update(viewerOf(request).user.id, request.params.id, request.body);
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
      await app.savedPlans.delete(viewerOf(request).user.id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};

export default scenariosRoutes;
