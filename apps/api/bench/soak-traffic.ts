/**
 * The soak's traffic: its accounts, the mix of requests they send, and what each kind of
 * request got back.
 */
import { randomUUID } from 'node:crypto';
import { calculatorInputSchemas, FREE_CALCULATION_LIMIT } from '@freedompath/contracts';
import type autocannon from 'autocannon';
import type pg from 'pg';
import { z } from 'zod';
import { SEED_USER_PASSWORD } from '../src/seed/seed-analytics.js';
import { engineCalculations } from '../src/routes/api/v1/calculations/engine-calculations.js';
import { accessToken, adminSession, events, USER_AGENT } from './bench-support.js';

/**
 * Shares of the mix, in percent. Browsers send a batch of events every few pages; a calculate
 * spends from the quota (through a calculation route, or the screen's own consume); sign-ins
 * are rare and each costs an Argon2 hash (19 MiB, about 20 ms on a thread of the pool); the
 * admin reads the dashboard and the user list now and then.
 */
export const MIX = {
  events: 45,
  calculation: 25,
  quota: 25,
  dashboard: 4,
  signin: 1,
} as const;
export type Kind = keyof typeof MIX;
export const KINDS = Object.keys(MIX) as Kind[];

/** Events per batch: a browser flushes its queue every few page views. */
const EVENTS_PER_BATCH = 5;
/** Half the calculations and consumes come from free users, half from paid ones. */
const FREE_SHARE_OF_SPENDS = 0.5;
/** Share of all requests that spend a free user's calculation. */
const FREE_SPENDS_PER_REQUEST = ((MIX.calculation + MIX.quota) / 100) * FREE_SHARE_OF_SPENDS;
/** Free users are counted on the expected spends with half as many again to spare. */
const FREE_USERS_HEADROOM = 1.5;

/** Free users enough for `requests` requests of the mix, none spending more than its five. */
export function freeUsersFor(requests: number): number {
  return Math.ceil(
    (requests * FREE_SPENDS_PER_REQUEST * FREE_USERS_HEADROOM) / FREE_CALCULATION_LIMIT,
  );
}

const PAID_USERS = 500;
/** Access tokens are signed for an hour; the soak signs new ones every half hour. */
const TOKEN_REISSUE_MS = 30 * 60_000;

/** The soak's users: paid ones first, then free ones, numbered from 1. */
function soakUserId(n: number): string {
  return `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`;
}

/**
 * Inserts users `first` … `first + count - 1`, each with a live session (a refresh family named
 * after the user, which their access tokens carry); with `paid`, with complimentary access, as
 * the admin grants it.
 */
async function insertUsers(
  client: pg.Client,
  first: number,
  count: number,
  paid: boolean,
): Promise<void> {
  await client.query(
    `with inserted as (
       insert into users (id, email, password_hash, email_verified_at, complimentary_access_at)
       select ('00000000-0000-4000-9000-' || lpad(n::text, 12, '0'))::uuid,
              'soak-' || n || '@example.com', 'not a hash', now(),
              case when $3 then now() end
       from generate_series($1::int, $1::int + $2::int - 1) as n
       returning id
     )
     insert into refresh_tokens (user_id, family_id, token_hash, expires_at)
     select id, id, md5(id::text), now() + interval '1 day' from inserted`,
    [first, count, paid],
  );
}

/**
 * Free users for one phase of the soak, each spending at most its 5 free calculations: spend k
 * goes to user k mod count, so a user's spends are far apart, as a person's are. Past 5 × count
 * spends a paid user spends instead (counted in `overflow`), never a 402.
 */
export interface FreeUsers {
  first: number;
  count: number;
  spent: number;
  overflow: number;
}

/** The soak's accounts in the database, and the next free user number. */
export class SoakAccounts {
  private nextUser = PAID_USERS + 1;
  private tokens = new Map<string, string>();
  private tokensIssuedAt = Date.now();

  private constructor(
    private readonly client: pg.Client,
    readonly adminToken: string,
    readonly signInEmails: readonly string[],
  ) {}

  /**
   * The paid users, the admin's session, and the seeded users who confirmed their address (who
   * sign in with the seed's password); `db:seed` must have run, with `adminEmail`.
   */
  static async create(client: pg.Client, adminEmail: string): Promise<SoakAccounts> {
    await insertUsers(client, 1, PAID_USERS, true);
    const verified = await client.query<{ email: string }>(
      `select email from users where email like 'seed-user-%' and email_verified_at is not null
       and disabled_at is null order by email limit 1000`,
    );
    if (verified.rows.length === 0) throw new Error('db:seed made no verified users');
    const admin = await adminSession(client, adminEmail);
    return new SoakAccounts(
      client,
      admin,
      verified.rows.map((row) => row.email),
    );
  }

  /** `count` new free users with all their calculations left. */
  async freeUsers(count: number): Promise<FreeUsers> {
    const first = this.nextUser;
    this.nextUser += count;
    await insertUsers(this.client, first, count, false);
    await this.client.query('analyze users, refresh_tokens');
    return { first, count, spent: 0, overflow: 0 };
  }

  /** A paid user's number, at random. */
  paidUser(): number {
    return 1 + Math.floor(Math.random() * PAID_USERS);
  }

  /** The next free user to spend, or a paid user once every free one has spent all five. */
  spender(free: FreeUsers): number {
    if (free.spent >= free.count * FREE_CALCULATION_LIMIT) {
      free.overflow += 1;
      return this.paidUser();
    }
    const user = free.first + (free.spent % free.count);
    free.spent += 1;
    return user;
  }

