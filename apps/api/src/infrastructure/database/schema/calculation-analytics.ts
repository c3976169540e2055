import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Raw calculator events (product: platform#analytics): started, completed and abandoned,
 * partitioned by month of `createdAt` like `page_views` (ADR 029). `calculatorType` is a registry
 * id (the route without its slash).
 */
export const calculationAnalytics = pgTable(
  'calculation_analytics',
  {
    /** The client event id. */
    id: uuid().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    sessionId: text().notNull(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    calculatorType: text().notNull(),
    calculationStatus: text({ enum: ['started', 'completed', 'abandoned'] }).notNull(),
    calculationInputs: jsonb(),
    calculationResults: jsonb(),
    timeStarted: timestamp({ withTimezone: true }).notNull(),
    timeCompleted: timestamp({ withTimezone: true }),
    timeSpentSeconds: integer(),
    userAgent: text().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.createdAt, table.id] }),
    index().on(table.createdAt, table.calculatorType, table.calculationStatus),
    index().on(table.userId),
    check(
      'calculation_analytics_status_known',
      sql`${table.calculationStatus} in ('started', 'completed', 'abandoned')`,
    ),
  ],
);
