import { INTERNATIONAL_COUNTRIES } from '@freedompath/engine/international';
import { describe, expect, it } from 'vitest';
import { cheaperCountries } from './cheaper-countries';

describe('cheaperCountries', () => {
  it('names up to three destinations of the engine table that cost less, cheapest first', () => {
    expect(cheaperCountries('france').map(({ id }) => id)).toEqual([
      'thailand',
      'colombia',
      'mexico',
    ]);
    expect(cheaperCountries('colombia').map(({ id }) => id)).toEqual(['thailand']);
  });

  it('names none for the cheapest destination or an unknown one', () => {
    const cheapest = INTERNATIONAL_COUNTRIES.toSorted((a, b) => a.costIndex - b.costIndex)[0];
    expect(cheaperCountries(cheapest?.id ?? '')).toEqual([]);
    expect(cheaperCountries('atlantis')).toEqual([]);
  });
});
