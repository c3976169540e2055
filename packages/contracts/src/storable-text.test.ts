import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isStorableText } from './storable-text.js';

describe('isStorableText', () => {
  it('refuses NUL and unpaired surrogates, keeps everything else', () => {
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('x\ud800')).toBe(false);
    expect(isStorableText('\udc00x')).toBe(false);
    expect(isStorableText('Plan 🔑 für Zürich')).toBe(true);
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(isStorableText(text)).toBe(!text.includes('\u0000'));
      }),
      { numRuns: 300 },
    );
  });
});
