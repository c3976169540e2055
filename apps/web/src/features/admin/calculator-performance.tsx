import type { AdminDashboard } from '@freedompath/contracts';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { formatNumber } from '@/lib/format';
import { formatRate } from '@/lib/format';
import { calculatorTitle, formatDuration } from './admin-format';
import { completionRateTone } from './completion-rate-tone';

const cell = 'px-3 py-2 text-right tabular-nums whitespace-nowrap';

/** Per calculator over the last 7 days: starts, completions, time to complete and the rate. */
export function CalculatorPerformance({
  calculatorPerformance: rows,
}: Pick<AdminDashboard, 'calculatorPerformance'>) {
  return (
    <section aria-labelledby="admin-performance">
      <Card>
        <h2 id="admin-performance" className="text-xl font-semibold text-slate-900">
          Calculator Performance (Last 7 Days)
        </h2>
        {rows.length === 0 ? (
          <p className="mt-3 text-slate-600">No calculator was started in the last 7 days.</p>
        ) : (
          <div
            role="region"
            aria-label="Calculator performance table"
            tabIndex={0}
            className="-mx-3 mt-3 overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            <table className="w-full min-w-[36rem] text-sm">
              <thead className="text-slate-600">
                <tr className="border-b border-slate-200">
                  <th scope="col" className="px-3 py-2 text-left font-medium">
                    Calculator
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    Starts
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    Completions
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    Average time
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    Completion rate
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.calculatorType} className="border-b border-slate-100 last:border-0">
                    <th scope="row" className="px-3 py-2 text-left font-medium text-slate-900">
                      {calculatorTitle(row.calculatorType)}
                    </th>
                    <td className={cell}>{formatNumber(row.starts)}</td>
                    <td className={cell}>{formatNumber(row.completions)}</td>
                    <td className={cell}>{formatDuration(row.averageTimeSeconds)}</td>
                    <td className={cell}>
                      <Badge tone={completionRateTone(row.completionRate)}>
                        {formatRate(row.completionRate)}
                      </Badge>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
    </section>
  );
}
