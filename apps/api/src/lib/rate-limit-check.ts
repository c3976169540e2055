import { normalizeIP, type CreateRateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';

/** How many requests one client address and one e-mail address may make to an account route. */
export interface AuthRateLimitSettings {
  perIpPerMinute: number;
  perEmailPerHour: number;
}

/** Counts this request and refuses it with 429 past the limit. */
export type RateLimitCheck = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

function refuse(reply: FastifyReply, retryAfterSeconds: number): AppError {
  void reply.header('retry-after', String(Math.max(1, retryAfterSeconds)));
  return new AppError(429, 'RATE_LIMITED');
}

/**
 * Counters one limit keeps in memory (without Redis), least recently used first out: room for
 * many clients, so a flood of other keys cannot evict a client's counter and reset its limit.
 */
export const MEMORY_COUNTERS_PER_LIMIT = 100_000;

/**
 * A limit keyed by `route` and what `key` picks from the request (the client address, or the
 * e-mail of the body). Counted in Redis when `REDIS_URL` is set, so every process shares it;
 * else in this process's memory (see `infrastructure/http/rate-limit.ts`).
 */
export function rateLimitCheck(
  app: FastifyInstance,
  route: string,
  limit: { max: number; windowMs: number },
  key: (request: FastifyRequest) => string,
): RateLimitCheck {
  // The plugin's own `cache` setting sizes only its root store, never the stores made here;
  // `cache` is read from these options at run time, though @fastify/rate-limit's types omit it.
  const options: CreateRateLimitOptions & { cache: number } = {
    max: limit.max,
    timeWindow: limit.windowMs,
    keyGenerator: (request) => `${route}:${key(request)}`,
    cache: MEMORY_COUNTERS_PER_LIMIT,
  };
  const limiter = app.createRateLimit(options);
  // Counted before the work it guards: parallel attempts cannot all slip under the limit.
  return async (request, reply) => {
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded) throw refuse(reply, result.ttlInSeconds);
  };
}

/**
 * The client address (the socket's, or the trusted proxy's word for it); IPv6 by its /64, the
 * block one subscriber gets, so rotating through it counts as one client.
 */
export function byIp(request: FastifyRequest): string {
  return `ip:${normalizeIP(request.ip, 64)}`;
}

/** The e-mail of a validated body (run as a preHandler, after validation). */
export function byEmail(request: FastifyRequest): string {
  return `email:${(request.body as { email: string }).email}`;
}

/** The e-mail of a validated body from this client address. */
export function byEmailAndIp(request: FastifyRequest): string {
  return `${byEmail(request)}:${byIp(request)}`;
}
