import { MAX_EVENT_JSON_LENGTH, UNSTORABLE_TEXT_MESSAGE } from '@freedompath/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EVENT_MAX_DEPTH, EVENT_MESSAGES, checkEvent } from './check-event.js';

const ID = '0b6c1f4e-5d1a-4c7e-9a51-3f1d2e4c5b6a';

const pageView = {
  type: 'page_view',
  clientEventId: ID,
  pageUrl: '/runway-calculator',
  pageTitle: 'Runway calculator',
  sessionId: '1730000000000-abc',
  userAgent: 'Mozilla/5.0',
  referrer: null,
  screenResolution: '1920x1080',
  deviceType: 'desktop',
};

const calculation = {
  type: 'calculation',
  clientEventId: ID,
  sessionId: 'c2f1d7a4-1111-4222-8333-944455556666',
  userAgent: 'Mozilla/5.0',
  calculatorType: 'runway-calculator',
  calculationStatus: 'completed',
  calculationInputs: { savings: 20_000, expenses: [{ label: 'rent', amount: 900 }] },
  calculationResults: { months: 22 },
  timeStarted: '2026-03-01T10:00:00.000Z',
  timeCompleted: '2026-03-01T10:01:30.000Z',
  timeSpentSeconds: 90,
};

function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let level = 0; level < depth; level += 1) value = [value];
  return value;
}

describe('checkEvent', () => {
  it('accepts a page view and a calculation as they are', () => {
    expect(checkEvent(pageView, 0)).toEqual({ ok: true, event: pageView });
    expect(checkEvent(calculation, 1)).toEqual({ ok: true, event: calculation });
  });

  it('keeps page and referrer addresses without their query or fragment, whoever sent them', () => {
    const checked = checkEvent(
      {
        ...pageView,
        pageUrl: '/success?session_id=cs_test_123#top',
        referrer: 'https://example.com/search?q=career+break',
      },
      0,
    );
    expect(checked).toEqual({
      ok: true,
      event: { ...pageView, pageUrl: '/success', referrer: 'https://example.com/search' },
    });
  });

  it('gives ids in lower case and times in UTC, as PostgreSQL stores them', () => {
    const result = checkEvent(
      {
        ...calculation,
        clientEventId: ID.toUpperCase(),
        // PostgreSQL refuses offsets past ±15:59; the instant is what counts.
        timeStarted: '2026-03-01T10:00:00+16:00',
        timeCompleted: '2026-03-01T10:01:30.5-02:00',
      },
      0,
    );
    expect(result).toEqual({
      ok: true,
      event: {
        ...calculation,
        timeStarted: '2026-02-28T18:00:00.000Z',
        timeCompleted: '2026-03-01T12:01:30.500Z',
      },
    });
  });

  it('reports an unknown calculator at its field, with the item id', () => {
    const result = checkEvent({ ...calculation, calculatorType: 'lottery-calculator' }, 3);
    expect(result).toMatchObject({
      ok: false,
      clientEventId: ID,
      issues: [{ path: 'events.3.calculatorType' }],
    });
  });

  it('refuses what the schema refuses: other types, extra fields, non-objects', () => {
    expect(checkEvent({ ...pageView, type: 'click' }, 0)).toMatchObject({
      ok: false,
      issues: [{ path: 'events.0.type' }],
    });
    // The user comes from the access token: a body cannot name one.
    expect(checkEvent({ ...pageView, userId: ID }, 0)).toMatchObject({
      ok: false,
      issues: [{ path: 'events.0' }],
    });
    expect(checkEvent('page_view', 2)).toMatchObject({
      ok: false,
      clientEventId: null,
      issues: [{ path: 'events.2' }],
    });
    expect(checkEvent({ ...pageView, clientEventId: 'not-a-uuid' }, 0)).toMatchObject({
      ok: false,
      clientEventId: null,
      issues: [{ path: 'events.0.clientEventId' }],
    });
  });

  it('refuses text PostgreSQL cannot store anywhere in the event, at its path', () => {
    const deep = {
      ...calculation,
      calculationInputs: { expenses: [{ label: 'rent\u0000', amount: 900 }] },
    };
    expect(checkEvent(deep, 4)).toEqual({
      ok: false,
      clientEventId: ID,
      issues: [
        { path: 'events.4.calculationInputs.expenses.0.label', message: UNSTORABLE_TEXT_MESSAGE },
      ],
    });
    const key = { ...calculation, calculationResults: { ['\ud800']: 1 } };
    expect(checkEvent(key, 0)).toMatchObject({
      ok: false,
      issues: [{ path: 'events.0.calculationResults.\ud800', message: UNSTORABLE_TEXT_MESSAGE }],
    });
    expect(checkEvent({ ...pageView, pageTitle: 'a\udfffb' }, 0)).toMatchObject({
      ok: false,
      issues: [{ path: 'events.0.pageTitle' }],
    });
  });

  it('refuses an event over the size limit', () => {
    const big = { ...calculation, calculationInputs: { notes: 'x'.repeat(MAX_EVENT_JSON_LENGTH) } };
    expect(checkEvent(big, 0)).toEqual({
      ok: false,
      clientEventId: ID,
      issues: [{ path: 'events.0', message: EVENT_MESSAGES.tooLarge }],
    });
  });

  it('refuses deep nesting without overflowing the stack', () => {
    const shallow = { ...calculation, calculationInputs: { a: nested(EVENT_MAX_DEPTH - 2) } };
    expect(checkEvent(shallow, 0).ok).toBe(true);
    const deep = { ...calculation, calculationInputs: { a: nested(EVENT_MAX_DEPTH - 1) } };
    expect(checkEvent(deep, 0)).toMatchObject({
      ok: false,
      issues: [{ path: 'events.0', message: EVENT_MESSAGES.tooDeep }],
    });
    const hostile = { ...calculation, calculationInputs: { a: nested(200_000) } };
    expect(checkEvent(hostile, 0)).toMatchObject({ ok: false });
  });

  it('refuses times PostgreSQL or common sense would not take', () => {
    const result = checkEvent(
      {
        ...calculation,
        timeStarted: '0000-01-01T00:00:00Z',
        timeCompleted: '1999-12-31T23:59:59Z',
      },
      5,
    );
    expect(result).toEqual({
      ok: false,
      clientEventId: ID,
      issues: [
        { path: 'events.5.timeStarted', message: EVENT_MESSAGES.implausibleTime },
        { path: 'events.5.timeCompleted', message: EVENT_MESSAGES.implausibleTime },
      ],
    });
  });

  describe('properties', () => {
    it('answers any JSON item without throwing', () => {
      fc.assert(
        fc.property(fc.jsonValue({ maxDepth: 6 }), (item) => {
          expect(typeof checkEvent(item, 0).ok).toBe('boolean');
          const inputs = { ...calculation, calculationInputs: { value: item } };
          expect(typeof checkEvent(inputs, 0).ok).toBe('boolean');
        }),
        { numRuns: 30 },
      );
    });
  });
});
