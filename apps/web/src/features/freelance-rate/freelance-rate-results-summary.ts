import type { ResultSummary } from '@freedompath/contracts';
import { formatCurrency } from '@/lib/format';
import type { FreelanceRateCalculation } from './freelance-rate-results';

/** The recommended rates, kept with a saved plan (ADR 043). */
export function freelanceRateResultsSummary({ result }: FreelanceRateCalculation): ResultSummary {
  return [
    {
      label: 'Recommended hourly rate',
      value: formatCurrency(result.hourlyRate, { cents: true }),
    },
    { label: 'Daily rate', value: formatCurrency(result.dailyRate) },
    { label: 'Annual revenue', value: formatCurrency(result.annualRevenue) },
  ];
}
