import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const CSP = 'content-security-policy';

/**
 * Helmet's security headers on every response. Its default Content-Security-Policy allows
 * scripts only as files of this origin (`script-src 'self'`, `script-src-attr 'none'`): no
 * inline script, event handler or eval, which the web build never needs (web-app.test.ts checks
 * the header, apps/web/e2e/content-security-policy.spec.ts the built pages). Two headers are sent
 * only when the request reached us over https (`request.protocol` honours X-Forwarded-Proto
 * behind a trusted proxy), so the app also works over plain http on any host, not only localhost:
 * - CSP `upgrade-insecure-requests`: over http the browser would fetch the scripts over https,
 *   where nothing answers, and the page would stay blank;
 * - `Cross-Origin-Opener-Policy`: the browser ignores it over http and logs a console error.
 */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyHelmet, {
      global: true,
      contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } },
      crossOriginOpenerPolicy: false,
    });
    // Helmet writes its headers on the raw response in its own onRequest hook, which runs first.
    app.addHook('onRequest', async (request, reply) => {
      if (request.protocol !== 'https') return;
      reply.raw.setHeader('cross-origin-opener-policy', 'same-origin');
      const policy = reply.raw.getHeader(CSP);
      if (typeof policy === 'string') {
        reply.raw.setHeader(CSP, `${policy};upgrade-insecure-requests`);
      }
    });
  },
  { name: 'helmet' },
);
