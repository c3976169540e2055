import type { LayoffInput, LayoffResult } from '@freedompath/engine/layoff';
import { Card } from '@/components/ui/card';
import { layoffNextSteps } from './next-steps';

/**
 * The Next Steps card (product: layoff#screen): what to do, most urgent first, each with when and
 * why.
 */
export function NextStepsList({ input, result }: { input: LayoffInput; result: LayoffResult }) {
  return (
    <Card>
      <section aria-labelledby="layoff-next-steps-heading" className="grid gap-4">
        <div className="grid gap-1">
          <h2 id="layoff-next-steps-heading" className="text-xl font-semibold text-slate-900">
            Next Steps
          </h2>
          <p className="text-sm text-slate-700">Most urgent first, based on your figures.</p>
        </div>
        <ol aria-labelledby="layoff-next-steps-heading" className="grid gap-3">
          {layoffNextSteps(input, result).map((step) => (
            <li
              key={step.id}
              data-step={step.id}
              className="grid gap-1 rounded-xl border border-slate-200 bg-slate-50 p-4"
            >
              <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                <h3 className="font-semibold text-slate-900">{step.title}</h3>
                <span className="rounded-full bg-white px-2 py-0.5 text-xs font-semibold text-brand-900 ring-1 ring-brand-300 ring-inset">
                  {step.when}
                </span>
              </div>
              <p className="text-sm text-slate-700">{step.why}</p>
            </li>
          ))}
        </ol>
      </section>
    </Card>
  );
}
