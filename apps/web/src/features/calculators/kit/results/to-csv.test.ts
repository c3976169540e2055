import { describe, expect, it } from 'vitest';
import { csvField, csvFileName, toCsv } from './to-csv';

describe('toCsv (RFC 4180)', () => {
  it('writes a header row and CRLF-terminated records with unformatted numbers', () => {
    expect(
      toCsv(
        ['Year', 'Stocks', 'Total'],
        [
          [2026, 1234.5, 98765.43],
          [2027, 0, -12],
        ],
      ),
    ).toBe('Year,Stocks,Total\r\n2026,1234.5,98765.43\r\n2027,0,-12\r\n');
  });

  it('quotes fields with commas, quotes or line breaks and doubles quotes', () => {
    expect(csvField('Rent, utilities')).toBe('"Rent, utilities"');
    expect(csvField('The "good" offer')).toBe('"The ""good"" offer"');
    expect(csvField('line\nbreak')).toBe('"line\nbreak"');
    expect(csvField('cr\rhere')).toBe('"cr\rhere"');
    expect(csvField('plain')).toBe('plain');
    expect(csvField(' spaced ')).toBe(' spaced ');
  });

  it('writes missing and non-finite values as empty fields', () => {
    expect(toCsv(['a', 'b', 'c', 'd'], [[null, undefined, Number.NaN, true]])).toBe(
      'a,b,c,d\r\n,,,true\r\n',
    );
  });

  it('quotes header cells too', () => {
    expect(toCsv(['Name, full'], [])).toBe('"Name, full"\r\n');
  });
});

describe('csvFileName', () => {
  it('names the calculator and the date', () => {
    expect(csvFileName('runway-calculator', new Date(2026, 0, 5, 23, 59))).toBe(
      'runway-calculator-2026-01-05.csv',
    );
  });
});
