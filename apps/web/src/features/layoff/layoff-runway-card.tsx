import { LAYOFF_CONSTANTS } from '@freedompath/engine/layoff';
import type { LayoffInput, LayoffResult } from '@freedompath/engine/layoff';
import { Card } from '@/components/ui/card';
import { formatCurrency, formatNumber } from '@/lib/format';
import { ResultCard, ResultGrid } from '../calculators/kit/results/result-card';
import { layoffRunwayBars } from './layoff-runway';
import { RunwayBar } from './runway-bar';

/**
 * The runway card: monthly expenses and the monthly unemployment benefit, then the three runway
 * bars (severance alone, with savings, with savings and unemployment).
 */
export function LayoffRunwayCard({ input, result }: { input: LayoffInput; result: LayoffResult }) {
  const weekly = input.expenses.unemploymentBenefit ?? 0;
  return (
    <Card>
      <section aria-labelledby="layoff-runway-heading" className="grid gap-5">
        <h2 id="layoff-runway-heading" className="text-xl font-semibold text-slate-900">
          Your Runway
        </h2>
        <ResultGrid>
          <ResultCard
            label="Monthly expenses"
            value={formatCurrency(result.monthlyExpenses)}
            description="Your expenses without the emergency fund, which is savings."
          />
          <ResultCard
            label="Unemployment benefit a month"
            value={formatCurrency(result.unemploymentBenefit)}
            description={`${formatCurrency(weekly)} a week × ${formatNumber(LAYOFF_CONSTANTS.weeksPerMonth)} weeks a month.`}
          />
        </ResultGrid>
        <div className="grid gap-3">
          <h3 id="layoff-runway-bars" className="font-semibold text-slate-900">
            How long your money lasts
          </h3>
          <p className="text-sm text-slate-700">
            Whole months plus days of a 30-day month. A bar is full at{' '}
            {LAYOFF_CONSTANTS.runwayBarFullMonths} months.
          </p>
          <ul aria-labelledby="layoff-runway-bars" className="grid gap-5">
            {layoffRunwayBars(input, result).map((bar) => (
              <RunwayBar key={bar.id} bar={bar} />
            ))}
          </ul>
        </div>
      </section>
    </Card>
  );
}
