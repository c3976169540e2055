import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error.js';
import { ERROR_MESSAGES } from './error-handler.js';

/** Vite names files under assets/ after a hash of their content: a new build, a new name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, favicon.svg) keeps its name across builds: revalidate each use. */
const REVALIDATE = 'no-cache';

/**
 * A GET or HEAD outside the API that names no file is a page of the client router, whatever
 * its Accept header says (curl and uptime monitors accept anything). A missing file (under
 * /assets/, or any path whose last segment has an extension) stays a 404: answering it with
 * index.html would hand HTML to a script tag and hide broken links.
 */
function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?', 1)[0] ?? '';
  if (pathname === '/api' || pathname.startsWith('/api/')) return false;
  if (pathname.startsWith('/assets/')) return false;
  return !/\.[^/]*$/.test(pathname);
}

/**
 * Serves the built SPA when it exists (production): the .br/.gz siblings written at build time
 * (apps/web/build/compress-assets.ts) as negotiated by Accept-Encoding, and history fallback to
 * index.html for client routes. Everything else that matches no route is a JSON 404.
 */
export default fp(
  async (app: FastifyInstance, options: { distDir: string }) => {
    const hasWebApp = existsSync(path.join(options.distDir, 'index.html'));
    if (hasWebApp) {
      const assetsDir = path.join(options.distDir, 'assets') + path.sep;
      await app.register(fastifyStatic, {
        root: options.distDir,
        // One route per built file: a missing file costs no disk lookup and reaches the
        // not-found handler below. The siblings are found by preCompressed, not by route.
        wildcard: false,
        globIgnore: ['**/*.br', '**/*.gz'],
        index: false,
        preCompressed: true,
        cacheControl: false,
        setHeaders: (response, file) => {
          response.setHeader('cache-control', file.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
          response.setHeader('vary', 'accept-encoding');
        },
      });
    } else {
      app.log.info(`no built web app at ${options.distDir}: serving the API only`);
    }
    app.setNotFoundHandler((request, reply) => {
      if (hasWebApp && isPageRequest(request)) return reply.sendFile('index.html');
      throw new AppError(404, 'NOT_FOUND', ERROR_MESSAGES.notFound);
    });
  },
  { name: 'web-app' },
);
