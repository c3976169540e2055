import { formatMonths, formatNumber, MISSING } from '@/lib/format';

/**
 * A runway as people say it: months, with years beside it from a year up
 * ('18 months (1.5 years)'); a runway that never ends reads 'Indefinitely'.
 *
 * @example runwayText(18) // '18 months (1.5 years)'
 * @example runwayText(Infinity) // 'Indefinitely'
 */
export function runwayText(months: number): string {
  const text = formatMonths(months);
  if (text === MISSING || !Number.isFinite(months) || months < 12) return text;
  const years = formatNumber(months / 12);
  return `${text} (${years} ${years === '1' ? 'year' : 'years'})`;
}
