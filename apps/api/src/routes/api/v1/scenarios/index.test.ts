import { randomUUID } from 'node:crypto';
import {
  API_ERRORS,
  RESULT_SUMMARY_MAX_ITEMS,
  SAVED_PLAN_LIMIT,
  type Scenario,
  type ScenarioList,
} from '@freedompath/contracts';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  MINUTE,
  bearer,
  errorCode,
  signUpVerified,
  testClock,
} from '../../../../../test/accounts.js';
import { buildTestApp } from '../../../../../test/build-test-app.js';
import { scenarios } from '../../../../infrastructure/database/schema/index.js';
import { PLAN_INPUTS_MESSAGES } from './check-plan-inputs.js';
import { SCENARIO_MESSAGES } from '../../../../services/saved-plans/saved-plans.js';

const clock = testClock(new Date('2026-03-01T09:00:00.000Z'));
const { app } = await buildTestApp({}, { clock });
const { db } = app.database;

const RUNWAY_PLAN = { savings: 25_000, monthlyExpenses: 3_000, mode: 'all' };

async function signedIn() {
  const { session } = await signUpVerified(app);
  return { userId: session.user.id, headers: bearer(session.accessToken) };
}

function call(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) {
  return app.inject({
    method,
    url: `/api/v1/scenarios${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function save(
  headers: Record<string, string>,
  body: Record<string, unknown> = { name: 'My runway', calculator: 'runway', inputs: RUNWAY_PLAN },
): Promise<Scenario> {
  const response = await call('POST', '', headers, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Scenario>();
}

async function list(headers: Record<string, string>, query = ''): Promise<Scenario[]> {
  const response = await call('GET', query, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ScenarioList>().scenarios;
}

async function keptBy(userId: string): Promise<number> {
  const [row] = await db
    .select({ kept: count() })
    .from(scenarios)
    .where(eq(scenarios.userId, userId));
  return row?.kept ?? 0;
}

/** Gives `userId` this many plans straight in the table, faster than through the API. */
async function fill(userId: string, plans: number): Promise<void> {
  await db.insert(scenarios).values(
    Array.from({ length: plans }, (_, index) => ({
      userId,
      name: `Filler ${index + 1}`,
      calculator: 'fire',
      inputs: {},
    })),
  );
}

describe('saved plans', () => {
  it('are saved, listed newest first, filtered by calculator, read, renamed, replaced and deleted', async () => {
    const { headers } = await signedIn();
    expect(await list(headers)).toEqual([]);

    const runway = await save(headers);
    expect(runway).toEqual({
      id: expect.any(String) as string,
      name: 'My runway',
      calculator: 'runway',
      inputs: RUNWAY_PLAN,
      results: null,
      createdAt: '2026-03-01T09:00:00.000Z',
      updatedAt: '2026-03-01T09:00:00.000Z',
    });
    clock.advance(MINUTE);
    const fire = await save(headers, {
      name: '  Retire at 50  ',
      calculator: 'fire',
      inputs: { currentAge: 35, itinerary: [{ country: 'PT', notes: 'ação' }] },
    });
    expect(fire.name).toBe('Retire at 50');

    expect((await list(headers)).map(({ name }) => name)).toEqual(['Retire at 50', 'My runway']);
    expect(await list(headers, '?calculator=runway')).toEqual([runway]);
    expect(await list(headers, '?calculator=layoff')).toEqual([]);

    const read = await call('GET', `/${fire.id}`, headers);
    expect([read.statusCode, read.json()]).toEqual([200, fire]);

    clock.advance(MINUTE);
    const renamed = await call('PATCH', `/${runway.id}`, headers, { name: 'Runway, lean' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<Scenario>()).toEqual({
      ...runway,
      name: 'Runway, lean',
      updatedAt: '2026-03-01T09:02:00.000Z',
    });
    // A change brings the plan to the top.
    expect((await list(headers)).map(({ name }) => name)).toEqual(['Runway, lean', 'Retire at 50']);

    const replaced = await call('PATCH', `/${runway.id}`, headers, {
      inputs: { savings: 40_000 },
    });
    expect(replaced.json<Scenario>()).toMatchObject({
      name: 'Runway, lean',
      calculator: 'runway',
      inputs: { savings: 40_000 },
    });

    const removed = await call('DELETE', `/${runway.id}`, headers);
    expect([removed.statusCode, removed.body]).toEqual([204, '']);
    expect(await list(headers)).toEqual([fire]);
    const gone = await call('GET', `/${runway.id}`, headers);
    expect([gone.statusCode, gone.json()]).toEqual([
      404,
      { code: 'NOT_FOUND', message: SCENARIO_MESSAGES.notFound },
    ]);
    expect((await call('DELETE', `/${runway.id}`, headers)).statusCode).toBe(404);
  });

  it('are invisible and unchangeable to another user: 404 as for an id that never existed', async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const plan = await save(owner.headers);

    expect(await list(other.headers)).toEqual([]);
    for (const id of [plan.id, randomUUID()]) {
      const answers = [
        await call('GET', `/${id}`, other.headers),
        await call('PATCH', `/${id}`, other.headers, { name: 'Mine now' }),
        await call('PATCH', `/${id}`, other.headers, { inputs: { savings: 0 } }),
        await call('DELETE', `/${id}`, other.headers),
      ];
      expect(answers.map((answer) => [answer.statusCode, answer.json<unknown>()])).toEqual(
        Array.from({ length: 4 }, () => [
          404,
          { code: 'NOT_FOUND', message: SCENARIO_MESSAGES.notFound },
        ]),
      );
    }
    // Untouched for its owner.
    expect(await list(owner.headers)).toEqual([plan]);
  });

  it('are capped at 100 per user: the 101st is 409 until one is deleted', async () => {
    const { userId, headers } = await signedIn();
    await fill(userId, SAVED_PLAN_LIMIT - 1);
    const last = await save(headers);
    const refused = await call('POST', '', headers, {
      name: 'One too many',
      calculator: 'runway',
      inputs: {},
    });
    expect([refused.statusCode, refused.json()]).toEqual([
      409,
      { code: 'SAVED_PLAN_LIMIT', message: SCENARIO_MESSAGES.limitReached },
    ]);
    expect(await keptBy(userId)).toBe(SAVED_PLAN_LIMIT);
    expect(await list(headers)).toHaveLength(SAVED_PLAN_LIMIT);
    // Editing a plan at the limit is fine; the limit counts plans, not changes.
    expect((await call('PATCH', `/${last.id}`, headers, { name: 'Still here' })).statusCode).toBe(
      200,
    );

    // Another user's plans do not count towards this one's limit.
    const other = await signedIn();
    await save(other.headers);

    expect((await call('DELETE', `/${last.id}`, headers)).statusCode).toBe(204);
    await save(headers);
    expect(await keptBy(userId)).toBe(SAVED_PLAN_LIMIT);
  });

  it('never pass the cap under 30 concurrent saves (5 rounds)', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { userId, headers } = await signedIn();
      await fill(userId, SAVED_PLAN_LIMIT - 10);
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, index) =>
          call('POST', '', headers, {
            name: `Parallel ${index}`,
            calculator: 'runway',
            inputs: { savings: index },
          }),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses, `round ${round}`).toEqual([
        ...Array.from({ length: 10 }, () => 201),
        ...Array.from({ length: 20 }, () => 409),
      ]);
      expect(await keptBy(userId)).toBe(SAVED_PLAN_LIMIT);
    }
  });

  it('refuse what is not a plan with 400, naming the field', async () => {
    const { headers } = await signedIn();
    const plan = await save(headers);
    const deep = Array.from({ length: 8 }).reduce<unknown>((inner) => ({ inner }), {});
    const cases: Array<[string, 'POST' | 'PATCH', Record<string, unknown>, string]> = [
      [
        'an unknown calculator',
        'POST',
        { name: 'x', calculator: 'lottery', inputs: {} },
        'body.calculator',
      ],
      ['no calculator', 'POST', { name: 'x', inputs: {} }, 'body.calculator'],
      ['a blank name', 'POST', { name: '   ', calculator: 'runway', inputs: {} }, 'body.name'],
      [
        'a long name',
        'POST',
        { name: 'n'.repeat(101), calculator: 'runway', inputs: {} },
        'body.name',
      ],
      [
        'inputs that are a list',
        'POST',
        { name: 'x', calculator: 'runway', inputs: [1, 2] },
        'body.inputs',
      ],
      [
        'inputs that are text',
        'POST',
        { name: 'x', calculator: 'runway', inputs: 'savings=1' },
        'body.inputs',
      ],
      ['no inputs', 'POST', { name: 'x', calculator: 'runway' }, 'body.inputs'],
      [
        'a NUL in the name',
        'POST',
        { name: 'a\u0000b', calculator: 'runway', inputs: {} },
        'body.name',
      ],
      [
        'a NUL in a value',
        'POST',
        { name: 'x', calculator: 'runway', inputs: { notes: 'x\u0000' } },
        'body.inputs',
      ],
      [
        'a NUL in a key',
        'POST',
        { name: 'x', calculator: 'runway', inputs: { 'a\u0000': 1 } },
        'body.inputs',
      ],
      [
        'half a surrogate pair',
        'POST',
        { name: 'x', calculator: 'runway', inputs: { rows: [{ label: 'x\ud800' }] } },
        'body.inputs',
      ],
      ['a NUL in a new name', 'PATCH', { name: 'a\u0000b' }, 'body.name'],
      [
        'an unknown field',
        'POST',
        { name: 'x', calculator: 'runway', inputs: {}, userId: 'me' },
        'body',
      ],
      [
        'inputs nested 9 deep',
        'POST',
        { name: 'x', calculator: 'runway', inputs: deep },
        'body.inputs',
      ],
      [
        'inputs over 64 kB',
        'POST',
        { name: 'x', calculator: 'runway', inputs: { notes: 'é'.repeat(33_000) } },
        'body.inputs',
      ],
      ['a blank new name', 'PATCH', { name: '' }, 'body.name'],
      ['a new calculator', 'PATCH', { calculator: 'fire' }, 'body'],
      ['nothing to change', 'PATCH', {}, 'body'],
      ['new inputs over 64 kB', 'PATCH', { inputs: { notes: 'x'.repeat(66_000) } }, 'body.inputs'],
    ];
    for (const [what, method, body, path] of cases) {
      const response = await call(method, method === 'POST' ? '' : `/${plan.id}`, headers, body);
      expect([response.statusCode, errorCode(response)], what).toEqual([400, 'VALIDATION_FAILED']);
      const issues = response.json<{ issues: Array<{ path: string }> }>().issues;
      expect(
        issues.map((issue) => issue.path),
        what,
      ).toContain(path);
    }
    const tooLarge = await call('POST', '', headers, {
      name: 'x',
      calculator: 'runway',
      inputs: { notes: 'x'.repeat(66_000) },
    });
    expect(tooLarge.json()).toMatchObject({
      issues: [{ path: 'body.inputs', message: PLAN_INPUTS_MESSAGES.tooLarge }],
    });
    // Nested 8 deep, the limit, is kept.
    const shallowEnough = Array.from({ length: 7 }).reduce<unknown>((inner) => ({ inner }), {});
    clock.advance(MINUTE);
    await save(headers, { name: 'Deep', calculator: 'runway', inputs: shallowEnough as object });

    expect((await call('GET', '/not-a-uuid', headers)).statusCode).toBe(400);
    expect((await call('GET', '?calculator=lottery', headers)).statusCode).toBe(400);
    // Nothing refused was kept, nor was the plan changed.
    expect((await list(headers)).map(({ name }) => name)).toEqual(['Deep', 'My runway']);
  });

  it('are for signed-in users only: 401 without a valid access token', async () => {
    const { headers } = await signedIn();
    const plan = await save(headers);
    for (const anonymous of [{}, bearer('not-a-token')]) {
      const answers = [
        await call('GET', '', anonymous),
        await call('POST', '', anonymous, { name: 'x', calculator: 'runway', inputs: {} }),
        await call('GET', `/${plan.id}`, anonymous),
        await call('PATCH', `/${plan.id}`, anonymous, { name: 'x' }),
        await call('DELETE', `/${plan.id}`, anonymous),
      ];
      expect(answers.map((answer) => [answer.statusCode, errorCode(answer)])).toEqual(
        Array.from({ length: 5 }, () => [401, 'UNAUTHORIZED']),
      );
    }
    expect(await list(headers)).toEqual([plan]);
  });

  it('keep the headline results shown when saved, dated by the server, until the inputs change', async () => {
    const { headers } = await signedIn();
    const figures = [
      { label: 'Success rate', value: '87%' },
      { label: 'Safe withdrawal', value: '$41,200 a year' },
    ];
    clock.advance(MINUTE);
    const savedAt = clock.now().toISOString();
    const fire = await save(headers, {
      name: 'Retire at 55',
      calculator: 'fire',
      inputs: { currentAge: 40 },
      results: figures,
    });
    expect(fire.results).toEqual({ figures, savedAt });
    const read = await call('GET', `/${fire.id}`, headers);
    expect(read.json<Scenario>().results).toEqual({ figures, savedAt });

    // A rename keeps them; new inputs replace them, with the results sent alongside or none.
    clock.advance(MINUTE);
    const renamed = await call('PATCH', `/${fire.id}`, headers, { name: 'Retire at 56' });
    expect(renamed.json<Scenario>().results).toEqual({ figures, savedAt });
    const recalculated = await call('PATCH', `/${fire.id}`, headers, {
      inputs: { currentAge: 41 },
      results: [{ label: 'Success rate', value: '91%' }],
    });
    expect(recalculated.json<Scenario>().results).toEqual({
      figures: [{ label: 'Success rate', value: '91%' }],
      savedAt: clock.now().toISOString(),
    });
    const edited = await call('PATCH', `/${fire.id}`, headers, { inputs: { currentAge: 42 } });
    expect(edited.json<Scenario>().results).toBeNull();

    // Results without inputs, or beyond the summary's bounds, are refused.
    const figure = { label: 'Success rate', value: '87%' };
    const refusals: Array<[string, 'POST' | 'PATCH', Record<string, unknown>, string]> = [
      ['results without inputs', 'PATCH', { results: [figure] }, 'body.results'],
      ['no figures', 'POST', { results: [] }, 'body.results'],
      [
        'too many figures',
        'POST',
        { results: Array.from({ length: RESULT_SUMMARY_MAX_ITEMS + 1 }, () => figure) },
        'body.results',
      ],
      [
        'a long label',
        'POST',
        { results: [{ ...figure, label: 'x'.repeat(81) }] },
        'body.results.0.label',
      ],
      ['a blank value', 'POST', { results: [{ ...figure, value: ' ' }] }, 'body.results.0.value'],
      [
        'a number, not text',
        'POST',
        { results: [{ ...figure, value: 87 }] },
        'body.results.0.value',
      ],
      ['an extra field', 'POST', { results: [{ ...figure, cycles: [1, 2] }] }, 'body.results.0'],
      ['a NUL', 'POST', { results: [{ ...figure, value: '8\u00007' }] }, 'body.results.0.value'],
      [
        // The 64 kB cap counts the results with the inputs.
        'inputs and results over 64 kB together',
        'POST',
        {
          inputs: { notes: 'x'.repeat(64 * 1024 - 20) },
          results: [{ label: 'Success rate', value: 'y'.repeat(80) }],
        },
        'body.inputs',
      ],
    ];
    for (const [what, method, body, path] of refusals) {
      const response =
        method === 'POST'
          ? await call('POST', '', headers, {
              name: 'Refused',
              calculator: 'fire',
              inputs: {},
              ...body,
            })
          : await call('PATCH', `/${fire.id}`, headers, body);
      expect([response.statusCode, errorCode(response)], what).toEqual([400, 'VALIDATION_FAILED']);
      const issues = response.json<{ issues: Array<{ path: string }> }>().issues;
      expect(
        issues.map((issue) => issue.path),
        what,
      ).toContain(path);
    }
    expect((await list(headers)).map(({ name }) => name)).toEqual(['Retire at 56']);
  });

  it('refuse a name another plan of the calculator has, trimmed and ignoring case: 409 at the name', async () => {
    const owner = await signedIn();
    const plan = await save(owner.headers);
    const other = await save(owner.headers, {
      name: 'Other',
      calculator: 'runway',
      inputs: RUNWAY_PLAN,
    });
    const taken = {
      code: 'SAVED_PLAN_NAME_TAKEN',
      message: API_ERRORS.SAVED_PLAN_NAME_TAKEN.message,
      issues: [{ path: 'body.name', message: SCENARIO_MESSAGES.nameTaken }],
    };
    for (const name of ['My runway', '  MY RUNWAY ', 'my runway']) {
      const again = await call('POST', '', owner.headers, {
        name,
        calculator: 'runway',
        inputs: {},
      });
      expect([again.statusCode, again.json()], name).toEqual([409, taken]);
    }
    const renamed = await call('PATCH', `/${other.id}`, owner.headers, { name: 'My Runway' });
    expect([renamed.statusCode, renamed.json()]).toEqual([409, taken]);

    // Another calculator's plan, another user's plan and a new case of its own name are fine.
    await save(owner.headers, { name: 'My runway', calculator: 'layoff', inputs: {} });
    const stranger = await signedIn();
    await save(stranger.headers);
    const recased = await call('PATCH', `/${plan.id}`, owner.headers, { name: 'My Runway' });
    expect(recased.statusCode).toBe(200);
    // Once deleted, its name is free again.
    expect((await call('DELETE', `/${plan.id}`, owner.headers)).statusCode).toBe(204);
    await save(owner.headers);
    expect(
      (await list(owner.headers, '?calculator=runway')).map(({ name }) => name).sort(),
    ).toEqual(['My runway', 'Other']);
  });

  it('let one of 10 concurrent saves under one name through; the others are 409 (5 rounds)', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { userId, headers } = await signedIn();
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          call('POST', '', headers, {
            name: index % 2 === 0 ? 'Same name' : 'SAME NAME',
            calculator: 'runway',
            inputs: { savings: index },
          }),
        ),
      );
      const outcomes = answers.map((answer) =>
        answer.statusCode === 201 ? '201' : `${answer.statusCode} ${errorCode(answer)}`,
      );
      expect(outcomes.sort(), `round ${round}`).toEqual([
        '201',
        ...Array.from({ length: 9 }, () => '409 SAVED_PLAN_NAME_TAKEN'),
      ]);
      expect(await keptBy(userId)).toBe(1);
    }
  });
});
