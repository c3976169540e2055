import type { FastifyInstance } from 'fastify';
import {
  byEmail,
  byIp,
  rateLimitCheck,
  type AuthRateLimitSettings,
  type RateLimitCheck,
} from '../../../../lib/rate-limit-check.js';

const HOUR_MS = 60 * 60 * 1000;

/**
 * The auth routes' limits from the settings, each counted apart under the name of what it
 * guards: `perIp` per client address and minute; `perEmail` per hour and e-mail address (or
 * what `key` picks), `factor` times the setting.
 */
export function authRateLimits(app: FastifyInstance, settings: AuthRateLimitSettings) {
  return {
    perIp: (route: string): RateLimitCheck =>
      rateLimitCheck(app, route, { max: settings.perIpPerMinute, windowMs: 60_000 }, byIp),
    perEmail: (route: string, key = byEmail, factor = 1): RateLimitCheck =>
      rateLimitCheck(
        app,
        route,
        { max: settings.perEmailPerHour * factor, windowMs: HOUR_MS },
        key,
      ),
  };
}
