import { todayIso } from '@/lib/local-date';

/** A CSV cell: numbers are written unformatted (`1234.5`, not `$1,234.50`). */
export type CsvValue = string | number | boolean | null | undefined;

/** Quotes a field when it holds a comma, quote, CR or LF, doubling its quotes (RFC 4180). */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'number' && !Number.isFinite(value) ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * RFC 4180 text: a header row, then one record per row, CRLF line ends (also after the last
 * record).
 *
 * @example toCsv(['Year', 'Total'], [[2026, 1234.5]]) // 'Year,Total\r\n2026,1234.5\r\n'
 */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly CsvValue[]>): string {
  return [header, ...rows].map((row) => row.map(csvField).join(',') + '\r\n').join('');
}

/** `<calculator-id>-<YYYY-MM-DD>.csv`, dated in the visitor's time zone. */
export function csvFileName(calculatorId: string, date: Date = new Date()): string {
  return `${calculatorId}-${todayIso(date)}.csv`;
}

/** Saves CSV text as a file download. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
