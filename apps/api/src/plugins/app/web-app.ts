import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error.js';
import { ERROR_MESSAGES } from './error-handler.js';

/**
 * Serves the built SPA when it exists (production), with history fallback: any GET outside
 * `/api` that asks for HTML gets `index.html` and the client router takes over. Everything
 * else that matches no route is a JSON 404.
 */
export default fp(
  async (app: FastifyInstance, options: { distDir: string }) => {
    const indexFile = path.join(options.distDir, 'index.html');
    const hasWebApp = existsSync(indexFile);
    if (hasWebApp) {
      await app.register(fastifyStatic, { root: options.distDir, wildcard: false, index: false });
    } else {
      app.log.info(`no built web app at ${options.distDir}: serving the API only`);
    }
    app.setNotFoundHandler((request, reply) => {
      const wantsPage =
        hasWebApp &&
        request.method === 'GET' &&
        !request.url.startsWith('/api') &&
        (request.headers.accept ?? '').includes('text/html');
      if (wantsPage) return reply.type('text/html').sendFile('index.html');
      throw new AppError(404, 'NOT_FOUND', ERROR_MESSAGES.notFound);
    });
  },
  { name: 'web-app' },
);
