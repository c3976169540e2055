import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';

const { app } = await buildTestApp();

describe('the drain before a shutdown', () => {
  it('turns readiness to 503 and closes each connection after its answer, still serving', async () => {
    const before = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect([before.statusCode, before.headers.connection]).toEqual([200, 'keep-alive']);

    app.drain();

    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      status: 'unavailable',
      reason: 'The server is shutting down.',
    });
    expect(ready.headers.connection).toBe('close');
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ ready: false, reason: 'The server is shutting down.' });
    const live = await app.inject({ method: 'GET', url: '/api/health/live' });
    expect([live.statusCode, live.headers.connection]).toEqual([200, 'close']);
    const answered = await app.inject({ method: 'POST', url: '/api/v1/auth/signin', payload: {} });
    expect([answered.statusCode, answered.headers.connection]).toEqual([400, 'close']);
  });
});
