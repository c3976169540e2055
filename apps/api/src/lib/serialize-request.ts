import type { FastifyRequest } from 'fastify';

/**
 * What a proxy's own request id may look like to be logged: a UUID, a hex or base64 trace id,
 * nginx's `$request_id`. Anything else (too long, spaces, control characters) is left out.
 */
const FORWARDED_ID = /^[\w.:+/=-]{1,128}$/;

/**
 * The request as the log shows it (Fastify's own fields; never its headers, which carry the
 * bearer token, the refresh cookie and Stripe's signature), with the value of any `token`
 * query parameter hidden: verification and reset links carry live single-use tokens to
 * `/auth/callback`, and production serves that page from this process. The `X-Request-Id` a
 * proxy sent, when well-formed, is kept as `forwardedId` beside our own id (`reqId`), so the
 * proxy's log and ours can be matched.
 */
export function serializeRequest(request: FastifyRequest) {
  const forwarded = request.headers['x-request-id'];
  return {
    method: request.method,
    url: request.url.replace(/([?&]token=)[^&#]*/g, '$1[hidden]'),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
    ...(typeof forwarded === 'string' && FORWARDED_ID.test(forwarded)
      ? { forwardedId: forwarded }
      : {}),
  };
}
