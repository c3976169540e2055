import { randomUUID } from 'node:crypto';
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Database } from './infrastructure/database/database.js';
import type { Env } from './env.js';
import { systemClock, type Clock } from './lib/clock.js';
import { LOG_REDACTION } from './lib/log-redaction.js';
import { serializeRequest } from './lib/serialize-request.js';
import accounts from './services/accounts/accounts.js';
import adminRepository from './services/admin/admin.js';
import analyticsEventsRepository from './repositories/analytics-events-repository.js';
import analyticsRollups from './services/analytics/analytics-rollups.js';
import apiCacheControl from './infrastructure/http/api-cache-control.js';
import authSessions from './services/accounts/auth-sessions.js';
import authenticate from './services/accounts/authenticate.js';
import billing from './services/billing/billing.js';
import { SIMULATED_PAGES_PREFIX } from './services/billing/simulated-gateway.js';
import database from './infrastructure/database/database-plugin.js';
import emailTokensRepository from './repositories/email-tokens-repository.js';
import entitlements from './services/quota/entitlements.js';
import errorHandler, { sendError } from './infrastructure/http/error-handler.js';
import mailer from './infrastructure/mail/mailer.js';
import paymentsRepository from './repositories/payments-repository.js';
import refreshTokensRepository from './repositories/refresh-tokens-repository.js';
import requestIdHeader from './infrastructure/http/request-id-header.js';
import scenariosRepository from './repositories/scenarios-repository.js';
import eventIngest from './services/analytics/event-ingest.js';
import savedPlans from './services/saved-plans/saved-plans.js';
import shutdownDrain from './infrastructure/http/shutdown-drain.js';
import stripeCustomersRepository from './repositories/stripe-customers-repository.js';
import stripeEventsRepository from './repositories/stripe-events-repository.js';
import subscriptionsRepository from './repositories/subscriptions-repository.js';
import usersRepository from './repositories/users-repository.js';
import webApp from './infrastructure/http/web-app.js';
import cookie from './infrastructure/http/cookie.js';
import helmet from './infrastructure/http/helmet.js';
import jwt from './infrastructure/http/jwt.js';
import rateLimit from './infrastructure/http/rate-limit.js';
import swagger from './infrastructure/http/swagger.js';
import healthRoutes from './routes/api/health/index.js';
import adminRoutes from './routes/api/v1/admin/index.js';
import authRoutes from './routes/api/v1/auth/index.js';
import billingRoutes from './routes/api/v1/billing/index.js';
import simulatedCheckoutRoutes from './routes/api/v1/billing/simulated-checkout-routes.js';
import calculationsRoutes from './routes/api/v1/calculations/index.js';
import eventsRoutes from './routes/api/v1/events/index.js';
import devOutboxRoutes from './routes/api/v1/dev/outbox/index.js';
import meRoutes from './routes/api/v1/me/index.js';
import quotaRoutes from './routes/api/v1/quota/index.js';
import scenariosRoutes from './routes/api/v1/scenarios/index.js';
import stripeWebhookRoutes from './routes/webhooks/stripe/index.js';
import { version } from './version.js';

export type App = FastifyInstance;

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
  }
}

export interface AppOptions {
  /** Where expiry times are read from; tests move it forward. */
  clock?: Clock;
  /** Where log lines go instead of stdout: a test reads what the app logged. */
  logStream?: { write(line: string): void };
  /**
   * An open database to use instead of opening one from the settings; the app migrates it but
   * leaves it open. Several apps of a test share one PGlite this way: it lives in one process
   * and cannot be reached from another app's connection.
   */
  database?: Database;
}

/**
 * Builds the Fastify app from settings: third-party plugins, then our decorators, then routes.
 * Used by the server process and by every API test, so tests exercise the real app.
 */
