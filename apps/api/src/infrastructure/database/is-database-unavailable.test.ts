import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { describeDatabaseError } from './describe-database-error.js';
import { isDatabaseUnavailable } from './is-database-unavailable.js';

function withCode(code: string, message = 'database error'): Error {
  return Object.assign(new Error(message), { code });
}

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a reset connection', withCode('ECONNRESET')],
    ['a socket timeout', withCode('ETIMEDOUT')],
    ['a lost connection (SQLSTATE 08006)', withCode('08006')],
    ['an administrator shutdown (57P01)', withCode('57P01', 'terminating connection')],
    ['a server starting up (57P03)', withCode('57P03', 'the database system is starting up')],
    ['a statement timeout (57014)', withCode('57014', 'canceling statement due to timeout')],
    ['a terminated connection', new Error('Connection terminated unexpectedly')],
    ['a pool that cannot connect in time', new Error('timeout exceeded when trying to connect')],
    [
      'each address refused (Node tries IPv6 and IPv4)',
      new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], ''),
    ],
    [
      'a driver error wrapped by Drizzle',
      new DrizzleQueryError('select 1', [], new Error('Connection terminated unexpectedly')),
    ],
  ])('is true for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation (23505)', withCode('23505', 'duplicate key value')],
    ['a missing table (42P01)', withCode('42P01', 'relation "x" does not exist')],
    ['a programming error', new TypeError('cannot read properties of undefined')],
    ['a Fastify client error', withCode('FST_ERR_CTP_INVALID_JSON_BODY')],
    ['a non-error value', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('is false for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('describeDatabaseError', () => {
  it('prefers a code, found through the causes', () => {
    const wrapped = new DrizzleQueryError('select 1', [], withCode('57P01', 'terminating'));
    expect(describeDatabaseError(wrapped)).toBe('57P01');
  });

  it('uses the innermost message when there is no code, not the failed query', () => {
    const wrapped = new DrizzleQueryError('select 1', [], new Error('Connection terminated'));
    expect(describeDatabaseError(wrapped)).toBe('Connection terminated');
  });

  it('keeps the first line of a long message', () => {
    expect(describeDatabaseError(new Error('first line\nsecond line'))).toBe('first line');
  });
});
