import { z } from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { randomHex, randomUuid } from './random-id';

describe('random ids', () => {
  it('makes 128-bit hex keys, a new one each time', () => {
    const keys = Array.from({ length: 50 }, randomHex);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('makes version 4 UUIDs the API takes, a new one each time', () => {
    const ids = Array.from({ length: 50 }, randomUuid);
    for (const id of ids) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(z.uuid().safeParse(id).success).toBe(true);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });
});
