import { Link, createFileRoute } from '@tanstack/react-router';
import { getCalculator } from '../features/calculators/calculator-catalog';
import type { CalculatorId } from '../features/calculators/calculator-catalog';
import { ComingSoon } from '../features/layout/coming-soon';
import { PageShell } from '../features/layout/page-shell';

export const Route = createFileRoute('/resources')({
  component: ResourcesPage,
});

const related: readonly CalculatorId[] = [
  'career-break-calculator',
  'runway-calculator',
  'cost-of-living-calculator',
];

function ResourcesPage() {
  return (
    <PageShell
      title="Resources"
      lead="Communities, reading and tools for planning time away from work."
    >
      <ComingSoon>
        This page is coming in the next release: it will hold hand-picked links in six categories:
        career break communities, financial independence, budgeting and saving, travel and nomad
        life, education and skills, and planning tools.
      </ComingSoon>
      <h2 className="text-xl font-semibold text-slate-900">Start with the numbers</h2>
      <ul className="list-inside list-disc space-y-1">
        {related.map((id) => {
          const calculator = getCalculator(id);
          return (
            <li key={id}>
              <Link
                to={calculator.route}
                className="font-medium text-brand-800 underline underline-offset-2"
              >
                {calculator.title}
              </Link>
            </li>
          );
        })}
      </ul>
    </PageShell>
  );
}
