import type { OfferNumberField, WorkLocation } from '@freedompath/engine/compensation';
import type { OFFER_FIELDS } from './compensation-plan';

/** The numeric fields typed as text (vesting is a slider). */
export type OfferAmountField = Exclude<OfferNumberField, 'vestingYears'>;

type Fields = typeof OFFER_FIELDS;

/** The yes/no fields of an offer. */
export type OfferFlagField = {
  [K in keyof Fields]: Fields[K] extends { readonly kind: 'boolean' } ? K : never;
}[keyof Fields];

/** How an amount is typed: dollars, a percentage or a count (options, days, weeks). */
export type AmountKind = 'money' | 'percent' | 'count';

export interface AmountItem {
  type: 'amount';
  field: OfferAmountField;
  label: string;
  hint: string;
  kind: AmountKind;
}

/** A bonus whose flag says whether it is a percent of base salary or dollars a year. */
export interface BonusItem {
  type: 'bonus';
  field: 'performanceBonus' | 'companyBonusTarget';
  flag: 'isPerformanceBonusPercentage' | 'isCompanyBonusTargetPercentage';
  label: string;
}

export type OfferItem = AmountItem | BonusItem | { type: 'vesting' } | { type: 'unlimitedPto' };

export interface OfferGroup {
  title: string;
  items: readonly OfferItem[];
}

const perYear = (field: OfferAmountField, label: string, hint = '$ a year'): AmountItem => ({
  type: 'amount',
  field,
  label,
  hint,
  kind: 'money',
});

export const workLocations: ReadonlyArray<{ value: WorkLocation; label: string }> = [
  { value: 'remote', label: 'Remote' },
  { value: 'hybrid', label: 'Hybrid' },
  { value: 'onsite', label: 'On-site' },
];

/** Always visible on an offer card. */
export const baseSalaryItem = perYear('baseSalary', 'Base salary');

/**
 * The rest of an offer's fields in collapsible groups, so a card stays short at 360 px. Every
 * amount is dollars a year unless its hint says otherwise (ADR 008).
 */
export const offerGroups: readonly OfferGroup[] = [
  {
    title: 'Bonuses',
    items: [
      perYear('signingBonus', 'Signing bonus', 'One-time $, spread over the vesting years'),
      {
        type: 'bonus',
        field: 'performanceBonus',
        flag: 'isPerformanceBonusPercentage',
        label: 'Performance bonus',
      },
      {
        type: 'bonus',
        field: 'companyBonusTarget',
        flag: 'isCompanyBonusTargetPercentage',
        label: 'Company bonus target',
      },
      perYear('profitSharing', 'Profit sharing'),
      perYear('overtimePotential', 'Overtime potential'),
    ],
  },
  {
    title: 'Equity',
    items: [
      {
        type: 'amount',
        field: 'stockOptions',
        label: 'Stock options',
        hint: 'Number of options in the grant',
        kind: 'count',
      },
      perYear('strikePrice', 'Strike price', '$ per share'),
      perYear('fairMarketValue', 'Fair market value', '$ per share today'),
      { type: 'vesting' },
      perYear('annualRsuGrants', 'RSU grants', '$ of RSUs granted a year'),
      {
        type: 'amount',
        field: 'esppDiscount',
        label: 'ESPP discount',
        hint: 'Employee stock purchase discount',
        kind: 'percent',
      },
    ],
  },
  {
    title: 'Retirement & health',
    items: [
      {
        type: 'amount',
        field: 'matchPercentage401k',
        label: '401(k) match',
        hint: '% of base salary',
        kind: 'percent',
      },
      perYear('supplementalRetirement', 'Other retirement contributions'),
      perYear('healthInsurance', 'Health insurance', '$ a year paid by the employer'),
      perYear('lifeInsurance', 'Life insurance', '$ a year paid by the employer'),
      perYear('mentalHealthBenefits', 'Mental health benefits'),
    ],
  },
  {
    title: 'Time off',
    items: [
      {
        type: 'amount',
        field: 'ptoDays',
        label: 'Paid time off',
        hint: 'Days a year',
        kind: 'count',
      },
      { type: 'unlimitedPto' },
      {
        type: 'amount',
        field: 'parentalLeaveWeeks',
        label: 'Paid parental leave',
        hint: 'Weeks',
        kind: 'count',
      },
    ],
  },
  {
    title: 'Learning & wellness',
    items: [
      perYear('learningBudget', 'Learning budget'),
      perYear('conferenceBudget', 'Conference budget'),
      perYear('certificationBudget', 'Certification budget'),
      perYear('gymMembership', 'Gym membership'),
      perYear('wellnessStipend', 'Wellness stipend'),
    ],
  },
  {
    title: 'Allowances & benefits',
    items: [
      perYear('remoteStipend', 'Remote work stipend'),
      perYear(
        'relocationPackage',
        'Relocation package',
        'One-time $, spread over the vesting years',
      ),
      perYear('commuterBenefits', 'Commuter benefits'),
      perYear('parkingAllowance', 'Parking allowance'),
      perYear('phoneAllowance', 'Phone allowance'),
      perYear('mealAllowance', 'Meal allowance'),
      perYear('equipmentAllowance', 'Equipment allowance'),
      perYear('familyPlanningBenefits', 'Family planning benefits'),
      perYear('childcareBenefits', 'Childcare benefits'),
      perYear('studentLoanAssistance', 'Student loan assistance'),
    ],
  },
];
