import type { AnalyticsEvent } from '@freedompath/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ensureAnalyticsPartitions } from '../infrastructure/database/analytics-partitions.js';
import { NO_PARTITION, sqlState } from '../infrastructure/database/sql-state.js';

declare module 'fastify' {
  interface FastifyInstance {
    analyticsEvents: AnalyticsEventsRepository;
  }
}

export interface IngestContext {
  /** From the access token, never from the body. */
  userId: string | null;
  /** The server's receipt time: the events' `created_at`. */
  receivedAt: Date;
}

export interface AnalyticsEventsRepository {
  /** Stores valid events once each; returns the client event ids stored and already known. */
  insertBatch(
    events: AnalyticsEvent[],
    context: IngestContext,
  ): Promise<{ stored: string[]; duplicates: string[] }>;
}

/** The user was deleted between the token check and the insert (the raw tables' foreign key). */
const FOREIGN_KEY_VIOLATION = '23503';

/**
 * The whole batch in one statement, one round trip: the events arrive as one jsonb array with
 * their wire names. Each id is claimed in `analytics_event_keys` first; only the ids this
 * statement claimed reach the raw tables, so a resend, even one racing the original, stores
 * nothing twice. Ids are claimed in sorted order, so two batches sharing ids cannot deadlock.
 * The day is marked for the rollups when anything was stored.
 *
 * `synchronous_commit` is off for this statement's own transaction: a crash may lose the last
 * instant of events (the client does not resend them), never corrupt anything, and the commit
 * does not wait for the disk. Fine for analytics; it would not be for accounts or payments.
 */
function ingestStatement(events: AnalyticsEvent[], { userId, receivedAt }: IngestContext) {
  const at = receivedAt.toISOString();
  return sql`
    with durability as materialized (
      select set_config('synchronous_commit', 'off', true)
    ),
    input as (
      select * from jsonb_to_recordset(${JSON.stringify(events)}::jsonb) as event(
        "type" text, "clientEventId" uuid, "sessionId" text, "userAgent" text,
        "pageUrl" text, "pageTitle" text, "referrer" text, "screenResolution" text,
        "deviceType" text, "calculatorType" text, "calculationStatus" text,
        "calculationInputs" jsonb, "calculationResults" jsonb, "timeStarted" timestamptz,
        "timeCompleted" timestamptz, "timeSpentSeconds" integer
      )
    ),
    claimed as (
      insert into analytics_event_keys (client_event_id, received_at)
      select "clientEventId", ${at}::timestamptz from input order by "clientEventId"
      on conflict do nothing
      returning client_event_id
    ),
    page_view_rows as (
      insert into page_views (
        id, created_at, session_id, user_id, page_url, page_title, user_agent, referrer,
        screen_resolution, device_type
      )
      select
        input."clientEventId", ${at}::timestamptz, input."sessionId", ${userId}::uuid,
        input."pageUrl", input."pageTitle", input."userAgent", input."referrer",
        input."screenResolution", input."deviceType"
      from input join claimed on claimed.client_event_id = input."clientEventId"
      where input."type" = 'page_view'
    ),
    calculation_rows as (
      insert into calculation_analytics (
        id, created_at, session_id, user_id, calculator_type, calculation_status,
        calculation_inputs, calculation_results, time_started, time_completed,
        time_spent_seconds, user_agent
      )
      select
        input."clientEventId", ${at}::timestamptz, input."sessionId", ${userId}::uuid,
        input."calculatorType", input."calculationStatus", input."calculationInputs",
        input."calculationResults", input."timeStarted", input."timeCompleted",
        input."timeSpentSeconds", input."userAgent"
      from input join claimed on claimed.client_event_id = input."clientEventId"
      where input."type" = 'calculation'
    ),
    dirty_day as (
      insert into analytics_dirty_days (day)
      select (${at}::timestamptz at time zone 'UTC')::date
      where exists (select from claimed)
      on conflict do nothing
    )
    select claimed.client_event_id as id from claimed, durability
  `;
}

/**
 * Raw analytics events (ADR 029). The statement stores a batch or nothing, so a failure can be
 * retried whole: once after creating a missing month's partition, and once anonymously when
 * the signed-in user was deleted meanwhile.
 */
export default fp(
  (app: FastifyInstance) => {
    const { db } = app.database;

    async function claim(events: AnalyticsEvent[], context: IngestContext): Promise<string[]> {
      const result = await db.execute<{ id: string }>(ingestStatement(events, context));
      return result.rows.map(({ id }) => id);
    }

    /** Three attempts at most: enough for a missing partition and a deleted user together. */
    async function claimRetrying(
      events: AnalyticsEvent[],
      context: IngestContext,
    ): Promise<string[]> {
      for (let attempt = 1, current = context; ; attempt += 1) {
        try {
          return await claim(events, current);
        } catch (error) {
          const state = sqlState(error);
          if (attempt > 2) throw error;
          if (state === NO_PARTITION) {
            await ensureAnalyticsPartitions(db, current.receivedAt, current.receivedAt);
          } else if (state === FOREIGN_KEY_VIOLATION && current.userId !== null) {
            current = { ...current, userId: null };
          } else {
            throw error;
          }
        }
      }
    }

    app.decorate('analyticsEvents', {
      async insertBatch(events, context) {
        // One row per id, the first wins: PostgreSQL prints uuids in lower case.
        const unique = new Map<string, AnalyticsEvent>();
        for (const event of events) {
          const id = event.clientEventId.toLowerCase();
          if (!unique.has(id)) unique.set(id, { ...event, clientEventId: id });
        }
        if (unique.size === 0) return { stored: [], duplicates: [] };
        const stored = await claimRetrying([...unique.values()], context);
        const claimed = new Set(stored);
        return { stored, duplicates: [...unique.keys()].filter((id) => !claimed.has(id)) };
      },
    } satisfies AnalyticsEventsRepository);
  },
  { name: 'analytics-events-repository', dependencies: ['database'] },
);
