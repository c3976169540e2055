import { z } from 'zod';

/** Which database the API is running on: a PostgreSQL server, or the embedded PGlite. */
export const databaseKindSchema = z.enum(['postgres', 'pglite']);

/** `GET /api/health/live`: the process is running. */
export const liveResponseSchema = z
  .object({ status: z.literal('ok') })
  .meta({ id: 'LiveResponse' });

/** `GET /api/health/ready`: 200 when the database answers within 2 seconds, else 503. */
export const readyResponseSchema = z
  .discriminatedUnion('status', [
    z.object({ status: z.literal('ready') }),
    z.object({
      status: z.literal('unavailable'),
      /** Why the API cannot serve requests that need the database, for an operator. */
      reason: z.string(),
    }),
  ])
  .meta({ id: 'ReadyResponse' });

/** `GET /api/health`: the version, the database in use and whether it answers (503 if not). */
export const healthResponseSchema = z
  .object({
    status: z.enum(['ok', 'unavailable']),
    database: databaseKindSchema,
    version: z.string(),
    ready: z.boolean(),
    reason: z.string().optional(),
  })
  .meta({ id: 'HealthResponse' });

export type DatabaseKind = z.infer<typeof databaseKindSchema>;
export type LiveResponse = z.infer<typeof liveResponseSchema>;
export type ReadyResponse = z.infer<typeof readyResponseSchema>;
export type HealthResponse = z.infer<typeof healthResponseSchema>;
