import { SAVED_PLAN_LIMIT, type CalculatorSlug, type ResultFigure } from '@freedompath/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { scenarios } from '../infrastructure/database/schema/index.js';
import { sqlState, UNIQUE_VIOLATION } from '../infrastructure/database/sql-state.js';

export type ScenarioRecord = typeof scenarios.$inferSelect;

/** What a plan holds besides its owner, name and calculator. */
export interface ScenarioContent {
  inputs: Record<string, unknown>;
  /** The headline results saved with the inputs, or null for none. */
  results: ResultFigure[] | null;
}

/**
 * Another plan of the user's for this calculator has the name (ignoring case). The name index
 * is the table's only unique one besides the key, which the database generates.
 */
function isNameTaken(error: unknown): boolean {
  return sqlState(error) === UNIQUE_VIOLATION;
}

export interface ScenariosRepository {
  /** The user's saved plans, most recently changed first; only one calculator's if given. */
  list(userId: string, filter?: { calculator?: CalculatorSlug }): Promise<ScenarioRecord[]>;
  /** The user's plan `id`; `undefined` when it does not exist or belongs to someone else. */
  find(userId: string, id: string): Promise<ScenarioRecord | undefined>;
  /**
   * Saves a new plan unless the user already keeps {@link SAVED_PLAN_LIMIT} ('limit-reached')
   * or another plan of theirs for this calculator has its name ('name-taken'). The user's row
   * is locked while counting, so concurrent saves queue and each counts what the others wrote:
   * the limit holds under any concurrency; the name index decides between two equal names.
   */
  create(
    userId: string,
    values: { name: string; calculator: CalculatorSlug } & ScenarioContent,
    now: Date,
  ): Promise<ScenarioRecord | 'limit-reached' | 'name-taken'>;
  /**
   * Renames and/or replaces the content of the user's plan: 'not-found' when it is not theirs,
   * 'name-taken' when another plan of theirs for this calculator has the new name.
   */
  update(
    userId: string,
    id: string,
    changes: { name?: string } & Partial<ScenarioContent>,
    now: Date,
  ): Promise<ScenarioRecord | 'not-found' | 'name-taken'>;
  /** Deletes the user's plan; false when there was no such plan of theirs. */
  delete(userId: string, id: string): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    scenarios: ScenariosRepository;
  }
}

/**
 * Saved plans. Every query names the owner alongside the id, so another user's plan reads as
 * one that does not exist (ADR 023).
 */
export default fp(
  (app: FastifyInstance) => {
    const { db } = app.database;
    const owned = (userId: string, id: string) =>
      and(eq(scenarios.id, id), eq(scenarios.userId, userId));

    const repository: ScenariosRepository = {
      list(userId, filter = {}) {
        return db
          .select()
          .from(scenarios)
          .where(
            and(
              eq(scenarios.userId, userId),
              filter.calculator === undefined
                ? undefined
                : eq(scenarios.calculator, filter.calculator),
            ),
          )
          .orderBy(desc(scenarios.updatedAt), desc(scenarios.createdAt), desc(scenarios.id));
      },

      async find(userId, id) {
        const [row] = await db.select().from(scenarios).where(owned(userId, id));
        return row;
      },

      async create(userId, values, now) {
        try {
          return await db.transaction(async (tx) => {
            // A deleted user has no row to lock: the insert's foreign key would refuse anyway.
            if (!(await app.users.lock(tx, userId))) return 'limit-reached' as const;
            const [kept] = await tx
              .select({ count: count() })
              .from(scenarios)
              .where(eq(scenarios.userId, userId));
            if ((kept?.count ?? 0) >= SAVED_PLAN_LIMIT) return 'limit-reached' as const;
            const [row] = await tx
              .insert(scenarios)
              .values({
                ...values,
                resultsSavedAt: values.results ? now : null,
                userId,
                createdAt: now,
                updatedAt: now,
              })
              .returning();
            if (!row) throw new Error('inserting a saved plan returned no row');
            return row;
          });
        } catch (error) {
          if (isNameTaken(error)) return 'name-taken';
          throw error;
        }
      },

      async update(userId, id, { results, ...changes }, now) {
        try {
          const [row] = await db
            .update(scenarios)
            .set({
              ...changes,
              ...(results === undefined ? {} : { results, resultsSavedAt: results ? now : null }),
              updatedAt: now,
            })
            .where(owned(userId, id))
            .returning();
          return row ?? 'not-found';
        } catch (error) {
          if (isNameTaken(error)) return 'name-taken';
          throw error;
        }
      },

      async delete(userId, id) {
        const deleted = await db
          .delete(scenarios)
          .where(owned(userId, id))
          .returning({ id: scenarios.id });
        return deleted.length > 0;
      },
    };
    app.decorate('scenarios', repository);
  },
  { name: 'scenarios-repository', dependencies: ['database', 'users-repository'] },
);