export async function buildApp(env: Env, options: AppOptions = {}): Promise<App> {
  const app = Fastify({
    logger: {
      level: env.LOG_LEVEL,
      serializers: { req: serializeRequest },
      redact: LOG_REDACTION,
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // Unique across instances and restarts, unlike Fastify's per-process counter; ours, never a
    // client's (a proxy's X-Request-Id is logged beside it: see serializeRequest).
    genReqId: () => randomUUID(),
    bodyLimit: env.BODY_LIMIT,
    trustProxy: env.TRUST_PROXY,
    // The router's own errors (a URL that does not decode) in the one error shape too.
    frameworkErrors: sendError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('clock', options.clock ?? systemClock);

  await app.register(errorHandler);
  await app.register(requestIdHeader);
  await app.register(apiCacheControl);
  await app.register(shutdownDrain);
  await app.register(helmet);
  // Unset (production default): the web app comes from this server, so no origin gets CORS.
  if (env.APP_ORIGIN) await app.register(cors, { origin: env.APP_ORIGIN, credentials: true });
  await app.register(swagger, { version });
  await app.register(cookie);
  await app.register(rateLimit, { redisUrl: env.REDIS_URL });
  await app.register(jwt, {
    secret: env.JWT_SECRET,
    previousSecret: env.JWT_PREVIOUS_SECRET,
    issuer: env.APP_URL,
  });

  await app.register(database, {
    database: options.database,
    url: env.DATABASE_URL,
    pgliteDir: env.PGLITE_DIR,
    statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    bootTimeoutMs: env.DATABASE_BOOT_TIMEOUT_MS,
  });

  await app.register(mailer, {
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    keepSentBodies: env.NODE_ENV !== 'production',
  });
  await app.register(usersRepository, { adminEmail: env.ADMIN_EMAIL });
  await app.register(refreshTokensRepository);
  await app.register(emailTokensRepository);
  await app.register(authSessions, { secureCookie: env.NODE_ENV === 'production' });
  await app.register(authenticate);
  await app.register(subscriptionsRepository);
  await app.register(entitlements);
  await app.register(scenariosRepository);
  await app.register(savedPlans);
  await app.register(paymentsRepository);
  await app.register(stripeCustomersRepository);
  await app.register(stripeEventsRepository);
  await app.register(billing, { appUrl: env.APP_URL, stripe: env.STRIPE });
  // After billing: deleting an account cancels its subscription (ADR 041).
  await app.register(accounts, { appUrl: env.APP_URL });
  await app.register(analyticsEventsRepository);
  await app.register(eventIngest);
  await app.register(analyticsRollups, {
    retentionMonths: env.ANALYTICS_RETENTION_MONTHS,
    intervalMs: env.ANALYTICS_REFRESH_INTERVAL_MS,
  });
  await app.register(adminRepository);

  await app.register(healthRoutes, { prefix: '/api/health' });
  await app.register(authRoutes, {
    prefix: '/api/v1/auth',
    appUrl: env.APP_URL,
    rateLimits: {
      perIpPerMinute: env.RATE_LIMIT_IP_PER_MINUTE,
      perEmailPerHour: env.RATE_LIMIT_EMAIL_PER_HOUR,
    },
  });
  await app.register(meRoutes, {
    prefix: '/api/v1/me',
    passwordChecksPerHour: env.RATE_LIMIT_EMAIL_PER_HOUR,
  });
  await app.register(quotaRoutes, { prefix: '/api/v1/quota' });
  await app.register(calculationsRoutes, { prefix: '/api/v1/calculations' });
  await app.register(scenariosRoutes, { prefix: '/api/v1/scenarios' });
  await app.register(billingRoutes, { prefix: '/api/v1/billing' });
  // The simulated checkout takes no payment: its pages exist only while it is the gateway.
  const { simulatedCheckout } = app.billing;
  if (simulatedCheckout) {
    await app.register(simulatedCheckoutRoutes, {
      prefix: SIMULATED_PAGES_PREFIX,
      simulatedCheckout,
    });
  }
  await app.register(eventsRoutes, {
    prefix: '/api/v1/events',
    perIpPerMinute: env.RATE_LIMIT_EVENTS_PER_MINUTE,
    bodyLimit: env.EVENTS_BODY_LIMIT,
  });
  await app.register(adminRoutes, { prefix: '/api/v1/admin' });
  await app.register(stripeWebhookRoutes, { prefix: '/api/webhooks/stripe' });
  // The development outbox lists e-mails with their live links: never in production.
  if (env.NODE_ENV !== 'production') {
    await app.register(devOutboxRoutes, { prefix: '/api/v1/dev/outbox' });
  }
  await app.register(webApp, { distDir: env.WEB_DIST_DIR });
  return app;
}
