import type { RunwayStressId, RunwayStressResult } from '@freedompath/engine/runway';
import { Card } from '@/components/ui/card';
import { formatMonths } from '@/lib/format';

/** Short names for the engine's four stress scenarios (the product definition gives no wording). */
const titles: Record<RunwayStressId, string> = {
  'expenses-up-20': 'Expenses up 20%',
  'expenses-up-50': 'Expenses up 50%',
  'market-down-30': 'Market down 30%',
  'break-even-income': 'Break-even income',
};

/** The engine's stress scenarios: the runway if expenses rise, markets fall or income covers costs. */
export function RunwayStressScenarios({ stress }: { stress: readonly RunwayStressResult[] }) {
  return (
    <Card>
      <section aria-labelledby="runway-stress-heading" className="grid gap-4">
        <div>
          <h2 id="runway-stress-heading" className="text-xl font-semibold text-slate-900">
            Stress Scenarios
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            Your runway if things go differently than planned, at today’s spending.
          </p>
        </div>
        <ul className="grid gap-3 sm:grid-cols-2">
          {stress.map((scenario) => (
            <li
              key={scenario.id}
              className="grid gap-1 rounded-xl border border-slate-200 p-4 break-inside-avoid"
            >
              <h3 className="font-semibold text-slate-900">{titles[scenario.id]}</h3>
              <p className="text-sm text-slate-700">{scenario.scenario}</p>
              <p className="text-lg font-bold text-slate-900">
                <span className="sr-only">Runway: </span>
                {formatMonths(scenario.runwayMonths)}
              </p>
            </li>
          ))}
        </ul>
      </section>
    </Card>
  );
}
