import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env.js';

function parseError(source: Record<string, string>): string {
  try {
    parseEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as Error).message;
  }
  throw new Error('expected parseEnv to throw');
}

describe('parseEnv', () => {
  it('has a safe development default for every setting', () => {
    const env = parseEnv({ NODE_ENV: 'development' });
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: 3000,
      LOG_LEVEL: 'info',
      BODY_LIMIT: 1_048_576,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PGLITE_DIR).toMatch(/\.data\/pglite$/);
    expect(env.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
  });

  it('reads NODE_ENV as production when unset', () => {
    expect(parseEnv({ JWT_SECRET: 'x'.repeat(32) }).NODE_ENV).toBe('production');
  });

  it('treats empty values as unset', () => {
    expect(parseEnv({ NODE_ENV: 'test', PORT: '' }).PORT).toBe(3000);
  });

  it('names PORT when it is not a number', () => {
    expect(parseError({ NODE_ENV: 'test', PORT: 'abc' })).toBe(
      'Invalid environment: PORT must be a number (got "abc")',
    );
  });

  it('names PORT when it is out of range', () => {
    expect(parseError({ NODE_ENV: 'test', PORT: '70000' })).toBe(
      'Invalid environment: PORT must be between 0 (any free port) and 65535 (got "70000")',
    );
  });

  it('names DATABASE_URL when it is not a PostgreSQL URL, without echoing it', () => {
    expect(parseError({ NODE_ENV: 'test', DATABASE_URL: 'not-a-url' })).toBe(
      'Invalid environment: DATABASE_URL must be a postgres:// or postgresql:// URL',
    );
  });

  it('requires JWT_SECRET in production', () => {
    expect(parseError({ NODE_ENV: 'production' })).toBe(
      'Invalid environment: JWT_SECRET is required when NODE_ENV is production',
    );
  });

  it('rejects a short JWT_SECRET', () => {
    expect(parseError({ NODE_ENV: 'production', JWT_SECRET: 'short' })).toBe(
      'Invalid environment: JWT_SECRET must be at least 32 characters',
    );
  });

  it('rejects an unknown NODE_ENV', () => {
    expect(parseError({ NODE_ENV: 'staging' })).toMatch(/^Invalid environment: NODE_ENV /);
  });

  it('accepts a PostgreSQL URL', () => {
    expect(
      parseEnv({ NODE_ENV: 'test', DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' })
        .DATABASE_URL,
    ).toBe('postgres://postgres@127.0.0.1:5432/test');
  });
});
