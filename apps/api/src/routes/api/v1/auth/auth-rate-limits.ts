import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../../../lib/app-error.js';

export const RATE_LIMIT_MESSAGE = 'Too many attempts. Please wait a moment and try again.';

/** How many requests one client address and one e-mail address may make to an account route. */
export interface AuthRateLimitSettings {
  perIpPerMinute: number;
  perEmailPerHour: number;
}

export interface RateLimitCheck {
  /** Counts this request and refuses it with 429 past the limit. */
  (request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Refuses with 429 if the limit is already reached, without counting this request. */
  peek: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

function refuse(reply: FastifyReply, retryAfterSeconds: number): AppError {
  void reply.header('retry-after', String(Math.max(1, retryAfterSeconds)));
  return new AppError(429, 'RATE_LIMITED', RATE_LIMIT_MESSAGE);
}

/**
 * A limit keyed by `route` and what `key` picks from the request (the client address, or the
 * e-mail of the body). Kept in this process's memory: one API process per database today.
 */
export function rateLimitCheck(
  app: FastifyInstance,
  route: string,
  limit: { max: number; windowMs: number },
  key: (request: FastifyRequest) => string,
): RateLimitCheck {
  const limiter = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.windowMs,
    keyGenerator: (request) => `${route}:${key(request)}`,
  });
  const check = async (
    request: FastifyRequest,
    reply: FastifyReply,
    increment: boolean,
  ): Promise<void> => {
    const result = await limiter(request, { increment });
    if (result.isAllowed) return;
    // Peeking at a full window reads remaining 0 before the request that would exceed it.
    if (result.isExceeded || (!increment && result.remaining <= 0)) {
      throw refuse(reply, result.ttlInSeconds);
    }
  };
  return Object.assign(
    (request: FastifyRequest, reply: FastifyReply) => check(request, reply, true),
    {
      peek: (request: FastifyRequest, reply: FastifyReply) => check(request, reply, false),
    },
  );
}

/** The client address (the socket's, or the trusted proxy's word for it). */
export function byIp(request: FastifyRequest): string {
  return `ip:${request.ip}`;
}

/** The e-mail of a validated body (run as a preHandler, after validation). */
export function byEmail(request: FastifyRequest): string {
  return `email:${(request.body as { email: string }).email}`;
}
