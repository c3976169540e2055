import { SAVED_PLAN_LIMIT, type CalculatorSlug } from '@freedompath/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { scenarios } from '../infrastructure/database/schema/index.js';

export type ScenarioRecord = typeof scenarios.$inferSelect;

export interface ScenariosRepository {
  /** The user's saved plans, most recently changed first; only one calculator's if given. */
  list(userId: string, filter?: { calculator?: CalculatorSlug }): Promise<ScenarioRecord[]>;
  /** The user's plan `id`; `undefined` when it does not exist or belongs to someone else. */
  find(userId: string, id: string): Promise<ScenarioRecord | undefined>;
  /**
   * Saves a new plan unless the user already keeps {@link SAVED_PLAN_LIMIT}: `undefined` then.
   * The user's row is locked while counting, so concurrent saves queue and each counts what
   * the others wrote: the limit holds under any concurrency.
   */
  create(
    userId: string,
    values: { name: string; calculator: CalculatorSlug; inputs: Record<string, unknown> },
    now: Date,
  ): Promise<ScenarioRecord | undefined>;
  /** Renames and/or replaces the inputs of the user's plan; `undefined` when it is not theirs. */
  update(
    userId: string,
    id: string,
    changes: { name?: string; inputs?: Record<string, unknown> },
    now: Date,
  ): Promise<ScenarioRecord | undefined>;
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

      create(userId, values, now) {
        return db.transaction(async (tx) => {
          // A deleted user has no row to lock: the insert's foreign key would refuse anyway.
          if (!(await app.users.lock(tx, userId))) return undefined;
          const [kept] = await tx
            .select({ count: count() })
            .from(scenarios)
            .where(eq(scenarios.userId, userId));
          if ((kept?.count ?? 0) >= SAVED_PLAN_LIMIT) return undefined;
          const [row] = await tx
            .insert(scenarios)
            .values({ ...values, userId, createdAt: now, updatedAt: now })
            .returning();
          if (!row) throw new Error('inserting a saved plan returned no row');
          return row;
        });
      },

      async update(userId, id, changes, now) {
        const [row] = await db
          .update(scenarios)
          .set({ ...changes, updatedAt: now })
          .where(owned(userId, id))
          .returning();
        return row;
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
