import http from 'node:http';
import https from 'node:https';
import Stripe from 'stripe';
import type { StripeSettings } from '../../env.js';

/**
 * Each request to Stripe gives up after this long, and is tried once more if it failed in a
 * way that is safe to retry (the SDK adds idempotency keys): a checkout waits 21 s at worst.
 */
export const STRIPE_TIMEOUT_MS = 10_000;
export const STRIPE_MAX_NETWORK_RETRIES = 1;

/** The SDK and the connection pool it sends through; `close` ends the pool's sockets. */
export interface StripeClient {
  stripe: Stripe;
  close(): void;
}

/**
 * A Stripe SDK client with our timeouts, talking to api.stripe.com, or to `apiBase` (a local
 * stand-in in tests). Telemetry (request timings sent to Stripe) is off.
 */
export function createStripeClient(settings: StripeSettings): StripeClient {
  const base = settings.apiBase === undefined ? undefined : new URL(settings.apiBase);
  const secure = base === undefined || base.protocol === 'https:';
  const agent = secure ? new https.Agent({ keepAlive: true }) : new http.Agent({ keepAlive: true });
  const stripe = new Stripe(settings.secretKey, {
    timeout: STRIPE_TIMEOUT_MS,
    maxNetworkRetries: STRIPE_MAX_NETWORK_RETRIES,
    telemetry: false,
    httpAgent: agent,
    appInfo: { name: 'FreedomPath' },
    ...(base === undefined
      ? {}
      : {
          host: base.hostname.replace(/^\[(.*)\]$/, '$1'),
          port: base.port === '' ? (secure ? 443 : 80) : Number(base.port),
          protocol: secure ? 'https' : 'http',
        }),
  });
  return { stripe, close: () => agent.destroy() };
}
