import { describe, expect, it } from 'vitest';
import { readCallbackParams } from './read-callback-params';

describe('readCallbackParams', () => {
  it('reads an error description from the hash or the query before anything else', () => {
    expect(readCallbackParams('?flow=signup&token=t', '#error_description=Link+expired')).toEqual({
      kind: 'error',
      description: 'Link expired',
    });
    expect(readCallbackParams('?error_description=Denied&flow=recovery&token=t', '')).toEqual({
      kind: 'error',
      description: 'Denied',
    });
    expect(readCallbackParams('?error=access_denied', '')).toEqual({
      kind: 'error',
      description: 'An error occurred during authentication',
    });
  });

  it('reads the flow and its token', () => {
    expect(readCallbackParams('?flow=signup&token=abc', '')).toEqual({
      kind: 'signup',
      token: 'abc',
    });
    expect(readCallbackParams('?flow=recovery&token=123', '')).toEqual({
      kind: 'recovery',
      token: '123',
    });
    expect(readCallbackParams('?flow=recovery', '')).toEqual({ kind: 'recovery', token: null });
  });

  it('finds no link without a known flow and its token', () => {
    expect(readCallbackParams('', '')).toEqual({ kind: 'none' });
    expect(readCallbackParams('?flow=signup', '')).toEqual({ kind: 'none' });
    expect(readCallbackParams('?token=abc', '')).toEqual({ kind: 'none' });
    expect(readCallbackParams('?flow=magic&token=abc', '')).toEqual({ kind: 'none' });
  });
});
