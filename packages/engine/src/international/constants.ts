import { defaultsOf } from '../shared/calculator-definition.js';
import { deepFreeze } from '../shared/deep-freeze.js';
import { INTERNATIONAL_RUNWAY_DEFINITION } from './international-runway-definition.js';

const { fields } = INTERNATIONAL_RUNWAY_DEFINITION;

/**
 * Defaults of the international runway form and its constants
 * (product: international-runway#validation, #formulas-and-constants).
 */
export const INTERNATIONAL_DEFAULTS = deepFreeze({
  ...defaultsOf(fields),
  /** Monthly living cost at cost index 1, $. */
  baseMonthlyCost: 2000,
} as const);

/** The visa preferences the form accepts (product: international-runway#validation). */
export const INTERNATIONAL_VISA_KINDS = fields.visaTypePreference.options;

/** The runway calculation types the form accepts (product: international-runway#validation). */
export const INTERNATIONAL_RUNWAY_TYPES = fields.runwayCalculationType.options;

/** Score parts and thresholds of product: international-runway#formulas-and-constants. */
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

/**
 * Messages; the four amount ones and `selectCountry` are the product's
 * (product: international-runway#validation), as is `calculationError`
 * (product: international-runway#messages).
 */
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
  /**
   * Shown by the UI when a calculation fails unexpectedly (product: international-runway#messages).
   */
  calculationError: 'Error calculating results',
} as const);
