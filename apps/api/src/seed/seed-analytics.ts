import { calculators, FREE_CALCULATION_LIMIT } from '@freedompath/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { ensureAnalyticsPartitions } from '../infrastructure/database/analytics-partitions.js';
import type { Db, DbExecutor } from '../infrastructure/database/database.js';
import { hashPassword } from '../lib/passwords.js';
import { writeRollups } from '../repositories/analytics/rollup-sql.js';

const SEED_USER_EMAIL_PREFIX = 'seed-user-';
const SEED_USER_EMAIL_DOMAIN = '@freedompath.test';
/** Matches every seeded address in SQL `like` (no `_` or `%` in the fixed parts). */
const SEED_USER_EMAIL_LIKE = `${SEED_USER_EMAIL_PREFIX}%${SEED_USER_EMAIL_DOMAIN}`;

/**
 * The address of seeded user `n` (1 … users), not zero-padded: `seed-user-7@freedompath.test`.
 * The one definition of the pattern; the e2e journey searches for these addresses.
 */
export function seedUserEmail(n: number): string {
  return `${SEED_USER_EMAIL_PREFIX}${n}${SEED_USER_EMAIL_DOMAIN}`;
}

/** Every seeded user signs in with this password (one Argon2 hash shared by all of them). */
export const SEED_USER_PASSWORD = 'seeded-user-password';

/** Browsers of the seeded traffic with their weights; the last two are phones. */
export const SEED_USER_AGENTS = [
  {
    weight: 30,
    mobile: false,
    value:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  },
  {
    weight: 12,
    mobile: false,
    value:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  },
  {
    weight: 6,
    mobile: false,
    value: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  },
  {
    weight: 7,
    mobile: false,
    value:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  },
  {
    weight: 25,
    mobile: true,
    value:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  },
  {
    weight: 20,
    mobile: true,
    value:
      'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  },
] as const;
const DESKTOP_USER_AGENTS = SEED_USER_AGENTS.filter(({ mobile }) => !mobile).length;

const DESKTOP_SCREENS = ['1920x1080', '1536x864', '2560x1440', '1440x900', '1366x768'];
const MOBILE_SCREENS = ['390x844', '393x873', '414x896', '360x800', '430x932'];

/** Where sessions come from (kept on every view of the session, as `document.referrer` is). */
const REFERRERS: readonly { weight: number; value: string | null }[] = [
  { weight: 45, value: null },
  { weight: 35, value: 'https://www.google.com/' },
  { weight: 4, value: 'https://www.bing.com/' },
  { weight: 4, value: 'https://duckduckgo.com/' },
  { weight: 6, value: 'https://www.reddit.com/' },
  { weight: 3, value: 'https://news.ycombinator.com/' },
  { weight: 3, value: 'https://t.co/' },
];

const title = (name?: string): string =>
  name ? `${name} — FreedomPath` : 'FreedomPath — Build your path to freedom';

/** Real routes with the odds of being the first page of a session and a later one. */
const PAGES: readonly { url: string; title: string; landing: number; browse: number }[] = [
  { url: '/', title: title(), landing: 30, browse: 10 },
  ...calculators.map(({ id, route, title: name }) => ({
    url: route,
    title: title(name),
    landing: id === 'runway-calculator' ? 12 : 2.5,
    browse: id === 'runway-calculator' ? 10 : 4,
  })),
  { url: '/pricing', title: title('Pricing'), landing: 4, browse: 8 },
  { url: '/planning-guides', title: title('Planning Guides'), landing: 5, browse: 5 },
  { url: '/resources', title: title('Resources'), landing: 2, browse: 3 },
  { url: '/auth', title: title('Sign In'), landing: 1, browse: 5 },
  { url: '/account', title: title('My Account'), landing: 0.5, browse: 2 },
  { url: '/privacy', title: title('Privacy Policy'), landing: 0.3, browse: 0.6 },
  { url: '/terms', title: title('Terms of Service'), landing: 0.2, browse: 0.4 },
  { url: '/disclaimer', title: title('Disclaimer'), landing: 0.1, browse: 0.3 },
];

/**
 * Calculator starts: runway is the most popular. Completion odds differ per calculator (0.35 to
 * 0.74, about 0.55 on average) so the performance badges show all three tones; of the starts not
 * completed, two in three send an abandoned event and the rest nothing (a closed tab).
 */
const CALCULATORS = calculators.map(({ id, ledgerType }, index) => ({
  id,
  ledgerType,
  weight: id === 'runway-calculator' ? 6 : 1 + ((index * 3) % 5) * 0.5,
  completion: id === 'runway-calculator' ? 0.74 : 0.35 + ((index * 37) % 40) / 100,
}));

/** Session lengths 1–8 views: 40% bounce, longer sessions ever rarer (about 2.7 views each). */
const SESSION_LENGTH_WEIGHTS = [40, 18, 13, 10, 7, 5, 4, 3];
const MEAN_SESSION_LENGTH =
  SESSION_LENGTH_WEIGHTS.reduce((sum, weight, index) => sum + weight * (index + 1), 0) / 100;
/** Rows per calculator start: the start, plus a completed or an abandoned row for most. */
const MEAN_ROWS_PER_START = 1 + 0.55 + 0.3;

/** Traffic per UTC hour (the audience is mostly awake in the Americas and Europe). */
const HOUR_WEIGHTS = [
  0.3, 0.2, 0.15, 0.12, 0.12, 0.18, 0.35, 0.6, 0.85, 1, 1.05, 1.1, 1.1, 1.1, 1.05, 1.05, 1, 0.95,
  0.9, 0.9, 0.85, 0.75, 0.6, 0.45,
];

const SIGNED_IN_SHARE = 0.3;
const PAYING_SHARE = 0.08;
const LEDGER_SHARE = 0.45;
const VERIFIED_SHARE = 0.95;
/** Today's traffic stops this long before now, so a session's later views are not in the future. */
const TODAY_MARGIN_SECONDS = 3_600;
const DAY_MS = 86_400_000;

export interface SeedOptions {
  pageViews: number;
  /** Rows of `calculation_analytics`, all statuses together. */
  calculations: number;
  users: number;
  /** Days of history, ending `now` (today counts as one). */
  days: number;
  /** Same seed, same data (ids and password salts aside). */
  seed: number;
  now: Date;
  /** Empties the analytics tables and deletes the seeded users (and their payments) first. */
  reset: boolean;
  /** A verified account with the admin role, created or updated. */
  admin?: { email: string; password: string } | undefined;
}

export interface SeedSummary {
  seed: number;
  from: Date;
  to: Date;
  /** Rows this run inserted, per table. */
  inserted: Record<string, number>;
  seconds: number;
}

/** A mistake of the caller, such as seeding users that exist already, told in one line. */
export class SeedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SeedError';
  }
}

