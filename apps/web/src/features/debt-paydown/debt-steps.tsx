import { cn } from '@/lib/cn';

export type DebtStep = 'form' | 'comparison' | 'visualization';

/** The three steps of product: debt-paydown#screen, in order. */
const debtSteps: ReadonlyArray<{ step: DebtStep; label: string }> = [
  { step: 'form', label: 'Enter Debts' },
  { step: 'comparison', label: 'Compare Strategies' },
  { step: 'visualization', label: 'Visualize Progress' },
];

/** Where the visitor is: Enter Debts → Compare Strategies → Visualize Progress. */
export function DebtSteps({ current }: { current: DebtStep }) {
  return (
    <nav aria-label="Steps" className="print:hidden">
      <ol className="grid gap-2 sm:grid-cols-3">
        {debtSteps.map(({ step, label }, index) => (
          <li
            key={step}
            aria-current={step === current ? 'step' : undefined}
            className={cn(
              'flex items-center gap-2 rounded-lg border px-3 py-2 text-sm font-medium',
              step === current
                ? 'border-brand-700 bg-brand-50 text-brand-900'
                : 'border-slate-200 bg-white text-slate-700',
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                'grid size-6 shrink-0 place-items-center rounded-full text-xs font-bold',
                step === current ? 'bg-brand-700 text-white' : 'bg-slate-200 text-slate-800',
              )}
            >
              {index + 1}
            </span>
            <span>
              <span className="sr-only">Step {index + 1}: </span>
              {label}
            </span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
