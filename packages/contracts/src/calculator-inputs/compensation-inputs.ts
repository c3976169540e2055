import { z } from 'zod/mini';
import { boundedList } from './bounded-list.js';

const perYear = z.number().check(z.describe('$/year'));

/**
 * One job offer of the engine's `compareOffers`: only `id` is required; an absent field takes the
 * engine's `OFFER_DEFAULTS` (amounts 0, vesting 4 years, bonuses as percentages).
 */
const offerSchema = z.extend(
  z.partial(
    z.strictObject({
      name: z.string(),
      workLocation: z.enum(['remote', 'hybrid', 'onsite']),
      baseSalary: perYear,
      signingBonus: z.number().check(z.describe('One-time, $')),
      performanceBonus: z
        .number()
        .check(z.describe('% of base salary when `isPerformanceBonusPercentage`, else $/year')),
      isPerformanceBonusPercentage: z.boolean(),
      companyBonusTarget: z
        .number()
        .check(z.describe('% of base salary when `isCompanyBonusTargetPercentage`, else $/year')),
      isCompanyBonusTargetPercentage: z.boolean(),
      stockOptions: z.number().check(z.describe('Options in the grant')),
      strikePrice: z.number().check(z.describe('$ per share')),
      fairMarketValue: z.number().check(z.describe('$ per share')),
      vestingYears: z.number().check(z.describe('Years over which the options vest, 1–7')),
      annualRsuGrants: z.number().check(z.describe('Value of the RSUs granted each year, $/year')),
      esppDiscount: z.number().check(z.describe('Employee stock purchase plan discount, %')),
      matchPercentage401k: z.number().check(z.describe('Employer 401(k) match, % of base salary')),
      healthInsurance: perYear,
      ptoDays: z.number().check(z.describe('Paid days off a year (ignored when unlimited)')),
      isUnlimitedPTO: z.boolean(),
      remoteStipend: perYear,
      relocationPackage: z.number().check(z.describe('One-time, $')),
      profitSharing: perYear,
      overtimePotential: perYear,
      commuterBenefits: perYear,
      parkingAllowance: perYear,
      gymMembership: perYear,
      mentalHealthBenefits: perYear,
      wellnessStipend: perYear,
      lifeInsurance: perYear,
      learningBudget: perYear,
      conferenceBudget: perYear,
      certificationBudget: perYear,
      parentalLeaveWeeks: z.number().check(z.describe('Paid parental leave, weeks')),
      familyPlanningBenefits: perYear,
      childcareBenefits: perYear,
      phoneAllowance: perYear,
      mealAllowance: perYear,
      equipmentAllowance: perYear,
      studentLoanAssistance: perYear,
      supplementalRetirement: perYear,
    }),
  ),
  { id: z.string().check(z.describe('Unique within the comparison')) },
);

/**
 * `compensation`: the offers the engine's `compareOffers` compares, 2 to 4 of them. They sit
 * under `offers` so that every calculator's inputs are a JSON object and the engine's issue
 * paths (`offers.1.baseSalary`) read the same on the wire.
 */
export const compensationInputsSchema = z
  .strictObject({
    offers: boundedList(offerSchema, 4).check(z.describe('The offers to compare, 2 to 4')),
  })
  .register(z.globalRegistry, {
    id: 'CompensationInputs',
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
export type CompensationInputs = z.infer<typeof compensationInputsSchema>;
