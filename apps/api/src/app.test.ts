import { readFileSync } from 'node:fs';
import { API_ERROR_CODES } from '@freedompath/contracts';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app.js';
import { AppError } from './lib/app-error.js';

const { app, database } = await buildTestApp({ BODY_LIMIT: '1024' });
const packageVersion = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

// Routes that exist only in this test, to exercise the app-wide body parsing and error handling.
app.post(
  '/api/test/echo',
  { schema: { body: z.object({ name: z.string().min(1), amount: z.number().nonnegative() }) } },
  (request) => request.body,
);
app.get('/api/test/conflict', () => {
  throw new AppError(
    409,
    'SAVED_PLAN_LIMIT',
    'You can keep up to 2 saved plans on this test route.',
  );
});
app.get('/api/test/crash', () => {
  throw new Error('relation "secret_table" does not exist at /srv/app/db.ts:12');
});

const json = { 'content-type': 'application/json' };

describe('the API app', () => {
  it('answers health with the database in use, the package version and readiness', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: database.backend === 'pglite' ? 'pglite' : 'postgres',
      version: packageVersion,
      ready: true,
    });
  });

  it('answers liveness and readiness', async () => {
    const live = await app.inject({ method: 'GET', url: '/api/health/live' });
    expect([live.statusCode, live.json()]).toEqual([200, { status: 'ok' }]);
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ready' }]);
  });

  it('sets security headers and limits CORS to the app origin', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'http://localhost:5173' },
    });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    const foreign = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.headers['access-control-allow-origin']).not.toBe('https://evil.example');
  });

  it('serves the OpenAPI 3.1 document generated from the route schemas', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/health/live',
        '/api/health/ready',
        '/api/v1/auth/signup',
        '/api/v1/auth/signin',
        '/api/v1/auth/refresh',
        '/api/v1/auth/reset-password',
        '/api/v1/me',
        '/api/v1/me/password',
        '/api/v1/dev/outbox',
      ]),
    );
    expect(Object.keys(document.paths)).not.toContain('/api/health/');
    const docs = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toContain('text/html');
  });

  it('echoes a valid body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: json,
      payload: { name: 'a', amount: 1 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: 'a', amount: 1 });
  });

  it('answers 400 with field issues for an invalid body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: json,
      payload: { name: '', amount: -1 },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ code: string; message: string; issues: { path: string }[] }>();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toBe('Some fields are missing or invalid.');
    expect(body.issues.map((issue) => issue.path)).toEqual(['body.name', 'body.amount']);
  });

  it('answers 400 for malformed JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: json,
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'INVALID_JSON',
      message: 'The request body is not valid JSON.',
    });
  });

  it('answers 400 when the body does not match its declared length', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { ...json, 'content-length': '100' },
      payload: '{"name":"a","amount":1}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'INVALID_BODY',
      message: 'The request body does not match its declared length.',
    });
  });

  it('answers 415 for a wrong content type', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<name>a</name>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Send the body as JSON, with Content-Type: application/json.',
    });
  });

  it('answers 413 for an oversized body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: json,
      payload: JSON.stringify({ name: 'x'.repeat(2048), amount: 1 }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The request body is too large.',
    });
  });

  it('answers 404 in the error shape for an unknown address', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: 'NOT_FOUND',
      message: 'There is nothing at this address.',
    });
  });

  // Found by the OpenAPI fuzz: the router answered these itself, in Fastify's own shape.
  it("answers the router's own refusals in the error shape", async () => {
    const badEscape = await app.inject({ method: 'GET', url: '/api/v1/scenarios/%E0%A4%A' });
    expect([badEscape.statusCode, badEscape.json()]).toEqual([
      400,
      { code: 'INVALID_URL', message: 'This address is not a valid URL.' },
    ]);
    const longId = await app.inject({ method: 'GET', url: `/api/v1/scenarios/${'a'.repeat(101)}` });
    expect([longId.statusCode, longId.json()]).toEqual([
      414,
      { code: 'URL_TOO_LONG', message: 'This address is too long.' },
    ]);
  });

  it('documents every error code the API answers, and only those', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      components: { schemas: { ErrorResponse: { properties: { code: { enum: string[] } } } } };
    }>();
    expect(document.components.schemas.ErrorResponse.properties.code.enum).toEqual(API_ERROR_CODES);
  });

  it('passes an expected failure through with its code and message', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'SAVED_PLAN_LIMIT',
      message: 'You can keep up to 2 saved plans on this test route.',
    });
  });

  it('never leaks a stack or SQL from a server fault', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      code: 'INTERNAL_ERROR',
      message: 'Something went wrong on our side. Please try again.',
    });
    expect(response.body).not.toContain('secret_table');
  });
});
