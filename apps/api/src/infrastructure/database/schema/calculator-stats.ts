import {
  bigint,
  date,
  doublePrecision,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * One calculator on one UTC day (product: platform#analytics `calculator_stats`).
 * `totalCompletionSeconds` is ours: with it an average over several days is exact, not an average
 * of averages.
 */
export const calculatorStats = pgTable(
  'calculator_stats',
  {
    date: date({ mode: 'string' }).notNull(),
    calculatorType: text().notNull(),
    totalStarts: integer().notNull(),
    totalCompletions: integer().notNull(),
    totalCompletionSeconds: bigint({ mode: 'number' }).notNull(),
    /** Completions ÷ starts in percent, one decimal; 0 without starts. */
    completionRate: doublePrecision().notNull(),
    /** Seconds, one decimal; 0 without completions. */
    avgCompletionTimeSeconds: doublePrecision().notNull(),
    refreshedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.date, table.calculatorType] })],
);
