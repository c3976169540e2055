import { deepFreeze } from '../shared/deep-freeze.js';
import type { RunwayCalculationType, VisaKind } from './types.js';

/** Defaults of the international runway form and its constants (spec §5 and §9). */
export const INTERNATIONAL_DEFAULTS = deepFreeze({
  cashSavings: 0,
  investments: 0,
  monthlyRemoteIncome: 0,
  portfolioWithdrawal: 0,
  runwayCalculationType: 'combined' satisfies RunwayCalculationType,
  includeIncome: true,
  /** Monthly living cost at cost index 1, $. */
  baseMonthlyCost: 2000,
} as const);

/** The visa preferences the form accepts (spec §5). */
export const INTERNATIONAL_VISA_KINDS = deepFreeze<VisaKind[]>(['digital_nomad', 'non_lucrative']);

/** The runway calculation types the form accepts (spec §5). */
export const INTERNATIONAL_RUNWAY_TYPES = deepFreeze<RunwayCalculationType[]>([
  'cash',
  'investments',
  'combined',
]);

/** Score parts and thresholds of spec §9. */
export const INTERNATIONAL_SCORING = deepFreeze({
  pointsPerVisa: 20,
  maxVisaPoints: 40,
  pointsPerRunwayYear: 10,
  maxRunwayPoints: 40,
  incomeCoverPoints: 20,
  suggestCheaperBelow: 60,
  longRunwayYears: 5,
  moderateRunwayYears: 2,
} as const);

/** Messages; the four amount ones and `selectCountry` are the spec's (§5), `calculationError` §8's. */
export const INTERNATIONAL_MESSAGES = deepFreeze({
  cashSavings: 'Savings must be positive',
  investments: 'Investments must be positive',
  monthlyRemoteIncome: 'Income must be positive',
  portfolioWithdrawal: 'Withdrawal must be positive',
  selectCountry: 'Select at least one country',
  unknownCountry: 'Unknown country',
  duplicateCountry: 'Each country can be selected once',
  visaType: 'Visa type must be digital_nomad or non_lucrative',
  runwayType: 'Runway calculation type must be cash, investments or combined',
  /** Shown by the UI when a calculation fails unexpectedly (spec §8). */
  calculationError: 'Error calculating results',
} as const);
