import {
  API_ERRORS,
  type CalculatorSlug,
  type ResultSummary,
  type Scenario,
} from '@freedompath/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error.js';
import type { ScenarioRecord } from '../../repositories/scenarios-repository.js';

export const SCENARIO_MESSAGES = {
  notFound: 'This saved plan does not exist.',
  limitReached: API_ERRORS.SAVED_PLAN_LIMIT.message,
  nothingToChange: 'Give a new name, new inputs or both.',
  nameTaken: API_ERRORS.SAVED_PLAN_NAME_TAKEN.message,
  resultsWithoutInputs: 'Send results with the inputs they were calculated from.',
} as const;

/** A plan to save, with the results its screen shows for these inputs, if any. */
export interface NewSavedPlan {
  name: string;
  calculator: CalculatorSlug;
  inputs: Record<string, unknown>;
  results?: ResultSummary;
}

/** A saved plan's new name and/or inputs (which replace its results: these, or none). */
export interface SavedPlanChanges {
  name?: string;
  inputs?: Record<string, unknown>;
  results?: ResultSummary;
}

export interface SavedPlans {
  list(userId: string, filter: { calculator?: CalculatorSlug }): Promise<Scenario[]>;
  /**
   * @throws AppError 409 SAVED_PLAN_LIMIT once the user keeps the most plans there can be
   * @throws AppError 409 SAVED_PLAN_NAME_TAKEN when another plan of this calculator has the name
   */
  create(userId: string, plan: NewSavedPlan): Promise<Scenario>;
  /** @throws AppError 404 NOT_FOUND for a plan that does not exist or is someone else's */
  find(userId: string, id: string): Promise<Scenario>;
  /**
   * @throws AppError 400 VALIDATION_FAILED when `changes` change nothing, or bring results
   *   without inputs
   * @throws AppError 404 NOT_FOUND for a plan that does not exist or is someone else's
   * @throws AppError 409 SAVED_PLAN_NAME_TAKEN when another plan of this calculator has the name
   */
  update(userId: string, id: string, changes: SavedPlanChanges): Promise<Scenario>;
  /** @throws AppError 404 NOT_FOUND for a plan that does not exist or is someone else's */
  delete(userId: string, id: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    savedPlans: SavedPlans;
  }
}

function notFound(): AppError {
  return new AppError(404, 'NOT_FOUND', SCENARIO_MESSAGES.notFound);
}

function nameTaken(): AppError {
  return new AppError(409, 'SAVED_PLAN_NAME_TAKEN', SCENARIO_MESSAGES.nameTaken, [
    { path: 'body.name', message: SCENARIO_MESSAGES.nameTaken },
  ]);
}

function invalidChanges(path: string, message: string): AppError {
  return new AppError(400, 'VALIDATION_FAILED', undefined, [{ path, message }]);
}

function toScenario(record: ScenarioRecord): Scenario {
  return {
    id: record.id,
    name: record.name,
    // Written through the slug schema; a slug the registry has since dropped fails the reply.
    calculator: record.calculator as CalculatorSlug,
    inputs: record.inputs,
    results:
      record.results && record.resultsSavedAt
        ? { figures: record.results, savedAt: record.resultsSavedAt.toISOString() }
        : null,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

/**
 * The signed-in user's saved plans. Another user's plan reads as one that does not exist
 * (404, never 403), so ids reveal nothing (ADR 023).
 */
export default fp(
  (app: FastifyInstance) => {
    const { scenarios } = app;
    const service: SavedPlans = {
      async list(userId, filter) {
        return (await scenarios.list(userId, filter)).map(toScenario);
      },

      async create(userId, plan) {
        const created = await scenarios.create(
          userId,
          { ...plan, results: plan.results ?? null },
          app.clock.now(),
        );
        if (created === 'limit-reached') throw new AppError(409, 'SAVED_PLAN_LIMIT');
        if (created === 'name-taken') throw nameTaken();
        return toScenario(created);
      },

      async find(userId, id) {
        const found = await scenarios.find(userId, id);
        if (!found) throw notFound();
        return toScenario(found);
      },

      async update(userId, id, { name, inputs, results }) {
        if (results !== undefined && inputs === undefined) {
          throw invalidChanges('body.results', SCENARIO_MESSAGES.resultsWithoutInputs);
        }
        if (name === undefined && inputs === undefined) {
          throw invalidChanges('body', SCENARIO_MESSAGES.nothingToChange);
        }
        const updated = await scenarios.update(
          userId,
          id,
          {
            ...(name === undefined ? {} : { name }),
            // Results belong to the inputs they were calculated from: new inputs replace them.
            ...(inputs === undefined ? {} : { inputs, results: results ?? null }),
          },
          app.clock.now(),
        );
        if (updated === 'not-found') throw notFound();
        if (updated === 'name-taken') throw nameTaken();
        return toScenario(updated);
      },

      async delete(userId, id) {
        if (!(await scenarios.delete(userId, id))) throw notFound();
      },
    };
    app.decorate('savedPlans', service);
  },
  { name: 'saved-plans', dependencies: ['scenarios-repository'] },
);
