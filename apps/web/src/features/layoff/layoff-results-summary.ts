import type { ResultSummary } from '@freedompath/contracts';
import type { LayoffInput, LayoffResult } from '@freedompath/engine/layoff';
import { formatCurrency } from '@/lib/format';
import { layoffRunwayBars, runwayText } from './layoff-runway';

/** The package and the three runways, kept with a saved plan (ADR 043). */
export function layoffResultsSummary(input: LayoffInput, result: LayoffResult): ResultSummary {
  return [
    { label: 'Total severance', value: formatCurrency(result.totalSeverance) },
    { label: 'Monthly expenses', value: formatCurrency(result.monthlyExpenses) },
    ...layoffRunwayBars(input, result).map((bar) => ({
      label: `Runway: ${bar.label}`,
      value: runwayText(bar.months),
    })),
  ];
}
