import { once } from 'node:events';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

export interface RateLimitPluginOptions {
  /** `redis://` or `rediss://`: counters shared by every process. Unset: each counts alone. */
  redisUrl?: string | undefined;
}

/**
 * Limits on Redis, in milliseconds. A count takes a millisecond on a reachable Redis, so these
 * only bound what a request can lose to a dead or hung one.
 */
export const REDIS_TIMEOUTS = {
  /** Connecting, and the ready check after it. */
  connect: 2_000,
  /** One count: past it the request goes on uncounted. */
  command: 1_000,
  /** Silence with a command pending: the connection is dropped and made again. */
  socket: 2_000,
} as const;

/**
 * Every key of the limits starts with this, so they can share a Redis with other data. A key
 * reads `freedompath:rate-limit:undefinedundefined-signin:ip:…`: the Redis store names a limiter
 * made by `createRateLimit` after a route method and URL it does not have.
 */
export const REDIS_KEY_PREFIX = 'freedompath:rate-limit:';

/** Where Redis is, for the log: no user name or password. */
function redisLocation(url: string): string {
  const { protocol, host, pathname } = new URL(url);
  return `${protocol}//${host}${pathname}`;
}

function describeRedisError(error: unknown): string {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return typeof code === 'string' ? code : String(message ?? error);
}

/**
 * `app.createRateLimit` for the routes that need limits (sign-in and the other account routes
 * count per address and per e-mail). Nothing is limited globally. The client address is the
 * socket's unless `TRUST_PROXY` names a proxy, so a made-up X-Forwarded-For resets nothing.
 *
 * Without `redisUrl` each process counts in its own memory: behind a load balancer, N processes
 * let N times the limit through. With it the counters live in Redis and are shared. A Redis that
 * is down or hung fails open: a request waits at most `REDIS_TIMEOUTS.command` for its count
 * (nothing queues while disconnected) and goes on uncounted; the loss is logged once, and so is
 * the recovery. Refusing every sign-in while a cache is down would turn its outage into the whole
 * service's; the password hashing that slows guessing stays.
 */
export default fp<RateLimitPluginOptions>(
  async (app: FastifyInstance, options) => {
    if (options.redisUrl === undefined) {
      await app.register(fastifyRateLimit, { global: false });
      return;
    }

    const location = redisLocation(options.redisUrl);
    const redis = new Redis(options.redisUrl, {
      connectionName: 'freedompath-api',
      connectTimeout: REDIS_TIMEOUTS.connect,
      commandTimeout: REDIS_TIMEOUTS.command,
      socketTimeout: REDIS_TIMEOUTS.socket,
      // While disconnected a count fails at once instead of waiting for a reconnection.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
    });
    let reachable = false;
    let closing = false;
    let lastError: unknown;
    redis.on('ready', () => {
      reachable = true;
      lastError = undefined;
      app.log.info(`rate limits: counting in Redis at ${location}`);
    });
    // ioredis reconnects by itself (back-off up to 5 s); the errors it reports are never thrown.
    redis.on('error', (error) => {
      lastError = error;
    });
    // A refused, reset, timed-out or cleanly closed connection all end here: logged once a loss.
    redis.on('close', () => {
      if (!reachable || closing) return;
      reachable = false;
      app.log.warn(
        { reason: lastError === undefined ? 'connection closed' : describeRedisError(lastError) },
        `rate limits: Redis at ${location} is unreachable; requests are not counted until it answers`,
      );
    });
    app.addHook('onClose', async () => {
      closing = true;
      redis.disconnect();
    });

    try {
      // Rejects with the first error: a refused or timed-out connection (`REDIS_TIMEOUTS.connect`).
      await once(redis, 'ready');
    } catch (error) {
      app.log.warn(
        { reason: describeRedisError(error) },
        `rate limits: Redis at ${location} is unreachable at boot; requests are not counted until it answers`,
      );
    }

    await app.register(fastifyRateLimit, {
      global: false,
      redis,
      nameSpace: REDIS_KEY_PREFIX,
      skipOnError: true,
    });
  },
  { name: 'rate-limit' },
);
