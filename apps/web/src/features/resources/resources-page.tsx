import { Link } from '@tanstack/react-router';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { getCalculator } from '../calculators/calculator-catalog';
import type { CalculatorId } from '../calculators/calculator-catalog';
import { PageShell } from '../layout/page-shell';
import { ExternalLink } from './external-link';
import { resourceCategories } from './resource-catalog';
import type { ResourceCategory } from './resource-catalog';

const related: readonly CalculatorId[] = [
  'career-break-calculator',
  'runway-calculator',
  'cost-of-living-calculator',
];

/**
 * The Resources page (product: platform#resources-and-planning-guides): six categories of external
 * links, then our calculators.
 */
export function ResourcesPage() {
  return (
    <PageShell
      title="Resources"
      lead="Communities, reading and tools we trust for planning time away from work. Every link opens another site in a new tab."
    >
      {resourceCategories.map((category) => (
        <CategorySection key={category.id} category={category} />
      ))}
      <RelatedCalculators />
      <p className="text-sm text-slate-500">
        FreedomPath is not affiliated with these sites and is not paid for listing them. Their
        content is their own: see our{' '}
        <Link to="/disclaimer" className="font-medium text-brand-800 underline underline-offset-2">
          disclaimer
        </Link>
        .
      </p>
    </PageShell>
  );
}

function CategorySection({ category }: { category: ResourceCategory }) {
  const headingId = `resources-${category.id}`;
  return (
    <section aria-labelledby={headingId} className="space-y-3 pt-2">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {category.title}
      </h2>
      <p>{category.intro}</p>
      <ul className="grid gap-3">
        {category.resources.map((resource) => (
          <li key={resource.url} className="flex">
            <Card className="flex w-full flex-col gap-2 p-4">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h3 className="min-w-0 text-base font-semibold break-words text-slate-900">
                  <ExternalLink href={resource.url} className="text-brand-800">
                    {resource.title}
                  </ExternalLink>
                </h3>
                <Badge>{resource.type}</Badge>
              </div>
              <p className="text-sm text-slate-600">{resource.description}</p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

function RelatedCalculators() {
  return (
    <section
      aria-labelledby="resources-calculators"
      className="rounded-2xl border border-brand-200 bg-brand-50 p-6"
    >
      <h2 id="resources-calculators" className="text-xl font-semibold text-slate-900">
        Start with the numbers
      </h2>
      <p className="mt-2">
        Reading helps; a plan needs figures. Our calculators turn your savings and costs into a
        budget and a timeline.
      </p>
      <ul className="mt-4 space-y-3">
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
              <span className="block text-sm text-slate-600">{calculator.description}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
