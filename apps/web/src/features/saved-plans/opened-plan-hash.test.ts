import { describe, expect, it } from 'vitest';
import { openedPlanHash, openedPlanIdOf } from './opened-plan-hash';

const id = '0b7d3c1e-8a4f-4c2e-9d6b-1f2a3b4c5d6e';

describe('openedPlanHash', () => {
  it('names a saved plan in the hash and reads it back, with or without its #', () => {
    expect(openedPlanIdOf(openedPlanHash(id))).toBe(id);
    expect(openedPlanIdOf(`#${openedPlanHash(id)}`)).toBe(id);
  });

  it('reads nothing from another hash or an id that is not one', () => {
    for (const hash of ['', '#results', 'saved-plan=', 'saved-plan=../../me', `plan=${id}`]) {
      expect(openedPlanIdOf(hash), hash).toBeUndefined();
    }
  });
});
