import {
  MAX_EVENT_JSON_LENGTH,
  UNSTORABLE_TEXT_MESSAGE,
  analyticsEventSchema,
  isStorableText,
  pageViewEventSchema,
  type AnalyticsEvent,
  type FieldIssue,
} from '@freedompath/contracts';

/**
 * The deepest nesting kept: the event is level 1, its inputs 2, and a calculator's inputs nest
 * a few levels more (a list of debts, a debt, its payments). PostgreSQL's jsonb and
 * `JSON.stringify` recurse, so a body of nested brackets must stop here.
 */
export const EVENT_MAX_DEPTH = 16;

/** Times outside these bounds are no calculator session (and PostgreSQL refuses year 0). */
const EARLIEST_TIME = Date.UTC(2000, 0, 1);
const LATEST_TIME = Date.UTC(10_000, 0, 1);

export const EVENT_MESSAGES = {
  tooLarge: `An event may be at most ${MAX_EVENT_JSON_LENGTH} characters of JSON`,
  tooDeep: `An event may nest at most ${EVENT_MAX_DEPTH} levels deep`,
  implausibleTime: 'Must be a time between the years 2000 and 9999',
} as const;

export type EventCheck =
  | { ok: true; event: AnalyticsEvent }
  | { ok: false; clientEventId: string | null; issues: FieldIssue[] };

/**
 * The first place where `value` nests too deeply or holds a string or key PostgreSQL cannot
 * store (a NUL, an unpaired surrogate), as a path under `root`. Iterative and stopping at the
 * first fault: a body of a hundred thousand `[` must not exhaust the stack.
 */
function shapeIssue(value: unknown, root: string): FieldIssue | undefined {
  const pending: { value: unknown; path: string; depth: number }[] = [
    { value, path: root, depth: 1 },
  ];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.value === 'string' && !isStorableText(next.value)) {
      return { path: next.path, message: UNSTORABLE_TEXT_MESSAGE };
    }
    if (typeof next.value !== 'object' || next.value === null) continue;
    if (next.depth > EVENT_MAX_DEPTH) return { path: root, message: EVENT_MESSAGES.tooDeep };
    for (const [key, child] of Object.entries(next.value)) {
      const path = `${next.path}.${key}`;
      if (!isStorableText(key)) return { path, message: UNSTORABLE_TEXT_MESSAGE };
      pending.push({ value: child, path, depth: next.depth + 1 });
    }
  }
  return undefined;
}

/** The item's own id when it is one, so the client can tell which event was refused. */
function idOf(item: unknown): string | null {
  if (typeof item !== 'object' || item === null || !('clientEventId' in item)) return null;
  const parsed = pageViewEventSchema.shape.clientEventId.safeParse(item.clientEventId);
  return parsed.success ? parsed.data : null;
}

/** The time in UTC (PostgreSQL refuses offsets past ±15:59), or undefined when implausible. */
function utcTime(text: string): string | undefined {
  const time = Date.parse(text);
  return time >= EARLIEST_TIME && time < LATEST_TIME ? new Date(time).toISOString() : undefined;
}

/**
 * An address without its query and fragment, whoever sent it: queries carry calculator inputs
 * and checkout ids, which analytics must not keep (ADR 029).
 */
function withoutQuery(address: string): string {
  const end = address.search(/[?#]/);
  return end === -1 ? address : address.slice(0, end);
}

/**
 * Checks one item of a batch on its own, so one bad event is refused without the others: the
 * event schema, a bounded size and depth, text PostgreSQL can store anywhere in it (inputs and
 * results included) and plausible times. Issues are at `events.<index>.<field>`. The event
 * comes back as stored: its id in PostgreSQL's lower case (so two spellings of one id are one
 * event) and its times in UTC.
 */
export function checkEvent(item: unknown, index: number): EventCheck {
  const root = `events.${index}`;
  const refuse = (issues: FieldIssue[]): EventCheck => ({
    ok: false,
    clientEventId: idOf(item),
    issues,
  });

  // Shape first: serializing is recursive, so it runs only on what is known to be shallow.
  const shape = shapeIssue(item, root);
  if (shape) return refuse([shape]);
  if (JSON.stringify(item).length > MAX_EVENT_JSON_LENGTH) {
    return refuse([{ path: root, message: EVENT_MESSAGES.tooLarge }]);
  }
  const parsed = analyticsEventSchema.safeParse(item);
  if (!parsed.success) {
    return refuse(
      parsed.error.issues.map((issue) => ({
        path: [root, ...issue.path.map(String)].join('.'),
        message: issue.message,
      })),
    );
  }

  const event = { ...parsed.data, clientEventId: parsed.data.clientEventId.toLowerCase() };
  if (event.type === 'page_view') {
    return {
      ok: true,
      event: {
        ...event,
        pageUrl: withoutQuery(event.pageUrl),
        referrer: event.referrer === null ? null : withoutQuery(event.referrer),
      },
    };
  }
  const timeStarted = utcTime(event.timeStarted);
  const timeCompleted = event.timeCompleted === null ? null : utcTime(event.timeCompleted);
  const issues: FieldIssue[] = [];
  if (timeStarted === undefined) {
    issues.push({ path: `${root}.timeStarted`, message: EVENT_MESSAGES.implausibleTime });
  }
  if (timeCompleted === undefined) {
    issues.push({ path: `${root}.timeCompleted`, message: EVENT_MESSAGES.implausibleTime });
  }
  if (timeStarted === undefined || timeCompleted === undefined) return refuse(issues);
  return { ok: true, event: { ...event, timeStarted, timeCompleted } };
}
