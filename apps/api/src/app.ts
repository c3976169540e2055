import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Env } from './env.js';
import closeConnectionsOnClose from './plugins/app/close-connections-on-close.js';
import database from './plugins/app/database.js';
import errorHandler from './plugins/app/error-handler.js';
import webApp from './plugins/app/web-app.js';
import helmet from './plugins/external/helmet.js';
import swagger from './plugins/external/swagger.js';
import healthRoutes from './routes/api/health/index.js';
import { version } from './version.js';

export type App = FastifyInstance;

/**
 * Builds the Fastify app from settings: third-party plugins, then our decorators, then routes.
 * Used by the server process and by every API test, so tests exercise the real app.
 */
export async function buildApp(env: Env): Promise<App> {
  const app = Fastify({
    logger: { level: env.LOG_LEVEL },
    bodyLimit: env.BODY_LIMIT,
    trustProxy: env.NODE_ENV === 'production',
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorHandler);
  await app.register(closeConnectionsOnClose);
  await app.register(helmet);
  // Unset (production default): the web app comes from this server, so no origin gets CORS.
  if (env.APP_ORIGIN) await app.register(cors, { origin: env.APP_ORIGIN, credentials: true });
  await app.register(swagger, { version });

  await app.register(database, {
    url: env.DATABASE_URL,
    pgliteDir: env.PGLITE_DIR,
    statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    bootTimeoutMs: env.DATABASE_BOOT_TIMEOUT_MS,
  });

  await app.register(healthRoutes, { prefix: '/api/health' });
  await app.register(webApp, { distDir: env.WEB_DIST_DIR });
  return app;
}
