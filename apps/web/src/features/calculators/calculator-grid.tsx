import { Link } from '@tanstack/react-router';
import { CalculatorBadge } from './calculator-badge';
import { calculatorsByGroup } from './calculator-catalog';

/** Every calculator in three columns, one per catalogue group. */
export function CalculatorGrid() {
  return (
    <div className="grid gap-8 lg:grid-cols-3">
      {calculatorsByGroup().map(({ group, calculators }) => {
        const headingId = `group-${group.toLowerCase().replace(/[^a-z]+/g, '-')}`;
        return (
          <section key={group} aria-labelledby={headingId}>
            <h3 id={headingId} className="text-lg font-semibold text-slate-900">
              {group}
            </h3>
            <ul className="mt-4 space-y-3">
              {calculators.map((calculator) => (
                <li key={calculator.id}>
                  <Link
                    to={calculator.route}
                    className="group block rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-300 hover:shadow-md"
                  >
                    <span className="flex items-start justify-between gap-3">
                      <span className="font-semibold text-slate-900 group-hover:text-brand-800">
                        {calculator.title}
                      </span>
                      {calculator.badge ? <CalculatorBadge badge={calculator.badge} /> : null}
                    </span>
                    <span className="mt-1 block text-sm text-slate-600">
                      {calculator.description}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
