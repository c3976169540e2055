import { Link } from '@tanstack/react-router';
import { usePageTitle } from '../../lib/use-page-title';
import { ComingSoon } from '../layout/coming-soon';
import { DisclaimerNotice } from '../legal/disclaimer-notice';
import { CalculatorBadge } from './calculator-badge';
import { calculatorCatalog, getCalculator } from './calculator-catalog';
import type { CalculatorId } from './calculator-catalog';

/** What a calculator that has not shipped yet will do, completing "it will …". */
const comingSoon = {
  'fire-calculator':
    'estimate the portfolio you need for financial independence and the year you could reach it at your savings rate',
} as const satisfies Partial<Record<CalculatorId, string>>;

/**
 * The page of a calculator that has not shipped yet: back link, title, what it will do, its
 * siblings and the disclaimer.
 */
export function CalculatorPage({ id }: { id: keyof typeof comingSoon }) {
  const calculator = getCalculator(id);
  usePageTitle(calculator.title);
  const siblings = calculatorCatalog.filter(
    ({ group, id: otherId }) => group === calculator.group && otherId !== id,
  );

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <Link
        to="/"
        className="inline-flex items-center gap-1 rounded-md text-sm font-medium text-brand-800 hover:underline"
      >
        <span aria-hidden="true">←</span> Back to all calculators
      </Link>

      <header className="mt-6">
        <p className="text-sm font-semibold text-brand-700">{calculator.group}</p>
        <div className="mt-1 flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {calculator.title}
          </h1>
          {calculator.badge ? <CalculatorBadge badge={calculator.badge} /> : null}
        </div>
        <p className="mt-3 text-lg text-slate-600">{calculator.description}</p>
      </header>

      <div className="mt-8 space-y-8">
        <ComingSoon>
          This calculator is coming in the next release: it will {comingSoon[id]}.
        </ComingSoon>

        {siblings.length > 0 ? (
          <section aria-labelledby="related-tools">
            <h2 id="related-tools" className="text-lg font-semibold text-slate-900">
              More {calculator.group.toLowerCase()}
            </h2>
            <ul className="mt-3 grid gap-2 sm:grid-cols-2">
              {siblings.map((sibling) => (
                <li key={sibling.id}>
                  <Link
                    to={sibling.route}
                    className="block rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm font-medium text-slate-800 hover:border-brand-300 hover:text-brand-900"
                  >
                    {sibling.title}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <DisclaimerNotice />
      </div>
    </div>
  );
}
