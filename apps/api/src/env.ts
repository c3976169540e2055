import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { StartupError } from './lib/startup-error.js';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const DEV_APP_ORIGIN = 'http://localhost:5173';
const DEV_JWT_SECRET = 'freedompath-development-secret-not-for-production';

const portSchema = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(0, 'must be between 0 (any free port) and 65535')
  .max(65_535, 'must be between 0 (any free port) and 65535');

const postgresUrlSchema = z
  .string()
  .refine((value) => /^postgres(ql)?:\/\/[^/\s]+/.test(value) && URL.canParse(value), {
    message: 'must be a postgres:// or postgresql:// URL',
  });

const smtpUrlSchema = z
  .string()
  .refine((value) => /^smtps?:\/\/[^/\s]+/.test(value) && URL.canParse(value), {
    message: 'must be an smtp:// or smtps:// URL',
  });

const redisUrlSchema = z
  .string()
  .refine((value) => /^rediss?:\/\/[^/\s]+/.test(value) && URL.canParse(value), {
    message: 'must be a redis:// or rediss:// URL',
  });

/** `true`/`false`, or a comma-separated list of proxy addresses or subnets to trust. */
const trustProxySchema = z.string().transform((value): boolean | string[] => {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value.split(',').map((address) => address.trim());
});

const countSchema = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .positive('must be a positive whole number');

/** `https://…`, or `http://` on a loopback address only (a local Stripe stand-in in tests). */
const stripeApiBaseSchema = z.string().refine(
  (value) => {
    if (!URL.canParse(value)) return false;
    const { protocol, hostname, pathname, search } = new URL(value);
    const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(hostname);
    const bare = (pathname === '/' || pathname === '') && search === '';
    return bare && (protocol === 'https:' || (protocol === 'http:' && loopback));
  },
  { message: 'must be an https:// origin (or http:// on a loopback address), without a path' },
);

/** Whether a URL's host is this machine: only its own browser can reach a server there. */
function isLoopbackUrl(url: string): boolean {
  const { hostname } = new URL(url);
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

const millisecondsSchema = z.coerce
  .number({ error: 'must be a number of milliseconds' })
  .int('must be a whole number of milliseconds')
  .positive('must be a positive number of milliseconds');

/** A period in milliseconds, or 0 to turn off what it paces. */
const intervalOrOffSchema = z.coerce
  .number({ error: 'must be a number of milliseconds' })
  .int('must be a whole number of milliseconds')
  .nonnegative('must be 0 (off) or a positive number of milliseconds');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: portSchema.default(3000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
    DATABASE_URL: postgresUrlSchema.optional(),
    PGLITE_DIR: z.string().min(1).default(`${repoRoot}.data/pglite`),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /** During a rotation: the secret JWT_SECRET replaces, still accepted, never used to sign. */
    JWT_PREVIOUS_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    APP_ORIGIN: z.url({ error: 'must be a URL such as http://localhost:5173' }).optional(),
    BODY_LIMIT: z.coerce
      .number({ error: 'must be a number of bytes' })
      .int()
      .positive()
      .default(1_048_576),
    WEB_DIST_DIR: z.string().min(1).default(`${repoRoot}apps/web/dist`),
    DATABASE_STATEMENT_TIMEOUT_MS: millisecondsSchema.default(10_000),
    DATABASE_BOOT_TIMEOUT_MS: millisecondsSchema.default(30_000),
    /** After SIGTERM, how long readiness answers 503 before the server closes; 0: no drain. */
    SHUTDOWN_DRAIN_MS: intervalOrOffSchema.default(0),
    APP_URL: z.url({ error: 'must be a URL such as https://freedompath.example' }).optional(),
    ADMIN_EMAIL: z
      .email({ error: 'must be an e-mail address' })
      .transform((value) => value.toLowerCase())
      .optional(),
    SMTP_URL: smtpUrlSchema.optional(),
    MAIL_FROM: z.string().min(3).default('FreedomPath <no-reply@freedompath.app>'),
    TRUST_PROXY: trustProxySchema.optional(),
    RATE_LIMIT_IP_PER_MINUTE: countSchema.default(20),
    RATE_LIMIT_EMAIL_PER_HOUR: countSchema.default(10),
    /** Unset: rate limits are counted in each process's memory. */
    REDIS_URL: redisUrlSchema.optional(),
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_\S+$/, 'must be a Stripe secret key (sk_test_…, sk_live_…)')
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_\S+$/, 'must be a webhook signing secret (whsec_…)')
      .optional(),
    STRIPE_PRICE_MONTHLY: z
      .string()
      .regex(/^price_\S+$/, 'must be a price id (price_…)')
      .optional(),
    STRIPE_PRICE_YEARLY: z
      .string()
      .regex(/^price_\S+$/, 'must be a price id (price_…)')
      .optional(),
    STRIPE_PRICE_LIFETIME: z
      .string()
      .regex(/^price_\S+$/, 'must be a price id (price_…)')
      .optional(),
    STRIPE_API_BASE: stripeApiBaseSchema.optional(),
    BILLING_SIMULATED: z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
    ANALYTICS_RETENTION_MONTHS: countSchema.default(13),
    /** How often the rollups run; 0 turns the scheduled job off (tests run it by hand). */
    ANALYTICS_REFRESH_INTERVAL_MS: intervalOrOffSchema.default(300_000),
    /** How often the process logs its memory and event-loop figures; 0 (the default) never. */
    RUNTIME_METRICS_INTERVAL_MS: intervalOrOffSchema.default(0),
    RATE_LIMIT_EVENTS_PER_MINUTE: countSchema.default(120),
    EVENTS_BODY_LIMIT: z.coerce
      .number({ error: 'must be a number of bytes' })
      .int()
      .positive()
      .default(262_144),
  })
  .transform((env, ctx) => {
    if (env.JWT_SECRET === undefined && env.NODE_ENV === 'production') {
      ctx.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message: 'is required when NODE_ENV is production',
      });
      return z.NEVER;
    }
    if (env.APP_URL === undefined && env.NODE_ENV === 'production') {
      ctx.addIssue({
        code: 'custom',
        path: ['APP_URL'],
        message: 'is required when NODE_ENV is production (links in e-mails point there)',
      });
      return z.NEVER;
    }
    const stripeNames = [
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'STRIPE_PRICE_MONTHLY',
      'STRIPE_PRICE_YEARLY',
      'STRIPE_PRICE_LIFETIME',
    ] as const;
    const stripeSet = stripeNames.filter((name) => env[name] !== undefined);
    // All or nothing: half a configuration would take money it cannot fulfil, or the reverse.
    const stripeMissing = stripeNames.find((name) => env[name] === undefined);
    if (stripeMissing !== undefined && (stripeSet.length > 0 || env.NODE_ENV === 'production')) {
      ctx.addIssue({
        code: 'custom',
        path: [stripeMissing],
        message:
          stripeSet.length > 0
            ? `is required when ${stripeSet[0]} is set (Stripe settings go together)`
            : 'is required when NODE_ENV is production (payments go through Stripe)',
      });
      return z.NEVER;
    }
    // Without keys checkout is simulated: anyone could grant themselves paid access. That is
    // fine on a developer's machine, not on a server others reach (a staging site, a demo), which
    // must have test keys, or say BILLING_SIMULATED=true on purpose (ADR 022).
    const appUrl = env.APP_URL ?? DEV_APP_ORIGIN;
    if (stripeMissing !== undefined && !isLoopbackUrl(appUrl) && env.BILLING_SIMULATED !== 'true') {
      ctx.addIssue({
        code: 'custom',
        path: [stripeMissing],
        message:
          'is required when APP_URL is not a loopback address (or set BILLING_SIMULATED=true for a checkout that takes no payment)',
      });
      return z.NEVER;
    }
    const {
      BILLING_SIMULATED: _simulated,
      STRIPE_SECRET_KEY: secretKey,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_PRICE_MONTHLY: monthly,
      STRIPE_PRICE_YEARLY: yearly,
      STRIPE_PRICE_LIFETIME: lifetime,
      STRIPE_API_BASE: apiBase,
      ...rest
    } = env;
    const stripe: StripeSettings | undefined =
      secretKey && webhookSecret && monthly && yearly && lifetime
        ? {
            secretKey,
            webhookSecret,
            prices: { monthly, yearly, lifetime },
            ...(apiBase === undefined ? {} : { apiBase }),
          }
        : undefined;
    return {
      ...rest,
      // Unset outside production: checkout goes to the local simulated checkout (ADR 022).
      STRIPE: stripe,
      JWT_SECRET: env.JWT_SECRET ?? DEV_JWT_SECRET,
      LOG_LEVEL: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
      // Production serves the web app itself: same-origin only unless an origin is named.
      APP_ORIGIN: env.APP_ORIGIN ?? (env.NODE_ENV === 'production' ? undefined : DEV_APP_ORIGIN),
      APP_URL: (env.APP_URL ?? DEV_APP_ORIGIN).replace(/\/+$/, ''),
      // Only a configured proxy may say who the client is (X-Forwarded-For), or anyone could
      // reset their rate limits with a made-up header.
      TRUST_PROXY: env.TRUST_PROXY ?? false,
    };
  });

