import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { PASSWORD } from './accounts.js';
import type { WriteAnswer, WriteRequest, Writer } from './write-load.js';

/** The writes of FreedomPath's features a load test sends. */
export type FeatureKind = 'signup' | 'quota' | 'events' | 'scenarios';

/** What each kind of write answers when it succeeds, and the refusals it may give instead. */
export const FEATURE_ANSWERS: Record<string, { success: number; refusals: string[] }> = {
  signup: { success: 201, refusals: [] },
  // A user who has spent 5 is refused; any other refusal would be a bug.
  quota: { success: 200, refusals: ['402 QUOTA_EXCEEDED'] },
  events: { success: 202, refusals: [] },
  scenarios: { success: 201, refusals: [] },
};
export const FEATURE_KINDS = Object.keys(FEATURE_ANSWERS);

/** Whether `answer` is its kind's success (a write the database must hold). */
export function isFeatureSuccess(answer: WriteAnswer): boolean {
  return answer.status === FEATURE_ANSWERS[answer.kind]?.success;
}

/** How many of a write's rows the database holds. */
export type Stored = 'none' | 'once' | 'several' | 'partial';

export interface FeatureWritersOptions {
  /** Makes this run's keys unique in a database other runs share. */
  label: string;
  /** Signed-in free users: quota consumes and saved plans are theirs. */
  users: { accessToken: string }[];
  /** Loops per kind (default: 3 quota, 1 of each other); 0 leaves a kind out. */
  concurrency?: Partial<Record<FeatureKind, number>>;
}

/** What the events writer sends as each batch's browser: not a bot, so the events are stored. */
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
const EVENTS_PER_BATCH = 5;
const DEFAULT_CONCURRENCY: Record<FeatureKind, number> = {
  signup: 1,
  quota: 3,
  events: 1,
  scenarios: 1,
};

function bearer(user: { accessToken: string }): Record<string, string> {
  return { authorization: `Bearer ${user.accessToken}` };
}

/**
 * Writers for sign-ups (key: the address), quota consumes (key: the idempotency key), event
 * batches of page views (key: the batch's own name; its events' ids are in the body) and saved
 * plans (key: the plan's name). Consumes go three in a row to one user, so the quota's lock is
 * contended and users run out (402) as the load goes on.
 */
export function featureWriters(options: FeatureWritersOptions): Writer[] {
  const { label, users } = options;
  if (users.length === 0) throw new Error('featureWriters needs at least one signed-in user');
  const counters: Record<FeatureKind, number> = { signup: 0, quota: 0, events: 0, scenarios: 0 };
  const nextNumber = (kind: FeatureKind) => (counters[kind] += 1);
  const userAt = (index: number) => users[index % users.length] as { accessToken: string };

  const build: Record<FeatureKind, () => WriteRequest> = {
    signup: () => {
      const key = `load-${label}-${nextNumber('signup')}@example.com`;
      const body = { email: key, password: PASSWORD };
      return { kind: 'signup', key, method: 'POST', path: '/api/v1/auth/signup', body };
    },
    quota: () => {
      const number = nextNumber('quota');
      const key = `quota-${label}-${number}`;
      return {
        kind: 'quota',
        key,
        method: 'POST',
        path: '/api/v1/quota/consume',
        body: { calculationType: 'scenario', idempotencyKey: key },
        headers: bearer(userAt(Math.floor(number / 3))),
      };
    },
    events: () => {
      const key = `events-${label}-${nextNumber('events')}`;
      const events = Array.from({ length: EVENTS_PER_BATCH }, () => ({
        type: 'page_view',
        clientEventId: randomUUID(),
        pageUrl: '/calculators/runway',
        pageTitle: 'Runway',
        sessionId: key,
        userAgent: BROWSER,
        referrer: null,
        screenResolution: '1920x1080',
        deviceType: 'desktop',
      }));
      return {
        kind: 'events',
        key,
        method: 'POST',
        path: '/api/v1/events',
        body: { events },
        headers: { 'user-agent': BROWSER },
      };
    },
    scenarios: () => {
      const number = nextNumber('scenarios');
      const key = `plan-${label}-${number}`;
      return {
        kind: 'scenarios',
        key,
        method: 'POST',
        path: '/api/v1/scenarios',
        body: { name: key, calculator: 'runway', inputs: { note: key } },
        headers: bearer(userAt(number)),
      };
    },
  };

  return (Object.keys(build) as FeatureKind[]).map((kind) => ({
    kind,
    concurrency: options.concurrency?.[kind] ?? DEFAULT_CONCURRENCY[kind],
    next: build[kind],
  }));
}

function eventIds(request: WriteRequest): string[] {
  return (request.body as { events: { clientEventId: string }[] }).events.map(
    ({ clientEventId }) => clientEventId,
  );
}

function copies(count: number | undefined): Stored {
  if (!count) return 'none';
  return count === 1 ? 'once' : 'several';
}

/**
 * What the database at `databaseUrl` holds of each answered write, by key: a user with the
 * address, a ledger row with the idempotency key, the batch's page views, a plan with the name.
 * Read straight from the tables, on a connection of its own, not through the app.
 */
export async function findStoredWrites(
  databaseUrl: string,
  answers: readonly WriteAnswer[],
): Promise<Map<string, Stored>> {
  const keysOf = (kind: FeatureKind) =>
    answers.filter((answer) => answer.kind === kind).map(({ key }) => key);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const count = async (query: string, values: string[]) => {
      const { rows } = await client.query<{ key: string; count: number }>(query, [values]);
      return new Map(rows.map(({ key, count: n }) => [key, n]));
    };
    const users = await count(
      'select email as key, count(*)::int as count from users where email = any($1) group by email',
      keysOf('signup'),
    );
    const ledger = await count(
      `select idempotency_key as key, count(*)::int as count from user_calculations
      where idempotency_key = any($1) group by idempotency_key`,
      keysOf('quota'),
    );
    const plans = await count(
      'select name as key, count(*)::int as count from scenarios where name = any($1) group by name',
      keysOf('scenarios'),
    );
    const batches = answers.filter((answer) => answer.kind === 'events');
    const views = await count(
      'select id::text as key, count(*)::int as count from page_views where id = any($1::uuid[]) group by id',
      batches.flatMap(({ request }) => eventIds(request)),
    );

    const stored = new Map<string, Stored>();
    for (const key of keysOf('signup')) stored.set(key, copies(users.get(key)));
    for (const key of keysOf('quota')) stored.set(key, copies(ledger.get(key)));
    for (const key of keysOf('scenarios')) stored.set(key, copies(plans.get(key)));
    for (const { key, request } of batches) {
      const found = eventIds(request).map((id) => views.get(id) ?? 0);
      if (found.every((n) => n === 0)) stored.set(key, 'none');
      else if (found.every((n) => n === 1)) stored.set(key, 'once');
      else stored.set(key, found.some((n) => n > 1) ? 'several' : 'partial');
    }
    return stored;
  } finally {
    await client.end();
  }
}
