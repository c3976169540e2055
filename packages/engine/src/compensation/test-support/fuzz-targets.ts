import type { FuzzTarget } from '../../shared/test-support/fuzz-target.js';
import { compareOffers } from '../compare-offers.js';
import type { OfferInput } from '../types.js';
import { validateOffers } from '../validate-offers.js';

// The fuzzer passes anything, as a JavaScript caller may: the casts are the point.
export const fuzzTargets: Record<string, FuzzTarget> = {
  compensation: {
    covers: ['validateOffers', 'compareOffers'],
    sample: [
      {
        id: 'current',
        name: 'Current Job',
        workLocation: 'hybrid',
        baseSalary: 95_000,
        signingBonus: 0,
        performanceBonus: 10,
        isPerformanceBonusPercentage: true,
        companyBonusTarget: 3000,
        isCompanyBonusTargetPercentage: false,
        stockOptions: 2000,
        strikePrice: 12,
        fairMarketValue: 20,
        vestingYears: 4,
        annualRsuGrants: 5000,
        esppDiscount: 15,
        matchPercentage401k: 4,
        healthInsurance: 6000,
        ptoDays: 18,
        isUnlimitedPTO: false,
        relocationPackage: 0,
        learningBudget: 1000,
        parentalLeaveWeeks: 10,
      },
      {
        id: 'new',
        name: 'New Offer',
        workLocation: 'remote',
        baseSalary: 120_000,
        signingBonus: 20_000,
        performanceBonus: 15_000,
        isPerformanceBonusPercentage: false,
        companyBonusTarget: 5,
        isCompanyBonusTargetPercentage: true,
        vestingYears: 5,
        matchPercentage401k: 6,
        ptoDays: 0,
        isUnlimitedPTO: true,
        remoteStipend: 1200,
        relocationPackage: 8000,
        gymMembership: 600,
        wellnessStipend: 500,
        parentalLeaveWeeks: 16,
      },
      { id: 'startup', name: 'Startup', baseSalary: 85_000, stockOptions: 50_000, vestingYears: 6 },
    ] satisfies OfferInput[],
    validate: (input) => validateOffers(input as OfferInput[]),
    calculate: (input) => compareOffers(input as OfferInput[]),
  },
};
