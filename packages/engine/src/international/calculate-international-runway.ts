import { withDefaults } from '../shared/calculator-definition.js';
import { throwIfInvalid } from '../shared/engine-error.js';
import { roundToCents } from '../shared/round.js';
import { INTERNATIONAL_DEFAULTS, INTERNATIONAL_SCORING as S } from './constants.js';
import { INTERNATIONAL_COUNTRIES } from './countries.js';
import { INTERNATIONAL_RUNWAY_DEFINITION } from './international-runway-definition.js';
import type {
  CountryRunway,
  EligibleVisa,
  InternationalRunwayForm,
  InternationalRunwayResult,
  VisaRequirement,
} from './types.js';
import { validateInternationalRunway } from './validate-international-runway.js';

/** A visa's conditions: the income and the savings, or the alternative savings alone. */
function qualifies(visa: VisaRequirement, income: number, savings: number): boolean {
  if (visa.alternativeMinSavings !== undefined && savings >= visa.alternativeMinSavings)
    return true;
  return income >= visa.minMonthlyIncome && savings >= visa.minSavings;
}

/**
 * Compares living abroad in the selected countries
 * (product: international-runway#formulas-and-constants).
 *
 * - Monthly cost = 2000 × cost index, rounded to cents.
 * - Funds drawn down: cash savings, investments, or both (`runwayCalculationType`).
 * - Income against the cost (when `includeIncome`): remote income, plus the portfolio
 *   withdrawal only when investments are not among the funds (otherwise it would count the
 *   same money twice).
 * - `runwayMonths = funds / (monthlyCost − income)`, Infinity when income covers the cost.
 * - A visa is eligible when its kind is preferred (no preference means both) and the applicant
 *   proves its income (remote income + withdrawal) and savings (cash + investments), or its
 *   alternative savings alone.
 * - Score = min(40, 20 × eligible visas) + min(40, runway years × 10)
 *   + min(20, income ÷ monthly cost × 20), rounded to a whole number; below 60 suggests a
 *   cheaper country; the best match is the highest score, the first on ties.
 *
 * @example
 * calculateInternationalRunway({ cashSavings: 50000, investments: 50000, monthlyRemoteIncome: 3500,
 *   selectedCountries: ['portugal', 'thailand'] })
 * // Portugal: monthlyCost 1300, runwayMonths Infinity, eligibleVisas D8 + D7, score 100, best match;
 * // Thailand: monthlyCost 800, runwayMonths Infinity, no eligible visa, score 60.
 * @throws EngineError when {@link validateInternationalRunway} reports an issue.
 */
export function calculateInternationalRunway(
  form: InternationalRunwayForm,
): InternationalRunwayResult {
  throwIfInvalid(validateInternationalRunway(form));
  const {
    cashSavings: cash,
    investments,
    monthlyRemoteIncome: remoteIncome,
    portfolioWithdrawal: withdrawal,
    runwayCalculationType: type,
    includeIncome,
    visaTypePreference: preferred,
    selectedCountries,
  } = withDefaults(INTERNATIONAL_RUNWAY_DEFINITION.fields, form);

  const availableFunds =
    type === 'cash' ? cash : type === 'investments' ? investments : cash + investments;
  const monthlyIncome = includeIncome ? remoteIncome + (type === 'cash' ? withdrawal : 0) : 0;
  const qualifyingIncome = remoteIncome + withdrawal;
  const qualifyingSavings = cash + investments;

  const countries: CountryRunway[] = selectedCountries.map((id) => {
    const country = INTERNATIONAL_COUNTRIES.find((c) => c.id === id)!;
    const monthlyCost = roundToCents(INTERNATIONAL_DEFAULTS.baseMonthlyCost * country.costIndex);
    const burn = monthlyCost - monthlyIncome;
    const runwayMonths = burn > 0 ? availableFunds / burn : Number.POSITIVE_INFINITY;
    const years = runwayMonths / 12;

    const eligibleVisas: EligibleVisa[] = [];
    for (const [visaType, visa] of Object.entries(country.visaRequirements)) {
      if (preferred.length > 0 && !preferred.includes(visa.kind)) continue;
      if (qualifies(visa, qualifyingIncome, qualifyingSavings)) {
        eligibleVisas.push({ type: visaType, name: visa.name, kind: visa.kind });
      }
    }

    const score = Math.round(
      Math.min(S.maxVisaPoints, S.pointsPerVisa * eligibleVisas.length) +
        Math.min(S.maxRunwayPoints, years * S.pointsPerRunwayYear) +
        Math.min(S.incomeCoverPoints, (monthlyIncome / monthlyCost) * S.incomeCoverPoints),
    );
    return {
      countryId: country.id,
      name: country.name,
      flag: country.flag,
      costIndex: country.costIndex,
      monthlyCost,
      runwayMonths,
      runwayLength:
        years > S.longRunwayYears ? 'long' : years > S.moderateRunwayYears ? 'moderate' : 'short',
      eligibleVisas,
      score,
      isBestMatch: false,
      suggestCheaper: score < S.suggestCheaperBelow,
    };
  });

  let best = countries[0]!;
  for (const country of countries) if (country.score > best.score) best = country;
  best.isBestMatch = true;

  return { availableFunds, monthlyIncome, qualifyingIncome, qualifyingSavings, countries };
}