  /** A bearer header for user `n`, signed as the server signs them. */
  bearer(n: number): string {
    if (Date.now() - this.tokensIssuedAt > TOKEN_REISSUE_MS) {
      this.tokens.clear();
      this.tokensIssuedAt = Date.now();
    }
    const id = soakUserId(n);
    let token = this.tokens.get(id);
    if (token === undefined) {
      token = accessToken(id, id);
      this.tokens.set(id, token);
    }
    return `Bearer ${token}`;
  }
}

/** A calculator's slug and the example inputs of its schema, as the screens send them. */
const CALCULATIONS = Object.values(engineCalculations).map(({ slug }) => ({
  slug,
  body: JSON.stringify({
    inputs: (z.globalRegistry.get(calculatorInputSchemas[slug]) as { example: unknown }).example,
  }),
}));

const KIND_THRESHOLDS = (() => {
  let running = 0;
  return KINDS.map((kind) => ({ kind, below: (running += MIX[kind]) / 100 }));
})();

function pickKind(): Kind {
  const draw = Math.random();
  return (
    (KIND_THRESHOLDS.find(({ below }) => draw < below) ?? KIND_THRESHOLDS[0])?.kind ?? 'events'
  );
}

function pick<T>(items: readonly T[]): T {
  const item = items[Math.floor(Math.random() * items.length)];
  if (item === undefined) throw new Error('nothing to pick from');
  return item;
}

const JSON_HEADERS = { 'content-type': 'application/json', 'user-agent': USER_AGENT };

/** The next request of the mix, with a fresh idempotency key or event ids where it has any. */
export function nextRequest(
  accounts: SoakAccounts,
  free: FreeUsers,
): { kind: Kind; request: autocannon.Request } {
  const kind = pickKind();
  const spender = () =>
    Math.random() < FREE_SHARE_OF_SPENDS ? accounts.spender(free) : accounts.paidUser();
  switch (kind) {
    case 'events':
      return {
        kind,
        request: {
          method: 'POST',
          path: '/api/v1/events',
          headers: JSON_HEADERS,
          body: JSON.stringify({ events: events(EVENTS_PER_BATCH) }),
        },
      };
    case 'calculation': {
      const calculation = pick(CALCULATIONS);
      return {
        kind,
        request: {
          method: 'POST',
          path: `/api/v1/calculations/${calculation.slug}`,
          headers: {
            ...JSON_HEADERS,
            authorization: accounts.bearer(spender()),
            'idempotency-key': randomUUID(),
          },
          body: calculation.body,
        },
      };
    }
    case 'quota':
      return {
        kind,
        request: {
          method: 'POST',
          path: '/api/v1/quota/consume',
          headers: { ...JSON_HEADERS, authorization: accounts.bearer(spender()) },
          body: JSON.stringify({ calculationType: 'scenario', idempotencyKey: randomUUID() }),
        },
      };
    case 'dashboard':
      return {
        kind,
        request: {
          method: 'GET',
          path: Math.random() < 0.5 ? '/api/v1/admin/dashboard' : '/api/v1/admin/users?limit=50',
          headers: { 'user-agent': USER_AGENT, authorization: `Bearer ${accounts.adminToken}` },
        },
      };
    case 'signin':
      return {
        kind,
        request: {
          method: 'POST',
          path: '/api/v1/auth/signin?client=api',
          headers: JSON_HEADERS,
          body: JSON.stringify({
            email: pick(accounts.signInEmails),
            password: SEED_USER_PASSWORD,
          }),
        },
      };
  }
}

/** Latency in whole milliseconds up to 10 s (the last bucket holds anything slower). */
const BUCKETS = 10_001;

/** What each kind of request got: its count, statuses and latency histogram (client-side). */
export class KindStats {
  private readonly byKind = new Map<
    Kind,
    { statuses: Map<number, number>; latency: Uint32Array; count: number }
  >(
    KINDS.map((kind) => [
      kind,
      { statuses: new Map(), latency: new Uint32Array(BUCKETS), count: 0 },
    ]),
  );

  record(kind: Kind, status: number, ms: number): void {
    const entry = this.byKind.get(kind);
    if (!entry) return;
    entry.count += 1;
    entry.statuses.set(status, (entry.statuses.get(status) ?? 0) + 1);
    const bucket = Math.min(BUCKETS - 1, Math.round(ms));
    entry.latency[bucket] = (entry.latency[bucket] ?? 0) + 1;
  }

  /** Per kind: count, share, p50 and p99 in ms, statuses. */
  rows(): {
    kind: Kind;
    count: number;
    share: number;
    p50: number;
    p99: number;
    statuses: string;
  }[] {
    const total = [...this.byKind.values()].reduce((sum, entry) => sum + entry.count, 0);
    return KINDS.map((kind) => {
      const entry = this.byKind.get(kind) ?? {
        statuses: new Map<number, number>(),
        latency: new Uint32Array(BUCKETS),
        count: 0,
      };
      return {
        kind,
        count: entry.count,
        share: total === 0 ? 0 : entry.count / total,
        p50: percentile(entry.latency, entry.count, 0.5),
        p99: percentile(entry.latency, entry.count, 0.99),
        statuses: [...entry.statuses]
          .sort(([a], [b]) => a - b)
          .map(([status, count]) => `${status}×${count}`)
          .join(' '),
      };
    });
  }
}

function percentile(histogram: Uint32Array, count: number, share: number): number {
  const rank = Math.ceil(share * count);
  let seen = 0;
  for (let ms = 0; ms < histogram.length; ms += 1) {
    seen += histogram[ms] ?? 0;
    if (seen >= rank && rank > 0) return ms;
  }
  return Number.NaN;
}
