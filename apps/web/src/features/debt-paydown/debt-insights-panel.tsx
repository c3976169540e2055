import { useDeferredValue, useMemo } from 'react';
import type { StrategyResult } from '@freedompath/engine/debt';
import type { DebtAnalysis } from './debt-analysis';
import { debtInsights, debtTips } from './debt-insights';

/**
 * The Insights & Tips tab: what these results show, then how the plans work. The insights are
 * worked out in a render of their own, just after the comparison appears (this tab is not the
 * first shown): they read the minimums-only schedule, up to 12,000 rows.
 */
export function DebtInsightsPanel({
  analysis,
  chosen,
}: {
  analysis: DebtAnalysis;
  chosen: StrategyResult;
}) {
  const insights = useDeferredValue(
    useMemo(() => ({ analysis, chosen }), [analysis, chosen]),
    null,
  );
  return (
    <div className="grid gap-5">
      <div className="grid gap-2">
        <h3 className="text-lg font-semibold text-slate-900">Insights</h3>
        <ul className="grid list-disc gap-2 pl-5 text-slate-800">
          {insights
            ? debtInsights(insights.analysis, insights.chosen).map((insight) => (
                <li key={insight}>{insight}</li>
              ))
            : null}
        </ul>
      </div>
      <div className="grid gap-2">
        <h3 className="text-lg font-semibold text-slate-900">Tips</h3>
        <ul className="grid list-disc gap-2 pl-5 text-slate-800">
          {debtTips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
