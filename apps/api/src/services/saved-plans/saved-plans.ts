import { API_ERRORS, type CalculatorSlug, type Scenario } from '@freedompath/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error.js';
import type { ScenarioRecord } from '../../repositories/scenarios-repository.js';

export const SCENARIO_MESSAGES = {
  notFound: 'This saved plan does not exist.',
  limitReached: API_ERRORS.SAVED_PLAN_LIMIT.message,
  nothingToChange: 'Give a new name, new inputs or both.',
} as const;

/** A plan to save. */
export interface NewSavedPlan {
  name: string;
  calculator: CalculatorSlug;
  inputs: Record<string, unknown>;
}

/** A saved plan's new name and/or inputs. */
export interface SavedPlanChanges {
  name?: string;
  inputs?: Record<string, unknown>;
}

export interface SavedPlans {
  list(userId: string, filter: { calculator?: CalculatorSlug }): Promise<Scenario[]>;
  /** @throws AppError 409 SAVED_PLAN_LIMIT once the user keeps the most plans there can be */
  create(userId: string, plan: NewSavedPlan): Promise<Scenario>;
  /** @throws AppError 404 NOT_FOUND for a plan that does not exist or is someone else's */
  find(userId: string, id: string): Promise<Scenario>;
  /**
   * @throws AppError 400 VALIDATION_FAILED when `changes` change nothing
   * @throws AppError 404 NOT_FOUND for a plan that does not exist or is someone else's
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
        const created = await scenarios.create(userId, plan, app.clock.now());
        if (!created) throw new AppError(409, 'SAVED_PLAN_LIMIT');
        return toScenario(created);
      },

      async find(userId, id) {
        const found = await scenarios.find(userId, id);
        if (!found) throw notFound();
        return toScenario(found);
      },

      async update(userId, id, { name, inputs }) {
        if (name === undefined && inputs === undefined) {
          throw new AppError(400, 'VALIDATION_FAILED', undefined, [
            { path: 'body', message: SCENARIO_MESSAGES.nothingToChange },
          ]);
        }
        const updated = await scenarios.update(
          userId,
          id,
          { ...(name === undefined ? {} : { name }), ...(inputs === undefined ? {} : { inputs }) },
          app.clock.now(),
        );
        if (!updated) throw notFound();
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
