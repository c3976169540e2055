import { INTERNATIONAL_COUNTRIES } from '@freedompath/engine/international';
import type { EligibleVisa, VisaRequirement } from '@freedompath/engine/international';
import { formatCurrency } from '@/lib/format';

const kindLabels = { digital_nomad: 'Digital nomad', non_lucrative: 'Non-lucrative' } as const;

/** The conditions of a visa in words, from the engine's country table. */
function requirementLines(visa: VisaRequirement): string[] {
  const proof = visa.incomeProofMonths ? `, shown for ${visa.incomeProofMonths} months` : '';
  return [
    `Income of at least ${formatCurrency(visa.minMonthlyIncome)} a month${proof}`,
    ...(visa.minSavings > 0 ? [`Savings of at least ${formatCurrency(visa.minSavings)}`] : []),
    ...(visa.alternativeMinSavings === undefined
      ? []
      : [`Or savings of at least ${formatCurrency(visa.alternativeMinSavings)} instead`]),
    ...visa.additionalRequirements,
  ];
}

export interface EligibleVisaListProps {
  countryId: string;
  visas: readonly EligibleVisa[];
  /** The id of the heading the list sits under, e.g. the card's 'Eligible visas'. */
  headingId: string;
}

/** The visas a country would grant, each with its description and requirements. */
export function EligibleVisaList({ countryId, visas, headingId }: EligibleVisaListProps) {
  const country = INTERNATIONAL_COUNTRIES.find(({ id }) => id === countryId);
  if (visas.length === 0) {
    return (
      <p className="text-sm text-slate-700">None with your income, savings and visa preference.</p>
    );
  }
  return (
    <ul aria-labelledby={headingId} className="grid gap-3">
      {visas.map((eligible) => {
        const visa = country?.visaRequirements[eligible.type];
        return (
          <li key={eligible.type} className="rounded-lg bg-slate-50 p-3 text-sm text-slate-800">
            <p className="font-semibold text-slate-900">
              {eligible.name}{' '}
              <span className="font-normal text-slate-700">({kindLabels[eligible.kind]})</span>
            </p>
            {visa ? (
              <>
                <p className="mt-1">{visa.description}</p>
                <ul className="mt-2 list-disc space-y-0.5 pl-5">
                  {requirementLines(visa).map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
