import { CalculatorCard } from './calculator-card';
import { calculatorCatalog, calculatorsByGroup } from './calculator-catalog';
import type { CalculatorEntry } from './calculator-catalog';
import { useIsAdmin } from '@/lib/use-is-admin';

/**
 * Every calculator in three columns, one per catalogue group. A calculator flagged coming soon
 * is no link for ordinary users; admins open it as a preview.
 */
export function CalculatorGrid({
  entries = calculatorCatalog,
}: {
  entries?: readonly CalculatorEntry[];
}) {
  const isAdmin = useIsAdmin();
  return (
    <div className="grid gap-8 lg:grid-cols-3">
      {calculatorsByGroup(entries).map(({ group, calculators }) => {
        const headingId = `group-${group.toLowerCase().replace(/[^a-z]+/g, '-')}`;
        return (
          <section key={group} aria-labelledby={headingId}>
            <h3 id={headingId} className="text-lg font-semibold text-slate-900">
              {group}
            </h3>
            <ul className="mt-4 space-y-3">
              {calculators.map((calculator) => (
                <li key={calculator.id}>
                  <CalculatorCard
                    calculator={calculator}
                    release={
                      calculator.comingSoon
                        ? isAdmin
                          ? 'admin-preview'
                          : 'coming-soon'
                        : undefined
                    }
                  />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
