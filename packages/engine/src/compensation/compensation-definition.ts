import {
  choice,
  defineCalculator,
  list,
  money,
  numberField,
  text,
  yesNo,
} from '../shared/calculator-definition.js';

/**
 * Every amount is $0 unless given (product: compensation#formulas-and-constants); a form shows it
 * blank, which reads as 0, so a new offer card is uncluttered.
 */
const blankIsZero = { optional: true, default: 0, startsBlank: true } as const;
const amount = (description: string) => money(description, blankIsZero);
const perYear = () => amount('$/year');
const count = (max: number, description: string) =>
  numberField('number', 0, max, description, blankIsZero);
const percent = (description: string) => numberField('percent', 0, 100, description, blankIsZero);
/** Bonuses are percentages of base salary unless said otherwise. */
const isPercentage = (description: string) => yesNo(description, { optional: true, default: true });

/**
 * A job offer (product: compensation#inputs): only `id` is required; an absent field takes its
 * default (amounts 0, vesting 4 years, bonuses as percentages). Money is $ a year unless noted;
 * one-time amounts (signing bonus, relocation package) are spread over the vesting years. Bounds
 * beyond the product definition keep every total finite: PTO, parental leave, options and amounts.
 */
const OFFER_FIELDS = {
  id: text(100, 'Unique within the comparison'),
  name: text(100, 'The name shown in the comparison', { optional: true, default: '' }),
  workLocation: choice(['remote', 'hybrid', 'onsite'], 'Where the job is done', {
    optional: true,
    default: 'onsite',
  }),
  baseSalary: perYear(),
  signingBonus: amount('One-time, $'),
  performanceBonus: amount('% of base salary when `isPerformanceBonusPercentage`, else $/year'),
  isPerformanceBonusPercentage: isPercentage('`performanceBonus` is a % of base salary'),
  companyBonusTarget: amount('% of base salary when `isCompanyBonusTargetPercentage`, else $/year'),
  isCompanyBonusTargetPercentage: isPercentage('`companyBonusTarget` is a % of base salary'),
  stockOptions: count(1_000_000_000, 'Options in the grant'),
  strikePrice: amount('$ per share'),
  fairMarketValue: amount('$ per share'),
  vestingYears: numberField('number', 1, 7, 'Years over which the options vest, 1–7', {
    optional: true,
    default: 4,
  }),
  annualRsuGrants: amount('Value of the RSUs granted each year, $/year'),
  esppDiscount: percent('Employee stock purchase plan discount, %'),
  matchPercentage401k: percent('Employer 401(k) match, % of base salary'),
  healthInsurance: perYear(),
  ptoDays: count(365, 'Paid days off a year (ignored when unlimited)'),
  isUnlimitedPTO: yesNo('Unlimited paid time off', { optional: true, default: false }),
  remoteStipend: perYear(),
  relocationPackage: amount('One-time, $'),
  profitSharing: perYear(),
  overtimePotential: perYear(),
  commuterBenefits: perYear(),
  parkingAllowance: perYear(),
  gymMembership: perYear(),
  mentalHealthBenefits: perYear(),
  wellnessStipend: perYear(),
  lifeInsurance: perYear(),
  learningBudget: perYear(),
  conferenceBudget: perYear(),
  certificationBudget: perYear(),
  parentalLeaveWeeks: count(104, 'Paid parental leave, weeks'),
  familyPlanningBenefits: perYear(),
  childcareBenefits: perYear(),
  phoneAllowance: perYear(),
  mealAllowance: perYear(),
  equipmentAllowance: perYear(),
  studentLoanAssistance: perYear(),
  supplementalRetirement: perYear(),
};

/**
 * The offers to compare, 2 to 4 of them. They sit under `offers` so that the input is an object
 * and the engine's issue paths (`offers.1.baseSalary`) read the same everywhere.
 */
export const COMPENSATION_DEFINITION = defineCalculator({
  name: 'compensation',
  version: 1,
  fields: {
    offers: list(OFFER_FIELDS, 4, 'The offers to compare, 2 to 4'),
  },
  example: {
    offers: [
      {
        id: 'current',
        name: 'Current Job',
        baseSalary: 90_000,
        performanceBonus: 10,
        matchPercentage401k: 4,
      },
      {
        id: 'new',
        name: 'New Offer',
        workLocation: 'remote',
        baseSalary: 120_000,
        signingBonus: 20_000,
        matchPercentage401k: 6,
        ptoDays: 20,
      },
    ],
  },
});
