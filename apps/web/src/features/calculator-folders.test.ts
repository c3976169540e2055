import { calculators } from '@freedompath/contracts';
import { describe, expect, it } from 'vitest';
import { calculatorFeatureFolders } from '../../eslint.config.js';

describe('calculator feature folders', () => {
  it('are the registry slugs, so the lint boundaries cover every calculator', () => {
    expect([...calculatorFeatureFolders].sort()).toEqual(calculators.map((c) => c.slug).sort());
  });
});
