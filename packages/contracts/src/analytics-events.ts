import { z } from 'zod/mini';
import { calculatorIdSchema } from './calculators.js';
import { fieldIssueSchema } from './error-response.js';

/** `POST /api/v1/events` takes at most this many events per batch. */
export const MAX_EVENTS_PER_BATCH = 50;

/** One event's JSON may not exceed this many characters (inputs and results included). */
export const MAX_EVENT_JSON_LENGTH = 16_384;

const timestampSchema = /* @__PURE__ */ z.iso.datetime({ offset: true });
const userAgentSchema = /* @__PURE__ */ z.string().check(z.maxLength(512));
const sessionIdSchema = /* @__PURE__ */ z.string().check(z.minLength(1), z.maxLength(100));
const jsonObjectSchema = /* @__PURE__ */ z.nullable(z.record(z.string(), z.unknown()));

/**
 * A page view (product: platform#analytics `page_views`). `pageUrl` is the path only: queries carry
 * calculator inputs and checkout ids, which analytics has no business keeping.
 */
export const pageViewEventSchema = /* @__PURE__ */ z
  .strictObject({
    type: z.literal('page_view'),
    clientEventId: z.uuid(),
    pageUrl: z.string().check(z.minLength(1), z.maxLength(2048), z.regex(/^\//, 'Must be a path')),
    pageTitle: z.string().check(z.maxLength(300)),
    sessionId: sessionIdSchema,
    userAgent: userAgentSchema,
    referrer: z.nullable(z.string().check(z.maxLength(2048))),
    /** `width x height` of the screen, sent as `1920x1080`. */
    screenResolution: z.string().check(z.regex(/^\d{1,5}x\d{1,5}$/, 'Must be like 1920x1080')),
    deviceType: z.enum(['mobile', 'desktop']),
  })
  .register(z.globalRegistry, { id: 'PageViewEvent' });
export type PageViewEvent = z.infer<typeof pageViewEventSchema>;

export const calculationStatusSchema = /* @__PURE__ */ z.enum([
  'started',
  'completed',
  'abandoned',
]);
export type CalculationStatus = z.infer<typeof calculationStatusSchema>;

/**
 * A calculator's started, completed or abandoned event (product: platform#analytics
 * `calculation_analytics`).
 */
export const calculationEventSchema = /* @__PURE__ */ z
  .strictObject({
    type: z.literal('calculation'),
    clientEventId: z.uuid(),
    sessionId: sessionIdSchema,
    userAgent: userAgentSchema,
    calculatorType: calculatorIdSchema,
    calculationStatus: calculationStatusSchema,
    calculationInputs: jsonObjectSchema,
    calculationResults: jsonObjectSchema,
    timeStarted: timestampSchema,
    timeCompleted: z.nullable(timestampSchema),
    timeSpentSeconds: z.nullable(z.number().check(z.int(), z.nonnegative(), z.lte(86_400 * 7))),
  })
  .register(z.globalRegistry, { id: 'CalculationEvent' });
export type CalculationEvent = z.infer<typeof calculationEventSchema>;

export const analyticsEventSchema = /* @__PURE__ */ z
  .discriminatedUnion('type', [pageViewEventSchema, calculationEventSchema])
  .register(z.globalRegistry, { id: 'AnalyticsEvent' });
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

/**
 * The batch itself. Items are checked one by one after this (`analyticsEventSchema`), so one
 * bad event is reported on its own instead of failing the whole batch.
 */
export const eventsBatchBodySchema = /* @__PURE__ */ z
  .strictObject({
    events: z
      .array(z.unknown())
      .check(
        z.minLength(1, 'Send at least one event'),
        z.maxLength(MAX_EVENTS_PER_BATCH, `Send at most ${MAX_EVENTS_PER_BATCH} events at a time`),
      ),
  })
  .register(z.globalRegistry, { id: 'EventsBatchBody' });
export type EventsBatchBody = z.infer<typeof eventsBatchBodySchema>;

/** `202` from `POST /api/v1/events`: what was stored, already known, or refused (per item). */
export const eventsIngestResponseSchema = /* @__PURE__ */ z
  .object({
    stored: z.number().check(z.int(), z.nonnegative()),
    duplicates: z.number().check(z.int(), z.nonnegative()),
    rejected: z.array(
      z.object({
        index: z.number().check(z.int(), z.nonnegative()),
        clientEventId: z.nullable(z.string()),
        issues: z.array(fieldIssueSchema),
      }),
    ),
  })
  .register(z.globalRegistry, { id: 'EventsIngestResponse' });
export type EventsIngestResponse = z.infer<typeof eventsIngestResponseSchema>;
