import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.js';
import { decodeUserCursor, encodeUserCursor, USER_CURSOR_MESSAGE } from './user-cursor.js';

function refusal(text: string): unknown {
  try {
    decodeUserCursor(text);
  } catch (error) {
    return error;
  }
  return undefined;
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('user cursor', () => {
  it('reads back what it wrote, microseconds included', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2100-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.integer({ min: 0, max: 999 }),
        fc.uuid({ version: 4 }),
        (date, micros, id) => {
          const createdAt = date.toISOString().replace('Z', `${String(micros).padStart(3, '0')}Z`);
          expect(decodeUserCursor(encodeUserCursor({ createdAt, id }))).toEqual({ createdAt, id });
        },
      ),
      { numRuns: 30 },
    );
  });

  it('is URL-safe text', () => {
    const cursor = encodeUserCursor({ createdAt: '2025-07-01T12:00:00.123456Z', id: randomUUID() });
    expect(cursor).toMatch(/^[\w-]+$/);
  });

  it.each([
    ['not base64 JSON', '%%%'],
    ['empty', ''],
    ['an object', base64url({ createdAt: '2025-07-01T00:00:00Z', id: randomUUID() })],
    ['one element', base64url(['2025-07-01T00:00:00Z'])],
    ['three elements', base64url(['2025-07-01T00:00:00Z', randomUUID(), 1])],
    ['a bad time', base64url(['yesterday', randomUUID()])],
    ['a day that does not exist', base64url(['2025-02-30T00:00:00Z', randomUUID()])],
    ['year 0, which PostgreSQL refuses', base64url(['0000-01-01T00:00:00Z', randomUUID()])],
    ['a bad id', base64url(['2025-07-01T00:00:00Z', 'not-a-uuid'])],
    ['NUL in the id', base64url(['2025-07-01T00:00:00Z', '\u0000'])],
  ])('refuses %s with 400 INVALID_CURSOR', (_, text) => {
    const error = refusal(text);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      statusCode: 400,
      code: 'INVALID_CURSOR',
      message: USER_CURSOR_MESSAGE,
    });
  });
});