function quote(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/** A text[] constant; the values are ours (routes, titles, browsers), never input. */
function textArray(values: readonly (string | null)[]): SQL {
  return sql.raw(
    `(array[${values.map((v) => (v === null ? 'null' : quote(v))).join(',')}]::text[])`,
  );
}

function floatArray(values: readonly number[]): SQL {
  return sql.raw(`('{${values.join(',')}}'::float8[])`);
}

/**
 * `width_bucket(random(), thresholds) + 1` picks index i (1-based) with odds weights[i] / sum:
 * the thresholds are the running shares, without the last (which is 1).
 */
function pick(weights: readonly number[]): SQL {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let running = 0;
  const thresholds = weights.slice(0, -1).map((weight) => (running += weight) / total);
  return sql`(width_bucket(random(), ${floatArray(thresholds)}) + 1)`;
}

/** A `setseed` argument (−1 … 1) per statement, so each statement's draws stand on their own. */
function seedValue(seed: number, statement: number): number {
  return (((seed * 7_919 + statement * 104_729) % 2_000_003) / 2_000_003) * 2 - 1;
}

/**
 * Day weights from the first day to today: weekends quieter, a slow growth over the period, and
 * today only for the part of it that has passed (minus the margin).
 */
function dayWeights(from: Date, days: number, now: Date): number[] {
  const weights = Array.from({ length: days }, (_, index) => {
    const weekday = new Date(from.getTime() + index * DAY_MS).getUTCDay();
    const shape = weekday === 0 || weekday === 6 ? 0.62 : weekday <= 2 ? 1.08 : 1;
    const growth = days === 1 ? 1 : 0.8 + (0.4 * index) / (days - 1);
    return shape * growth;
  });
  const elapsed = (now.getTime() - (from.getTime() + (days - 1) * DAY_MS)) / 1000;
  const todayShare = Math.max(elapsed - TODAY_MARGIN_SECONDS, 0) / 86_400;
  weights[days - 1] = (weights[days - 1] ?? 0) * todayShare;
  // Just after midnight on a one-day history, today is all there is.
  return weights.some((weight) => weight > 0) ? weights : weights.map(() => 1);
}

/**
 * A start time in a picked day: by the hour shape on a past day, evenly over the part of today
 * that has passed (minus the margin). `dayIndex` is an SQL expression (0-based).
 */
function startTime(dayIndex: SQL, context: SeedContext): SQL {
  return sql`(${context.from}::timestamptz + ${dayIndex} * interval '1 day' + case
    when ${dayIndex} = ${context.days - 1}
      then random() * greatest(${context.elapsedToday}::float8 - ${TODAY_MARGIN_SECONDS}, 0)
    else (${pick(HOUR_WEIGHTS)} - 1 + random()) * 3600
  end * interval '1 second')`;
}

/**
 * A seeded user who already had an account at `at`, with odds `SIGNED_IN_SHARE`, else null.
 * Seeded accounts are created in the order of their number, evenly over the period, so the
 * users that exist at `at` are 1 … floor(users · elapsed share).
 */
function signedInUser(at: SQL, context: SeedContext): SQL {
  const existing = sql`floor(${context.users}::int * extract(epoch from (${at} - ${context.from}::timestamptz))::float8 / ${context.rangeSeconds}::float8)`;
  return sql`case when random() < ${SIGNED_IN_SHARE} and ${existing} >= 1
    then ${seedUserId(sql`(1 + floor(random() * ${existing}))::bigint`)} end`;
}

/** Seeded user n's id: fixed, so events can name their user without a join. */
function seedUserId(n: SQL): SQL {
  return sql`('5eed5eed-0000-4000-8000-' || lpad((${n})::text, 12, '0'))::uuid`;
}

interface SeedContext {
  from: string;
  now: string;
  days: number;
  users: number;
  rangeSeconds: number;
  elapsedToday: number;
}

async function count(executor: DbExecutor, query: SQL): Promise<number> {
  const result = await executor.execute<{ count: number }>(query);
  return result.rows[0]?.count ?? 0;
}

async function reset(executor: DbExecutor): Promise<void> {
  await executor.execute(sql`truncate page_views, calculation_analytics, analytics_event_keys,
    analytics_dirty_days, daily_stats, calculator_stats, visitor_stats, analytics_refreshes`);
  // Payments keep no user when the user goes (set null): delete them while they still name one.
  // So do signups and activations (ADR 044); a seed run again must not count its users twice.
  for (const table of ['payments', 'signups', 'subscription_activations']) {
    await executor.execute(sql`delete from ${sql.identifier(table)} where user_id in
      (select id from users where email like ${SEED_USER_EMAIL_LIKE})`);
  }
  await executor.execute(sql`delete from users where email like ${SEED_USER_EMAIL_LIKE}`);
}

async function insertUsers(executor: DbExecutor, context: SeedContext): Promise<number> {
  const passwordHash = await hashPassword(SEED_USER_PASSWORD);
  return count(
    executor,
    sql`with inserted as (
      insert into users (id, email, password_hash, email_verified_at, tokens_valid_after,
        created_at, updated_at)
      select ${seedUserId(sql`n`)}, ${SEED_USER_EMAIL_PREFIX}::text || n || ${SEED_USER_EMAIL_DOMAIN}::text,
        ${passwordHash},
        case when verified then least(created_at + random() * interval '10 minutes', ${context.now}::timestamptz) end,
        created_at, created_at, created_at
      from (
        select n, random() < ${VERIFIED_SHARE} as verified,
          ${context.from}::timestamptz
            + (n - 1 + random()) / ${context.users}::float8 * ${context.rangeSeconds}::float8
            * interval '1 second' as created_at
        from generate_series(1, ${context.users}::int) as n
      ) as drawn
      returning 1
    ) select count(*)::int as count from inserted`,
  );
}

/** Paid plans for some verified users (mostly monthly and active), each with its payments. */
async function insertSubscriptions(
  executor: DbExecutor,
  context: SeedContext,
): Promise<{ subscriptions: number; payments: number }> {
  const subscriptions = await count(
    executor,
    sql`with inserted as (
      insert into subscriptions (user_id, status, subscription_type, current_period_end,
        stripe_customer_id, stripe_subscription_id, stripe_payment_id, created_at, updated_at)
      select id, case when type = 'monthly' and random() < 0.12 then 'canceled' else 'active' end,
        type, null, 'cus_seed_' || id,
        case when type = 'monthly' then 'sub_seed_' || id end,
        case when type <> 'monthly' then 'pi_seed_' || id end,
        subscribed_at, subscribed_at
      from (
        select id, subscribed_at, (array['monthly', 'yearly', 'lifetime'])[${pick([55, 30, 15])}] as type
        from (
          select id, created_at + (${context.now}::timestamptz - created_at) * random() * 0.6 as subscribed_at
          from (select id, created_at from users
            where email like ${SEED_USER_EMAIL_LIKE} and email_verified_at is not null
            order by created_at) as verified
        ) as timed
        where random() < ${PAYING_SHARE}
      ) as typed
      returning 1
    ) select count(*)::int as count from inserted`,
  );
  // A monthly plan renews every 30 days from its start (a cancelled one ended in the last 20);
  // a yearly one runs a year from purchase; lifetime never ends.
  await executor.execute(sql`update subscriptions set current_period_end = case
      when subscription_type = 'yearly' then created_at + interval '1 year'
      when status = 'canceled' then least(greatest(${context.now}::timestamptz - random() * interval '20 days', created_at + interval '1 day'), ${context.now}::timestamptz)
      else created_at + (floor(extract(epoch from (${context.now}::timestamptz - created_at)) / 2592000) + 1) * interval '30 days'
    end
    where subscription_type <> 'lifetime' and stripe_customer_id like 'cus_seed_%'`);
  const payments = await count(
    executor,
    sql`with inserted as (
      insert into payments (user_id, amount, currency, status, plan, stripe_payment_id,
        stripe_customer_id, stripe_payment_intent_id, access_from, access_until, created_at,
        updated_at)
      select s.user_id,
        case s.subscription_type when 'monthly' then 500 when 'yearly' then 2500 else 7900 end,
        'usd', 'succeeded', s.subscription_type,
        case when s.subscription_type = 'monthly' then 'in_seed_' || s.user_id || '_' || k
          else 'pi_seed_' || s.user_id end,
        s.stripe_customer_id,
        case when s.subscription_type = 'monthly' then 'pi_seed_' || s.user_id || '_' || k end,
        case when s.subscription_type = 'yearly' then s.created_at end,
        case when s.subscription_type = 'yearly' then s.current_period_end end,
        s.created_at + k * interval '30 days', s.created_at + k * interval '30 days'
      from subscriptions s
      cross join lateral generate_series(0, case when s.subscription_type = 'monthly'
        then floor(extract(epoch from (least(${context.now}::timestamptz, s.current_period_end) - s.created_at)) / 2592000)::int
        else 0 end) as k
      where s.stripe_customer_id like 'cus_seed_%'
        and s.created_at + k * interval '30 days' <= ${context.now}::timestamptz
      returning 1
    ) select count(*)::int as count from inserted`,
  );
  return { subscriptions, payments };
}

/** Quota ledger rows (1 … the free limit) for some verified users without a paid plan. */
async function insertLedger(executor: DbExecutor, context: SeedContext): Promise<number> {
  const ledgerTypes = textArray(CALCULATORS.map(({ ledgerType }) => ledgerType));
  return count(
    executor,
    sql`with inserted as (
      insert into user_calculations (user_id, calculation_type, idempotency_key, created_at)
      select id, ${ledgerTypes}[1 + floor(random() * ${CALCULATORS.length})::int],
        'seed-' || k, created_at + (${context.now}::timestamptz - created_at) * random()
      from (
        select id, created_at, 1 + floor(random() * ${FREE_CALCULATION_LIMIT})::int as used
        from (select u.id, u.created_at from users u
          where u.email like ${SEED_USER_EMAIL_LIKE} and u.email_verified_at is not null
            and not exists (select 1 from subscriptions s where s.user_id = u.id)
          order by u.created_at) as free
        where random() < ${LEDGER_SHARE}
      ) as counted
      cross join lateral generate_series(1, used) as k
      returning 1
    ) select count(*)::int as count from inserted`,
  );
}

/**
 * Page views, in sessions of 1–8 views a few seconds to minutes apart, cut at exactly
 * `pageViews` rows (the last session may come out shorter); each id is also an event key.
 */
async function insertPageViews(
  executor: DbExecutor,
  context: SeedContext,
  pageViews: number,
  dayThresholds: readonly number[],
): Promise<number> {
  // Enough sessions that their views cover `pageViews`, with room for chance.
  const sessions = Math.ceil((pageViews / MEAN_SESSION_LENGTH) * 1.1) + 20;
  const screens = textArray([...DESKTOP_SCREENS, ...MOBILE_SCREENS]);
  await executor.execute(sql`create temp table seed_sessions on commit drop as
    select s, started_at, len, pace, session_id, user_id, ua, referrer, screen,
      sum(len) over (order by s) - len as before
    from (
      select s, started_at, len, pace, ua, screen, referrer,
        (extract(epoch from started_at) * 1000)::bigint || '-' || to_hex(s)
          || lpad(to_hex(floor(random() * 65536)::int), 4, '0') as session_id,
        ${signedInUser(sql`started_at`, context)} as user_id
      from (
        select s, ${startTime(sql`day_index`, context)} as started_at,
          ${pick(SESSION_LENGTH_WEIGHTS)} as len,
          5 + least(-ln(1 - random()) * 70, 475) as pace,
          ua,
          ${screens}[case when ua > ${DESKTOP_USER_AGENTS}
            then ${DESKTOP_SCREENS.length} + 1 + floor(random() * ${MOBILE_SCREENS.length})::int
            else 1 + floor(random() * ${DESKTOP_SCREENS.length})::int end] as screen,
          ${textArray(REFERRERS.map(({ value }) => value))}[${pick(REFERRERS.map(({ weight }) => weight))}] as referrer
        from (
          select s, width_bucket(random(), ${floatArray(dayThresholds)}) as day_index,
            ${pick(SEED_USER_AGENTS.map(({ weight }) => weight))} as ua
          from generate_series(1, ${sessions}::int) as s
        ) as day_picked
      ) as timed
    ) as drawn`);
  return count(
    executor,
    sql`with inserted as (
      insert into page_views (id, created_at, session_id, user_id, page_url, page_title,
        user_agent, referrer, screen_resolution, device_type)
      select gen_random_uuid(),
        least(started_at + ((k - 1) * pace + random() * pace * 0.9) * interval '1 second', ${context.now}::timestamptz),
        session_id, user_id, ${textArray(PAGES.map(({ url }) => url))}[page],
        ${textArray(PAGES.map(({ title }) => title))}[page],
        ${textArray(SEED_USER_AGENTS.map(({ value }) => value))}[ua], referrer, screen,
        case when ua > ${DESKTOP_USER_AGENTS} then 'mobile' else 'desktop' end
      from (
        select session.*, k, case when k = 1 then ${pick(PAGES.map(({ landing }) => landing))}
          else ${pick(PAGES.map(({ browse }) => browse))} end as page
        from seed_sessions as session
        cross join lateral generate_series(1, least(session.len, ${pageViews}::int - session.before)::int) as k
        where session.before < ${pageViews}::int
      ) as views
      -- In time order: rows go to one partition after another and append to the primary key.
      order by 2
      returning id, created_at
    ), keys as (
      insert into analytics_event_keys (client_event_id, received_at)
      -- In key order: appending to the primary key is far cheaper than random inserts.
      select id, created_at from inserted order by id
    ) select count(*)::int as count from inserted`,
  );
}

/**
 * Calculator starts, each followed by a completed row (with small inputs and results, 20–600 s
 * later), an abandoned row (5–300 s later) or nothing, cut at exactly `calculations` rows.
 */
async function insertCalculations(
  executor: DbExecutor,
  context: SeedContext,
  calculations: number,
  dayThresholds: readonly number[],
): Promise<number> {
  const starts = Math.ceil((calculations / MEAN_ROWS_PER_START) * 1.1) + 20;
  const completion = floatArray(CALCULATORS.map(({ completion }) => completion));
  await executor.execute(sql`create temp table seed_starts on commit drop as
    select *, sum(event_rows) over (order by s) - event_rows as before
    from (
      select s, started_at, calculator, ua, session_id, user_id, spent, expenses, savings,
        case when outcome = 0 then 1 else 2 end as event_rows, outcome
      from (
        select s, started_at, calculator, ua,
          ${signedInUser(sql`started_at`, context)} as user_id,
          md5(${context.now}::text || s::text)::uuid::text as session_id,
          case when draw < ${completion}[calculator] then 1
            when draw < ${completion}[calculator] + (1 - ${completion}[calculator]) * 2 / 3 then 2
            else 0 end as outcome,
          case when draw < ${completion}[calculator]
            then 20 + floor(least(-ln(1 - random()) * 150, 580))
            else 5 + floor(least(-ln(1 - random()) * 60, 295)) end::int as spent,
          round((1500 + random() * 6000)::numeric) as expenses,
          round((5000 + random() * 95000)::numeric) as savings
        from (
          select s, ${startTime(sql`day_index`, context)} as started_at, calculator, ua,
            random() as draw
          from (
            select s, width_bucket(random(), ${floatArray(dayThresholds)}) as day_index,
              ${pick(CALCULATORS.map(({ weight }) => weight))} as calculator,
              ${pick(SEED_USER_AGENTS.map(({ weight }) => weight))} as ua
            from generate_series(1, ${starts}::int) as s
          ) as day_picked
        ) as timed
      ) as drawn
    ) as shaped`);
  return count(
    executor,
    sql`with inserted as (
      insert into calculation_analytics (id, created_at, session_id, user_id, calculator_type,
        calculation_status, calculation_inputs, calculation_results, time_started,
        time_completed, time_spent_seconds, user_agent)
      select gen_random_uuid(),
        case when k = 1 then started_at else finished_at end,
        session_id, user_id, ${textArray(CALCULATORS.map(({ id }) => id))}[calculator],
        case when k = 1 then 'started' when outcome = 1 then 'completed' else 'abandoned' end,
        case when k = 2 and outcome = 1 then jsonb_build_object('monthlyExpenses', expenses,
          'savings', savings, 'currency', 'USD') end,
        case when k = 2 and outcome = 1 then jsonb_build_object('runwayMonths',
          round(savings / expenses, 1)) end,
        started_at,
        case when k = 2 and outcome = 1 then finished_at end,
        case when k = 2 then spent end,
        ${textArray(SEED_USER_AGENTS.map(({ value }) => value))}[ua]
      from (
        select start.*, k, least(start.started_at + start.spent * interval '1 second',
          ${context.now}::timestamptz) as finished_at
        from seed_starts as start
        cross join lateral generate_series(1, least(start.event_rows, ${calculations}::int - start.before)::int) as k
        where start.before < ${calculations}::int
      ) as events
      order by 2
      returning id, created_at
    ), keys as (
      insert into analytics_event_keys (client_event_id, received_at)
      select id, created_at from inserted order by id
    ) select count(*)::int as count from inserted`,
  );
}

async function upsertAdmin(
  executor: DbExecutor,
  admin: { email: string; password: string },
  now: string,
): Promise<number> {
  const passwordHash = await hashPassword(admin.password);
  return count(
    executor,
    sql`with upserted as (
      insert into users (email, password_hash, role, email_verified_at, tokens_valid_after,
        created_at, updated_at)
      values (${admin.email.toLowerCase()}, ${passwordHash}, 'admin', ${now}::timestamptz,
        ${now}::timestamptz, ${now}::timestamptz, ${now}::timestamptz)
      on conflict (email) do update set password_hash = excluded.password_hash, role = 'admin',
        email_verified_at = coalesce(users.email_verified_at, excluded.email_verified_at),
        disabled_at = null, updated_at = excluded.updated_at
      returning 1
    ) select count(*)::int as count from upserted`,
  );
}

/** The UTC dates from `from` to `to`, both included, as `YYYY-MM-DD`. */
function utcDates(from: Date, to: Date): string[] {
  const dates: string[] = [];
  for (let at = from.getTime(); at <= to.getTime(); at += DAY_MS) {
    dates.push(new Date(at).toISOString().slice(0, 10));
  }
  return dates;
}

/**
 * Fills the database with a realistic history for the dashboard and the benchmark, in one
 * transaction: users (one shared password hash), paid plans and their payments, quota ledger
 * rows, page views and calculator events over `days` days ending `now`, their event keys, and
 * then the rollups of every day. Rows are drawn in SQL (`generate_series`, `setseed`), so
 * millions take seconds. Run it on a connection without a statement timeout.
 *
 * @throws SeedError when seeded users exist already and `reset` is off.
 */
export async function seedAnalytics(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const startedAt = performance.now();
  const todayStart = Date.UTC(
    options.now.getUTCFullYear(),
    options.now.getUTCMonth(),
    options.now.getUTCDate(),
  );
  const from = new Date(todayStart - (options.days - 1) * DAY_MS);
  const context: SeedContext = {
    from: from.toISOString(),
    now: options.now.toISOString(),
    days: options.days,
    users: options.users,
    rangeSeconds: Math.max((options.now.getTime() - from.getTime()) / 1000, 1),
    elapsedToday: (options.now.getTime() - todayStart) / 1000,
  };
  const weights = dayWeights(from, options.days, options.now);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let running = 0;
  const dayThresholds = weights.slice(0, -1).map((weight) => (running += weight) / total);

  const inserted = await db.transaction(async (tx) => {
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(sql`set local work_mem = '64MB'`);
    if (options.reset) await reset(tx);
    const existing = await count(
      tx,
      sql`select count(*)::int as count from users where email like ${SEED_USER_EMAIL_LIKE}`,
    );
    if (existing > 0 && options.users > 0) {
      throw new SeedError(
        `${existing} seeded users exist already: pass --reset to replace them, or --users 0`,
      );
    }
    await ensureAnalyticsPartitions(tx, from, options.now);
    // Every user id of the events is a seeded user's: a superuser (a developer's database, PGlite)
    // skips the foreign-key check per row, which costs more than the insert itself. After the
    // reset, whose deletes need their cascades.
    const superuser = await tx.execute<{ on: boolean }>(
      sql`select current_setting('is_superuser') = 'on' as on`,
    );
    if (superuser.rows[0]?.on) await tx.execute(sql`set local session_replication_role = replica`);
    const rows: Record<string, number> = {};
    let statement = 0;
    const seeded = async (work: () => Promise<void>): Promise<void> => {
      statement += 1;
      await tx.execute(sql`select setseed(${seedValue(options.seed, statement)})`);
      await work();
    };
    await seeded(async () => {
      rows.users = options.users > 0 ? await insertUsers(tx, context) : 0;
    });
    await seeded(async () => {
      const paid = await insertSubscriptions(tx, context);
      rows.subscriptions = paid.subscriptions;
      rows.payments = paid.payments;
    });
    await seeded(async () => {
      rows.user_calculations = await insertLedger(tx, context);
    });
    await seeded(async () => {
      rows.page_views = await insertPageViews(tx, context, options.pageViews, dayThresholds);
    });
    await seeded(async () => {
      rows.calculation_analytics = await insertCalculations(
        tx,
        context,
        options.calculations,
        dayThresholds,
      );
    });
    rows.analytics_event_keys = (rows.page_views ?? 0) + (rows.calculation_analytics ?? 0);
    if (options.admin) rows.admin = await upsertAdmin(tx, options.admin, context.now);
    const days = utcDates(from, options.now);
    const rollupStartedAt = new Date();
    await writeRollups(tx, days, rollupStartedAt);
    // Recorded as a manual run, so the dashboard tells when its figures were computed.
    await tx.execute(sql`insert into analytics_refreshes (trigger, days, started_at, finished_at)
      values ('manual', ${`{${days.join(',')}}`}::date[], ${rollupStartedAt.toISOString()}::timestamptz, clock_timestamp())`);
    for (const table of ['daily_stats', 'calculator_stats', 'visitor_stats']) {
      rows[table] = await count(
        tx,
        sql`select count(*)::int as count from ${sql.identifier(table)}`,
      );
    }
    return rows;
  });
  // Fresh statistics, so the first dashboard queries get good plans.
  await db.execute(
    sql`analyze users, subscriptions, payments, user_calculations, page_views, calculation_analytics, analytics_event_keys`,
  );
  return {
    seed: options.seed,
    from,
    to: options.now,
    inserted,
    seconds: (performance.now() - startedAt) / 1000,
  };
}
