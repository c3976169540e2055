import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Env } from './env.js';
import database from './plugins/app/database.js';
import errorHandler from './plugins/app/error-handler.js';
import webApp from './plugins/app/web-app.js';
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
  await app.register(helmet, { global: true });
  await app.register(cors, { origin: env.APP_ORIGIN, credentials: true });
  await app.register(swagger, { version });

  await app.register(database, { url: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });

  await app.register(healthRoutes, { prefix: '/api/health' });
  await app.register(webApp, { distDir: env.WEB_DIST_DIR });
  return app;
}
