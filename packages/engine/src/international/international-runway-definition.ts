import {
  choice,
  choices,
  defineCalculator,
  money,
  yesNo,
} from '../shared/calculator-definition.js';
import { INTERNATIONAL_COUNTRIES } from './countries.js';

// Typed here, not inferred: the countries' visa kinds are typed from this definition.
const COUNTRY_IDS: readonly string[] = INTERNATIONAL_COUNTRIES.map(({ id }) => id);

const amount = (description: string) => money(description, { optional: true, default: 0 });

/**
 * The international runway form (product: international-runway#inputs): money in dollars, each
 * amount optional and read as 0 when absent; at least one country, each once.
 */
export const INTERNATIONAL_RUNWAY_DEFINITION = defineCalculator({
  name: 'international-runway',
  version: 1,
  fields: {
    cashSavings: amount('$; default 0'),
    investments: amount('$; default 0'),
    monthlyRemoteIncome: amount('Remote-work income, $/month; default 0'),
    portfolioWithdrawal: amount('Planned withdrawal from investments, $/month; default 0'),
    visaTypePreference: choices(
      ['digital_nomad', 'non_lucrative'],
      2,
      'Visa kinds to consider; empty or absent means both',
      { optional: true, default: [] },
    ),
    // Repeats are refused, so the list holds at most every country once.
    selectedCountries: choices(
      COUNTRY_IDS,
      COUNTRY_IDS.length,
      "Country ids of the engine's list (portugal, thailand, …), at least one, each once",
    ),
    runwayCalculationType: choice(
      ['cash', 'investments', 'combined'],
      "Which assets the runway draws down; default 'combined'",
      { optional: true, default: 'combined' },
    ),
    includeIncome: yesNo('Count income in the runway; default true', {
      optional: true,
      default: true,
    }),
  },
  example: {
    cashSavings: 50_000,
    investments: 50_000,
    monthlyRemoteIncome: 3500,
    portfolioWithdrawal: 0,
    visaTypePreference: ['digital_nomad'],
    selectedCountries: ['portugal', 'thailand'],
    runwayCalculationType: 'combined',
    includeIncome: true,
  },
});
