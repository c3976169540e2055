import { withDefaults } from '../shared/calculator-definition.js';
import { throwIfInvalid } from '../shared/engine-error.js';
import { COMPENSATION_DEFINITION } from './compensation-definition.js';
import {
  BENEFIT_FIELDS,
  COMPENSATION_DEFAULTS as C,
  COMPENSATION_STRENGTH_TEXT,
  COMPENSATION_THRESHOLDS as T,
  COMPENSATION_WEAKNESS_TEXT,
  PERK_FIELDS,
} from './constants.js';
import type {
  CompensationBreakdown,
  Offer,
  OfferComparison,
  OfferInput,
  OfferNote,
  OfferNumberField,
  StrengthCode,
  WeaknessCode,
} from './types.js';
import { validateOffers } from './validate-offers.js';

const OFFER_FIELDS = COMPENSATION_DEFINITION.fields.offers.item;

/** A bonus entered as a percent of base or as dollars, in $/year. */
const bonusAmount = (value: number, isPercent: boolean, base: number): number =>
  isPercent ? (base * value) / 100 : value;

const sum = (offer: Offer, fields: readonly OfferNumberField[]): number =>
  fields.reduce((total, field) => total + offer[field], 0);

/**
 * The average annual value of an offer over its vesting period (ADR 008), $/year:
 * - bonuses: performance bonus + company bonus target (each a percent of base when flagged)
 *   + profit sharing + overtime potential + signing bonus ÷ vesting years;
 * - equity: option grant value ÷ vesting years + annual RSU grants + ESPP discount on an
 *   assumed 10 % of base salary, where option value = options × max(FMV − strike, 0);
 * - retirement: 401(k) match % × base + supplemental retirement;
 * - benefits: health, life, mental health, family planning, childcare, student loan help;
 * - perks: stipends and allowances + relocation package ÷ vesting years.
 * PTO and parental leave are not priced: salary already pays for days off.
 */
function breakdownOf(offer: Offer): { breakdown: CompensationBreakdown; optionValue: number } {
  const base = offer.baseSalary;
  const years = offer.vestingYears;
  const optionValue = offer.stockOptions * Math.max(offer.fairMarketValue - offer.strikePrice, 0);
  const breakdown: CompensationBreakdown = {
    baseSalary: base,
    bonuses:
      bonusAmount(offer.performanceBonus, offer.isPerformanceBonusPercentage, base) +
      bonusAmount(offer.companyBonusTarget, offer.isCompanyBonusTargetPercentage, base) +
      offer.profitSharing +
      offer.overtimePotential +
      offer.signingBonus / years,
    equity:
      optionValue / years +
      offer.annualRsuGrants +
      (((base * C.esppContributionPercent) / 100) * offer.esppDiscount) / 100,
    retirement: (base * offer.matchPercentage401k) / 100 + offer.supplementalRetirement,
    benefits: sum(offer, BENEFIT_FIELDS),
    perks: sum(offer, PERK_FIELDS) + offer.relocationPackage / years,
  };
  return { breakdown, optionValue };
}

function notesOf(
  offer: Offer,
  optionValue: number,
): Pick<OfferComparison, 'strengths' | 'weaknesses'> {
  const strengths: OfferNote<StrengthCode>[] = [];
  const weaknesses: OfferNote<WeaknessCode>[] = [];
  const strength = (code: StrengthCode, when: boolean): void => {
    if (when) strengths.push({ code, text: COMPENSATION_STRENGTH_TEXT[code] });
  };
  const weakness = (code: WeaknessCode, when: boolean): void => {
    if (when) weaknesses.push({ code, text: COMPENSATION_WEAKNESS_TEXT[code] });
  };
  const base = offer.baseSalary;
  const bonus = bonusAmount(offer.performanceBonus, offer.isPerformanceBonusPercentage, base);
  const bonusPercent = offer.isPerformanceBonusPercentage
    ? offer.performanceBonus
    : base > 0
      ? (bonus / base) * 100
      : 0;
  const ptoDays = offer.isUnlimitedPTO ? C.unlimitedPtoDays : offer.ptoDays;

  strength('base-salary-high', base > T.baseSalaryHigh);
  weakness('base-salary-low', base < T.baseSalaryLow);
  strength('signing-bonus', offer.signingBonus > T.signingBonus);
  strength(
    'performance-bonus',
    bonusPercent > T.performanceBonusPercent || bonus > T.performanceBonusAmount,
  );
  strength('stock-options', optionValue > T.optionValue);
  weakness('vesting-very-long', offer.vestingYears > T.vestingVeryLongYears);
  weakness(
    'vesting-long',
    offer.vestingYears > T.vestingLongYears && offer.vestingYears <= T.vestingVeryLongYears,
  );
  strength('retirement-match', offer.matchPercentage401k >= T.retirementMatchPercent);
  strength('pto', ptoDays >= T.ptoDays);
  strength('learning', offer.learningBudget + offer.conferenceBudget > T.learningAndConference);
  strength('wellness', offer.wellnessStipend + offer.gymMembership > T.wellnessAndGym);
  strength('parental-leave-strong', offer.parentalLeaveWeeks >= T.parentalLeaveStrongWeeks);
  weakness('parental-leave-limited', offer.parentalLeaveWeeks < T.parentalLeaveLimitedWeeks);
  return { strengths, weaknesses };
}

/**
 * Compares 2 to 4 job offers by average annual total compensation over the vesting period
 * (bonuses, equity, retirement, benefits and perks on top of base salary; see the breakdown
 * rules in ADR 008), with hourly (÷ 2080) and daily (÷ 260) equivalents and the strengths and
 * weaknesses of product: compensation#formulas-and-constants, one result per offer in input order;
 * `isHighestTotal` marks the highest total (the first on ties). Missing fields take {@link
 * OFFER_DEFAULTS}. Amounts are unrounded.
 *
 * Vesting over 5 years is flagged `vesting-very-long` only; over 4 (up to 5) `vesting-long`.
 * The `stock-options` strength tests the whole grant's value (not annualised) against $10,000.
 *
 * @example
 * compareOffers([
 *   { id: 'current', baseSalary: 90000, performanceBonus: 10, matchPercentage401k: 4 },
 *   { id: 'new', baseSalary: 120000, signingBonus: 20000, matchPercentage401k: 6, ptoDays: 20 },
 * ]).map((o) => o.totalCompensation)
 * // [102600 (90000 + 9000 bonus + 3600 match), 132200 (120000 + 5000 signing/4 + 7200 match)]
 * @throws EngineError when {@link validateOffers} reports an issue.
 */
export function compareOffers(offers: readonly OfferInput[]): OfferComparison[] {
  throwIfInvalid(validateOffers(offers));
  const results = offers.map((input) => {
    const offer = withDefaults(OFFER_FIELDS, input);
    const { breakdown, optionValue } = breakdownOf(offer);
    const totalCompensation =
      breakdown.baseSalary +
      breakdown.bonuses +
      breakdown.equity +
      breakdown.retirement +
      breakdown.benefits +
      breakdown.perks;
    return {
      id: offer.id,
      name: offer.name,
      totalCompensation,
      breakdown,
      hourlyEquivalent: totalCompensation / C.workHoursPerYear,
      dailyEquivalent: totalCompensation / C.workDaysPerYear,
      optionValue,
      ...notesOf(offer, optionValue),
    };
  });
  const top = results.findIndex(
    (result) => result.totalCompensation === Math.max(...results.map((r) => r.totalCompensation)),
  );
  return results.map((result, index): OfferComparison => ({
    ...result,
    isHighestTotal: index === top,
  }));
}