/** Stripe's keys and the price of each plan; all set, or none (ADR 022). */
export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  prices: { monthly: string; yearly: string; lifetime: string };
  /** Where the Stripe API is, when not api.stripe.com (a local stand-in in tests). */
  apiBase?: string;
}

/** The API's settings, parsed once at boot. */
export type Env = z.infer<typeof envSchema>;

/** A bad setting: its message is one line naming the variable and what is wrong with it. */
export class EnvError extends StartupError {
  constructor(message: string) {
    super(message);
    this.name = 'EnvError';
  }
}

/**
 * Parses settings from `source` (the process environment by default). Empty strings count as
 * unset, so `PORT=` in a `.env` file falls back to the default.
 *
 * @throws EnvError naming the first bad variable, e.g. `Invalid environment: PORT must be a number (got "abc")`.
 */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = envSchema.safeParse(present);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const name = String(issue?.path[0] ?? 'environment');
  const value = present[name];
  const shown =
    value === undefined || /SECRET|DATABASE_URL|SMTP_URL|REDIS_URL/.test(name)
      ? ''
      : ` (got "${value}")`;
  throw new EnvError(`Invalid environment: ${name} ${issue?.message ?? 'is invalid'}${shown}`);
}

/**
 * Settings for a developer command such as `db:seed`: as {@link parseEnv}, except that an unset
 * `NODE_ENV` means development (the command runs on a developer's machine), and production is
 * refused unless `allowProduction` says so, before anything production requires is checked.
 *
 * @throws EnvError for production without `allowProduction`, or a bad variable.
 */
export function parseCommandEnv(
  options: { allowProduction: boolean; refusal: string },
  source: Record<string, string | undefined> = process.env,
): Env {
  const nodeEnv = source.NODE_ENV || 'development';
  if (nodeEnv === 'production' && !options.allowProduction) throw new EnvError(options.refusal);
  return parseEnv({ ...source, NODE_ENV: nodeEnv });
}
