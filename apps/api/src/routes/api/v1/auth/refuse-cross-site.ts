import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../../lib/app-error.js';

/**
 * Refuses, with 403 `CROSS_SITE_REQUEST`, a browser request another site started: routes the
 * refresh cookie authenticates must not be driven from a page of someone else's (ADR 038). The
 * cookie is SameSite=Strict already; this holds for browsers that ignore that too. Browsers
 * say where a request comes from in `Sec-Fetch-Site`, older ones only in `Origin`, which must
 * then be the app's own or the requested host's; programs send neither and pass.
 */
export function refuseCrossSite(appUrl: string) {
  const appOrigin = new URL(appUrl).origin;
  return async (request: FastifyRequest): Promise<void> => {
    const site = request.headers['sec-fetch-site'];
    const { origin } = request.headers;
    const crossSite =
      site === undefined
        ? origin !== undefined && origin !== appOrigin && !sameHost(origin, request.host)
        : site === 'cross-site';
    if (crossSite) throw new AppError(403, 'CROSS_SITE_REQUEST');
  };
}

/** Whether the `Origin` header names the host the request was sent to. */
function sameHost(origin: string, host: string): boolean {
  try {
    return new URL(origin).host === host;
  } catch {
    // `null` (a sandboxed frame, a privacy-preserving redirect) or garbage: not ours.
    return false;
  }
}
