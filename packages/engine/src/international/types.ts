import type { InputOf } from '../shared/calculator-definition.js';
import type { INTERNATIONAL_RUNWAY_DEFINITION } from './international-runway-definition.js';

type FormFields = (typeof INTERNATIONAL_RUNWAY_DEFINITION)['fields'];

/**
 * The two visa preferences of the form. Digital-nomad visas are for remote workers;
 * `non_lucrative` gathers the visas for living off one's own means without working locally:
 * passive-income, long-stay visitor, long-term-resident and economic-solvency visas.
 */
export type VisaKind = FormFields['visaTypePreference']['options'][number];

/** Which assets the runway draws down. */
export type RunwayCalculationType = FormFields['runwayCalculationType']['options'][number];

/**
 * The financial conditions of one visa (product: international-runway#inputs). Amounts in $ (see
 * ADR 009 on currency).
 */
export interface VisaRequirement {
  name: string;
  kind: VisaKind;
  /** Income the applicant must prove, $/month. */
  minMonthlyIncome: number;
  /** Savings the applicant must hold on top of the income, $ (0 when none is stated). */
  minSavings: number;
  /** Savings that qualify instead of the income, $ (e.g. Costa Rica's rentista deposit). */
  alternativeMinSavings?: number;
  description: string;
  /** Months of income history to document, when stated. */
  incomeProofMonths?: number;
  additionalRequirements: readonly string[];
}

/** A destination of the international runway calculator (product: international-runway#inputs). */
export interface InternationalCountry {
  /** Lowercase English name, e.g. `portugal`, `costa-rica`. */
  id: string;
  name: string;
  flag: string;
  /** Cost of living relative to the $2,000/month base (0.65 = $1,300/month). */
  costIndex: number;
  rentIndex: number;
  foodIndex: number;
  /** Requirements keyed by visa type (e.g. `digital_nomad`, `passive_income`). */
  visaRequirements: Readonly<Record<string, VisaRequirement>>;
}

/**
 * The form of product: international-runway#inputs, as {@link INTERNATIONAL_RUNWAY_DEFINITION}
 * declares it: amounts in $ (remote income and the planned portfolio withdrawal $/month), blank
 * amounts are 0; visa kinds to consider (empty or absent means both); country ids of
 * {@link InternationalCountry}, at least one, each once; the runway type (default `combined`);
 * whether income counts in the runway (default true).
 */
export type InternationalRunwayForm = InputOf<FormFields>;

/** A visa the applicant qualifies for. */
export interface EligibleVisa {
  /** The key in `visaRequirements`. */
  type: string;
  name: string;
  kind: VisaKind;
}

/** One selected country's result. */
export interface CountryRunway {
  countryId: string;
  name: string;
  flag: string;
  costIndex: number;
  /** 2000 × costIndex, $/month, in cents. */
  monthlyCost: number;
  /** Months the available funds last; Infinity when income covers the monthly cost. */
  runwayMonths: number;
  /** `long` over 5 years, `moderate` over 2, else `short`. */
  runwayLength: 'long' | 'moderate' | 'short';
  eligibleVisas: EligibleVisa[];
  /** Feasibility 0–100, a whole number. */
  score: number;
  /** The highest score of the selection (the first on ties). */
  isBestMatch: boolean;
  /** Score below 60. */
  suggestCheaper: boolean;
}

/** The result of `calculateInternationalRunway`. */
export interface InternationalRunwayResult {
  /** Funds the runway draws down (per `runwayCalculationType`), $. */
  availableFunds: number;
  /** Income counted against the monthly cost, $/month. */
  monthlyIncome: number;
  /** Income counted for visa requirements: remote income + portfolio withdrawal, $/month. */
  qualifyingIncome: number;
  /** Savings counted for visa requirements: cash + investments, $. */
  qualifyingSavings: number;
  /** One entry per selected country, in selection order. */
  countries: CountryRunway[];
}
