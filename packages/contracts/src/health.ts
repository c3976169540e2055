import { z } from 'zod';

/** Which database the API is running on: a PostgreSQL server, or the embedded PGlite. */
export const databaseKindSchema = z.enum(['postgres', 'pglite']);

/** `GET /api/health`: the process is up and its database answers. */
export const healthResponseSchema = z
  .object({
    status: z.literal('ok'),
    database: databaseKindSchema,
    version: z.string(),
  })
  .meta({ id: 'HealthResponse' });

export type DatabaseKind = z.infer<typeof databaseKindSchema>;
export type HealthResponse = z.infer<typeof healthResponseSchema>;
