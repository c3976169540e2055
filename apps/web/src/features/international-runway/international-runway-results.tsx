import type { InternationalRunwayResult } from '@freedompath/engine/international';
import type { Ref } from 'react';
import { formatCurrency } from '@/lib/format';
import { CountryRunwayCard } from './country-runway-card';

export interface InternationalRunwayResultsProps {
  result: InternationalRunwayResult;
  /** The heading, focused when new results arrive so they are announced and in view. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** One card per selected country, best score first (ties keep the order they were picked in). */
export function InternationalRunwayResults({
  result,
  headingRef,
}: InternationalRunwayResultsProps) {
  const ranked = result.countries.toSorted((a, b) => b.score - a.score);
  return (
    <section aria-labelledby="international-runway-results" className="grid gap-4">
      <div className="grid gap-1">
        <h2
          id="international-runway-results"
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold text-slate-900"
        >
          Your runway abroad
        </h2>
        <p className="text-slate-700">
          Funds drawn down: {formatCurrency(result.availableFunds)}. Income counted against costs:{' '}
          {formatCurrency(result.monthlyIncome)} a month.
        </p>
        <p className="text-sm text-slate-700">Sorted by score, best first.</p>
      </div>
      <ol className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {ranked.map((country) => (
          <li key={country.countryId}>
            <CountryRunwayCard country={country} />
          </li>
        ))}
      </ol>
    </section>
  );
}
