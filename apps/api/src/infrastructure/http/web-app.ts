import { API_ERRORS } from '@freedompath/contracts';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error.js';

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

/** Where the web build writes each route's HTML (apps/web/build/route-pages.ts). */
const PAGES_DIR = 'pages';
const NOT_FOUND_PAGE = '404.html';

/**
 * The page files of the build by path: `pages/auth/callback.html` serves `/auth/callback`. A
 * build without them (older, or a test's) leaves every client route on index.html.
 */
function readPageFiles(distDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  const root = path.join(distDir, PAGES_DIR);
  if (!existsSync(root)) return pages;
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = path.relative(distDir, path.join(entry.parentPath, entry.name));
    const route = `/${path.relative(root, path.join(entry.parentPath, entry.name))}`;
    pages.set(route.slice(0, -'.html'.length).split(path.sep).join('/'), file);
  }
  return pages;
}

/**
 * Serves the built SPA when it exists (production): the .br/.gz siblings written at build time
 * (apps/web/build/compress-assets.ts) as negotiated by Accept-Encoding, and history fallback to
 * index.html for client routes. A route with its own HTML (its title and description, for link
 * previews and search engines) gets that file; a path the app does not know gets 404.html with
 * status 404, where the client router shows its not-found page. Everything else that matches
 * no route is a JSON 404.
 */
export default fp(
  async (app: FastifyInstance, options: { distDir: string }) => {
    const hasWebApp = existsSync(path.join(options.distDir, 'index.html'));
    const pages = hasWebApp ? readPageFiles(options.distDir) : new Map<string, string>();
    const hasNotFoundPage = hasWebApp && existsSync(path.join(options.distDir, NOT_FOUND_PAGE));
    if (hasWebApp) {
      const assetsDir = path.join(options.distDir, 'assets') + path.sep;
      await app.register(fastifyStatic, {
        root: options.distDir,
        // One route per built file: a missing file costs no disk lookup and reaches the
        // not-found handler below. The siblings are found by preCompressed, not by route.
        wildcard: false,
        // Pages are served by path below, not by file name.
        globIgnore: ['**/*.br', '**/*.gz', `${PAGES_DIR}/**`, NOT_FOUND_PAGE],
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
      if (hasWebApp && isPageRequest(request)) {
        const pathname = request.url.split('?', 1)[0] ?? '/';
        const route = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
        if (route === '/' || pages.size === 0) return reply.sendFile('index.html');
        const page = pages.get(route);
        if (page) return reply.sendFile(page);
        return reply.code(404).sendFile(hasNotFoundPage ? NOT_FOUND_PAGE : 'index.html');
      }
      throw new AppError(404, 'NOT_FOUND', API_ERRORS.NOT_FOUND.message);
    });
  },
  { name: 'web-app' },
);
