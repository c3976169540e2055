import type { FastifyRequest } from 'fastify';

/**
 * The request as the log shows it (Fastify's own fields), with the value of any `token` query
 * parameter hidden: verification and reset links carry live single-use tokens to
 * `/auth/callback`, and production serves that page from this process.
 */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.replace(/([?&]token=)[^&#]*/g, '$1[hidden]'),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}
