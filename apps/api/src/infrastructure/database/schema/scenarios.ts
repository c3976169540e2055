import type { ResultFigure } from '@freedompath/contracts';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** The index that keeps names unique: its violation is a taken name. */
export const SCENARIO_NAME_INDEX = 'scenarios_user_calculator_name_key';

/**
 * Saved plans: a calculator's inputs under a name, owned by one user, with the headline results
 * its screen showed when saved (ADR 043). A name is one user's for one calculator, whatever its
 * case: the API trims names before they get here.
 */
export const scenarios = pgTable(
  'scenarios',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    calculator: text().notNull(),
    inputs: jsonb().$type<Record<string, unknown>>().notNull(),
    /** Null for a plan saved without results, and for those saved before 0010. */
    results: jsonb().$type<ResultFigure[]>(),
    resultsSavedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index().on(table.userId, table.updatedAt),
    uniqueIndex(SCENARIO_NAME_INDEX).on(table.userId, table.calculator, sql`lower(${table.name})`),
  ],
);
