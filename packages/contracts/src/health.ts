import { z } from 'zod/mini';

/** Which database the API is running on: a PostgreSQL server, or the embedded PGlite. */
export const databaseKindSchema = z.enum(['postgres', 'pglite']);

/** `GET /api/health/live`: the process is running. */
export const liveResponseSchema = z
  .object({ status: z.literal('ok') })
  .register(z.globalRegistry, { id: 'LiveResponse' });

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
  .register(z.globalRegistry, { id: 'ReadyResponse' });

/** `GET /api/health`: the version, the database in use and whether it answers (503 if not). */
export const healthResponseSchema = z
  .object({
    status: z.enum(['ok', 'unavailable']),
    database: databaseKindSchema,
    version: z.string(),
    ready: z.boolean(),
    reason: z.optional(z.string()),
  })
  .register(z.globalRegistry, { id: 'HealthResponse' });

export type DatabaseKind = z.infer<typeof databaseKindSchema>;
export type LiveResponse = z.infer<typeof liveResponseSchema>;
export type ReadyResponse = z.infer<typeof readyResponseSchema>;
export type HealthResponse = z.infer<typeof healthResponseSchema>;
