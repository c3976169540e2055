import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const API_PREFIX = '/api/v1';

function isApiRequest(url: string): boolean {
  const pathname = url.split('?', 1)[0] ?? '';
  return pathname === API_PREFIX || pathname.startsWith(`${API_PREFIX}/`);
}

/**
 * `Cache-Control: no-store` on every `/api/v1` answer that sets no policy of its own, errors and
 * 404s included: answers carry tokens and personal data, which neither a shared proxy nor the
 * browser's cache may keep for the next user of the machine. One hook, so that a route added
 * later cannot forget it.
 */
export default fp(
  (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply) => {
      if (isApiRequest(request.url) && !reply.hasHeader('cache-control')) {
        void reply.header('cache-control', 'no-store');
      }
    });
  },
  { name: 'api-cache-control' },
);
