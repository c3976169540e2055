import type { CountryRunway } from '@freedompath/engine/international';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { formatCurrency, formatNumber } from '@/lib/format';
import { cheaperCountries } from './cheaper-countries';
import { EligibleVisaList } from './eligible-visa-list';
import { runwayText } from './runway-text';

const runwayLengths = {
  long: { label: 'Long runway (over 5 years)', className: 'bg-emerald-50 text-emerald-900' },
  moderate: { label: 'Moderate runway (over 2 years)', className: 'bg-amber-50 text-amber-900' },
  short: { label: 'Short runway (2 years or less)', className: 'bg-red-50 text-red-900' },
} as const;

const orList = new Intl.ListFormat('en-US', { type: 'disjunction' });

/** The engine's below-60 advice, naming the cheaper destinations of its table. */
function CheaperSuggestion({ countryId }: { countryId: string }) {
  const cheaper = cheaperCountries(countryId);
  return (
    <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
      {cheaper.length > 0
        ? `A score below 60: a cheaper destination such as ${orList.format(cheaper.map(({ name }) => name))} would stretch your money further.`
        : 'A score below 60: this is already the cheapest destination compared here; more income or savings would raise its score.'}
    </p>
  );
}

/** One destination's result: score, monthly cost, runway, visas and, when weak, advice. */
export function CountryRunwayCard({ country }: { country: CountryRunway }) {
  const id = useId();
  const length = runwayLengths[country.runwayLength];
  return (
    <article
      aria-labelledby={`${id}-name`}
      className={cn(
        'grid h-full content-start gap-4 rounded-2xl border bg-white p-5 shadow-sm break-inside-avoid',
        country.isBestMatch ? 'border-brand-700 ring-1 ring-brand-700' : 'border-slate-200',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <h3
          id={`${id}-name`}
          className="flex items-center gap-2 text-xl font-semibold text-slate-900"
        >
          <span aria-hidden="true" className="text-2xl leading-none">
            {country.flag}
          </span>
          {country.name}
        </h3>
        {country.isBestMatch ? <Badge tone="popular">Best Match</Badge> : null}
      </div>
      <p className="text-lg font-semibold text-slate-900">
        Score: {formatNumber(country.score)}/100
      </p>
      <dl className="grid grid-cols-2 gap-3">
        <div>
          <dt className="text-sm text-slate-700">Monthly cost</dt>
          <dd className="text-lg font-semibold text-slate-900">
            {formatCurrency(country.monthlyCost)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">Runway</dt>
          <dd className="text-lg font-semibold text-slate-900">
            {runwayText(country.runwayMonths)}
          </dd>
          {country.runwayMonths === Number.POSITIVE_INFINITY ? (
            <dd className="text-sm text-slate-700">Your income covers the monthly cost.</dd>
          ) : null}
        </div>
      </dl>
      <p className={cn('w-fit rounded-full px-3 py-1 text-sm font-medium', length.className)}>
        {length.label}
      </p>
      <div className="grid gap-2">
        <h4 id={`${id}-visas`} className="text-base font-semibold text-slate-900">
          Eligible visas
        </h4>
        <EligibleVisaList
          countryId={country.countryId}
          visas={country.eligibleVisas}
          headingId={`${id}-visas`}
        />
      </div>
      {country.suggestCheaper ? <CheaperSuggestion countryId={country.countryId} /> : null}
    </article>
  );
}
