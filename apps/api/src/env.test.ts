import { describe, expect, it } from 'vitest';
import { EnvError, parseCommandEnv, parseEnv } from './env.js';

const STRIPE = {
  STRIPE_SECRET_KEY: 'sk_test_123',
  STRIPE_WEBHOOK_SECRET: 'whsec_123',
  STRIPE_PRICE_MONTHLY: 'price_monthly',
  STRIPE_PRICE_YEARLY: 'price_yearly',
  STRIPE_PRICE_LIFETIME: 'price_lifetime',
} as const;

function parseError(source: Record<string, string>): string {
  try {
    parseEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as Error).message;
  }
  throw new Error('expected parseEnv to throw');
}

describe('parseEnv', () => {
  it('has a safe development default for every setting', () => {
    const env = parseEnv({ NODE_ENV: 'development' });
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: 3000,
      LOG_LEVEL: 'info',
      BODY_LIMIT: 1_048_576,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PGLITE_DIR).toMatch(/\.data\/pglite$/);
    expect(env.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
  });

  it('keeps raw analytics 13 months, rolls them up every 5 minutes, and can turn the job off', () => {
    expect(parseEnv({ NODE_ENV: 'test' })).toMatchObject({
      ANALYTICS_RETENTION_MONTHS: 13,
      ANALYTICS_REFRESH_INTERVAL_MS: 300_000,
      RATE_LIMIT_EVENTS_PER_MINUTE: 120,
      EVENTS_BODY_LIMIT: 262_144,
    });
    expect(parseEnv({ NODE_ENV: 'test', ANALYTICS_REFRESH_INTERVAL_MS: '0' })).toMatchObject({
      ANALYTICS_REFRESH_INTERVAL_MS: 0,
    });
    expect(parseError({ NODE_ENV: 'test', ANALYTICS_RETENTION_MONTHS: '0' })).toBe(
      'Invalid environment: ANALYTICS_RETENTION_MONTHS must be a positive whole number (got "0")',
    );
  });

  it('logs no runtime metrics unless an interval is set', () => {
    expect(parseEnv({ NODE_ENV: 'test' }).RUNTIME_METRICS_INTERVAL_MS).toBe(0);
    expect(
      parseEnv({ NODE_ENV: 'test', RUNTIME_METRICS_INTERVAL_MS: '10000' })
        .RUNTIME_METRICS_INTERVAL_MS,
    ).toBe(10_000);
    expect(parseError({ NODE_ENV: 'test', RUNTIME_METRICS_INTERVAL_MS: '-1' })).toBe(
      'Invalid environment: RUNTIME_METRICS_INTERVAL_MS must be 0 (off) or a positive number of milliseconds (got "-1")',
    );
  });

  it('reads NODE_ENV as production when unset', () => {
    expect(
      parseEnv({ JWT_SECRET: 'x'.repeat(32), APP_URL: 'https://freedompath.example', ...STRIPE })
        .NODE_ENV,
    ).toBe('production');
  });

  it('requires APP_URL in production, where e-mailed links must point at the real site', () => {
    expect(parseError({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) })).toBe(
      'Invalid environment: APP_URL is required when NODE_ENV is production (links in e-mails point there)',
    );
  });

  it('trusts no proxy unless one is configured', () => {
    expect(parseEnv({ NODE_ENV: 'test' }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ NODE_ENV: 'test', TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(parseEnv({ NODE_ENV: 'test', TRUST_PROXY: '10.0.0.1, 10.0.0.2' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '10.0.0.2',
    ]);
  });

  it('lower-cases ADMIN_EMAIL and refuses a malformed one', () => {
    expect(parseEnv({ NODE_ENV: 'test', ADMIN_EMAIL: 'Boss@Example.com' }).ADMIN_EMAIL).toBe(
      'boss@example.com',
    );
    expect(parseError({ NODE_ENV: 'test', ADMIN_EMAIL: 'boss' })).toBe(
      'Invalid environment: ADMIN_EMAIL must be an e-mail address (got "boss")',
    );
  });

  it('names SMTP_URL when it is not an SMTP URL, without echoing it', () => {
    expect(parseError({ NODE_ENV: 'test', SMTP_URL: 'http://user:secret@mail' })).toBe(
      'Invalid environment: SMTP_URL must be an smtp:// or smtps:// URL',
    );
  });

  it('names REDIS_URL when it is not a Redis URL, without echoing it', () => {
    expect(parseError({ NODE_ENV: 'test', REDIS_URL: 'http://:secret@cache:6379' })).toBe(
      'Invalid environment: REDIS_URL must be a redis:// or rediss:// URL',
    );
    expect(
      parseEnv({ NODE_ENV: 'test', REDIS_URL: 'rediss://:secret@cache:6380/2' }),
    ).toMatchObject({ REDIS_URL: 'rediss://:secret@cache:6380/2' });
  });

  it('treats empty values as unset', () => {
    expect(parseEnv({ NODE_ENV: 'test', PORT: '' }).PORT).toBe(3000);
  });

  it('names PORT when it is not a number', () => {
    expect(parseError({ NODE_ENV: 'test', PORT: 'abc' })).toBe(
      'Invalid environment: PORT must be a number (got "abc")',
    );
  });

  it('names PORT when it is out of range', () => {
    expect(parseError({ NODE_ENV: 'test', PORT: '70000' })).toBe(
      'Invalid environment: PORT must be between 0 (any free port) and 65535 (got "70000")',
    );
  });

  it('names DATABASE_URL when it is not a PostgreSQL URL, without echoing it', () => {
    expect(parseError({ NODE_ENV: 'test', DATABASE_URL: 'not-a-url' })).toBe(
      'Invalid environment: DATABASE_URL must be a postgres:// or postgresql:// URL',
    );
  });

  it('requires JWT_SECRET in production', () => {
    expect(parseError({ NODE_ENV: 'production' })).toBe(
      'Invalid environment: JWT_SECRET is required when NODE_ENV is production',
    );
  });

  it('rejects a short JWT_SECRET', () => {
    expect(parseError({ NODE_ENV: 'production', JWT_SECRET: 'short' })).toBe(
      'Invalid environment: JWT_SECRET must be at least 32 characters',
    );
  });

  it('takes JWT_PREVIOUS_SECRET for a rotation, and rejects a short one without echoing it', () => {
    expect(parseEnv({ NODE_ENV: 'test', JWT_PREVIOUS_SECRET: 'p'.repeat(32) })).toMatchObject({
      JWT_PREVIOUS_SECRET: 'p'.repeat(32),
    });
    expect(parseError({ NODE_ENV: 'test', JWT_PREVIOUS_SECRET: 'short' })).toBe(
      'Invalid environment: JWT_PREVIOUS_SECRET must be at least 32 characters',
    );
  });

  it('rejects an unknown NODE_ENV', () => {
    expect(parseError({ NODE_ENV: 'staging' })).toMatch(/^Invalid environment: NODE_ENV /);
  });

  it('accepts a PostgreSQL URL', () => {
    expect(
      parseEnv({ NODE_ENV: 'test', DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' })
        .DATABASE_URL,
    ).toBe('postgres://postgres@127.0.0.1:5432/test');
  });

  describe('Stripe settings', () => {
    it('are absent by default outside production: checkout is simulated', () => {
      expect(parseEnv({ NODE_ENV: 'development' }).STRIPE).toBeUndefined();
      expect(parseEnv({ NODE_ENV: 'test' }).STRIPE).toBeUndefined();
    });

    it('may be absent only for a loopback APP_URL, or with BILLING_SIMULATED=true', () => {
      for (const APP_URL of [
        'http://localhost:5173',
        'http://127.0.0.1:3000',
        'http://127.1.2.3',
        'http://[::1]:3000',
      ]) {
        expect(parseEnv({ NODE_ENV: 'development', APP_URL }).STRIPE).toBeUndefined();
      }
      for (const APP_URL of ['https://staging.freedompath.example', 'http://192.168.1.5:5173']) {
        expect(parseError({ NODE_ENV: 'development', APP_URL })).toBe(
          'Invalid environment: STRIPE_SECRET_KEY is required when APP_URL is not a loopback address (or set BILLING_SIMULATED=true for a checkout that takes no payment)',
        );
        expect(
          parseEnv({ NODE_ENV: 'test', APP_URL, BILLING_SIMULATED: 'true' }).STRIPE,
        ).toBeUndefined();
      }
      expect(parseError({ NODE_ENV: 'test', BILLING_SIMULATED: 'yes' })).toBe(
        'Invalid environment: BILLING_SIMULATED must be true or false (got "yes")',
      );
    });

    it('come together as one object', () => {
      expect(
        parseEnv({ NODE_ENV: 'test', ...STRIPE, STRIPE_API_BASE: 'http://127.0.0.1:12111' }).STRIPE,
      ).toEqual({
        secretKey: 'sk_test_123',
        webhookSecret: 'whsec_123',
        prices: { monthly: 'price_monthly', yearly: 'price_yearly', lifetime: 'price_lifetime' },
        apiBase: 'http://127.0.0.1:12111',
      });
    });

    it('are all or nothing, naming the first one missing', () => {
      expect(parseError({ NODE_ENV: 'test', ...STRIPE, STRIPE_WEBHOOK_SECRET: '' })).toBe(
        'Invalid environment: STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set (Stripe settings go together)',
      );
      expect(parseError({ NODE_ENV: 'test', STRIPE_PRICE_LIFETIME: 'price_1' })).toBe(
        'Invalid environment: STRIPE_SECRET_KEY is required when STRIPE_PRICE_LIFETIME is set (Stripe settings go together)',
      );
    });

    it('are required in production', () => {
      expect(
        parseError({
          NODE_ENV: 'production',
          JWT_SECRET: 'x'.repeat(32),
          APP_URL: 'https://freedompath.example',
        }),
      ).toBe(
        'Invalid environment: STRIPE_SECRET_KEY is required when NODE_ENV is production (payments go through Stripe)',
      );
    });

    it('name a malformed key without echoing it', () => {
      expect(parseError({ NODE_ENV: 'test', ...STRIPE, STRIPE_SECRET_KEY: 'pk_test_123' })).toBe(
        'Invalid environment: STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_…, sk_live_…)',
      );
      expect(parseError({ NODE_ENV: 'test', ...STRIPE, STRIPE_PRICE_YEARLY: 'prod_1' })).toBe(
        'Invalid environment: STRIPE_PRICE_YEARLY must be a price id (price_…) (got "prod_1")',
      );
    });

    it('accept plain http for STRIPE_API_BASE on a loopback address only', () => {
      expect(
        parseError({ NODE_ENV: 'test', ...STRIPE, STRIPE_API_BASE: 'http://stripe.example' }),
      ).toBe(
        'Invalid environment: STRIPE_API_BASE must be an https:// origin (or http:// on a loopback address), without a path (got "http://stripe.example")',
      );
    });
  });

  it('reads a developer command as development when NODE_ENV is unset, and refuses production', () => {
    const refusal = 'NODE_ENV is production: this command adds made-up data (--force)';
    expect(parseCommandEnv({ allowProduction: false, refusal }, {}).NODE_ENV).toBe('development');
    expect(() =>
      parseCommandEnv({ allowProduction: false, refusal }, { NODE_ENV: 'production' }),
    ).toThrow(new EnvError(refusal));
    expect(() =>
      parseCommandEnv({ allowProduction: true, refusal }, { NODE_ENV: 'production' }),
    ).toThrow('Invalid environment: JWT_SECRET is required when NODE_ENV is production');
  });
});
