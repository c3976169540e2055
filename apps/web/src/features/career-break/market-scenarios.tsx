import type { CareerBreakMarketScenario } from '@freedompath/engine/career-break';
import { formatCurrency, formatPercent } from '@/lib/format';
import { cn } from '@/lib/cn';
import { formatSustainableMonths } from './career-break-format';

/** A yearly return with its sign: '+12%', '-6%'. */
function signedPercent(value: number): string {
  return value > 0 ? `+${formatPercent(value, 0)}` : formatPercent(value, 0);
}

/** The Market Scenarios tab: Bull Market, Average Growth and Bear Market cards. */
export function MarketScenarios({
  scenarios,
}: {
  scenarios: readonly CareerBreakMarketScenario[];
}) {
  return (
    <div className="grid gap-4">
      <p className="text-sm text-slate-700">
        Your current savings stay invested while you draw your monthly expenses from them.
      </p>
      <div className="grid gap-4 md:grid-cols-3">
        {scenarios.map((scenario) => (
          <div
            key={scenario.id}
            className="grid content-start gap-3 rounded-xl border border-slate-200 p-4"
          >
            <div>
              <h3 className="font-semibold text-slate-900">{scenario.name}</h3>
              <p className="text-sm text-slate-700">
                {signedPercent(scenario.annualReturnPercent)} a year · {scenario.riskLevel} risk
              </p>
            </div>
            <dl className="grid gap-2 text-sm">
              <div className="flex justify-between gap-2">
                <dt className="text-slate-700">Yearly return on savings</dt>
                <dd className="font-semibold tabular-nums text-slate-900">
                  {formatCurrency(scenario.annualYield)}
                </dd>
              </div>
              <div className="flex justify-between gap-2">
                <dt className="text-slate-700">First month’s return</dt>
                <dd className="font-semibold tabular-nums text-slate-900">
                  {formatCurrency(scenario.monthlyYield)}
                </dd>
              </div>
              <div className="flex justify-between gap-2">
                <dt className="text-slate-700">Savings last</dt>
                <dd className="font-semibold text-slate-900">
                  {formatSustainableMonths(scenario.monthsSustainable)}
                </dd>
              </div>
            </dl>
            <p
              className={cn(
                'rounded-lg px-3 py-2 text-sm font-semibold',
                scenario.sustainable ? 'bg-green-50 text-green-900' : 'bg-red-50 text-red-900',
              )}
            >
              {scenario.sustainable ? 'Lasts the whole break' : 'Runs out before the break ends'}
            </p>
          </div>
        ))}
      </div>
    </div>
  );
}
