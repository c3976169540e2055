import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { numberText, parseInteger, parseNumber, textIssues } from './parse-number';

describe('parseNumber', () => {
  it('reads plain, signed, decorated and fractional numbers', () => {
    expect(parseNumber('1200')).toBe(1200);
    expect(parseNumber(' $1,250.50 ')).toBe(1250.5);
    expect(parseNumber('7%')).toBe(7);
    expect(parseNumber('-3.5')).toBe(-3.5);
    expect(parseNumber('.5')).toBe(0.5);
    expect(parseNumber('1.')).toBe(1);
    expect(parseNumber('-0')).toBe(0);
  });

  it('gives undefined for blank, half-typed and non-numeric text', () => {
    for (const text of [
      '',
      '   ',
      '-',
      '.',
      'abc',
      '12abc',
      '1.2.3',
      'NaN',
      'Infinity',
      '1e5',
      '0x10',
    ]) {
      expect(parseNumber(text)).toBeUndefined();
    }
    expect(parseNumber('9'.repeat(400))).toBeUndefined();
  });

  it('never returns NaN or an infinite number, whatever the text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const value = parseNumber(text);
        expect(value === undefined || Number.isFinite(value)).toBe(true);
      }),
    );
  });

  it('reads back the text of any finite number', () => {
    fc.assert(
      fc.property(
        fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e15, max: 1e15 }),
        (n) => {
          const text = n.toFixed(2);
          expect(parseNumber(text)).toBe(Number(text) === 0 ? 0 : Number(text));
        },
      ),
    );
  });
});

describe('parseInteger', () => {
  it('accepts whole numbers only', () => {
    expect(parseInteger('12')).toBe(12);
    expect(parseInteger('12.0')).toBe(12);
    expect(parseInteger('12.5')).toBeUndefined();
    expect(parseInteger('twelve')).toBeUndefined();
  });
});

describe('numberText', () => {
  it('is empty for a missing value', () => {
    expect(numberText(undefined)).toBe('');
    expect(numberText(null)).toBe('');
    expect(numberText(2500)).toBe('2500');
  });
});

describe('textIssues', () => {
  it('names filled-in fields that are not numbers', () => {
    expect(
      textIssues({ savings: 'abc', income: '', rate: '3' }, 'Please enter valid numbers'),
    ).toEqual([{ path: 'savings', message: 'Please enter valid numbers' }]);
  });
});
