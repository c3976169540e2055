import { readFile } from 'node:fs/promises';
import {
  calculatorInputSchemas,
  calculators,
  type CalculationSlug,
  type CalculatorInputs,
} from '@freedompath/contracts';
import {
  CAREER_BREAK_DEFAULTS,
  COST_OF_LIVING_DEFAULTS,
  DEBT_DEFAULTS,
  FREELANCE_DEFAULTS,
  INTERNATIONAL_COUNTRIES,
  INTERNATIONAL_DEFAULTS,
  LAYOFF_DEFAULTS,
  PART_TIME_DEFAULTS,
  PAYCHECK_DEFAULTS,
  PREPAID_DEFAULTS,
  RUNWAY_DEFAULTS,
  TRAVEL_DEFAULTS,
  assessAffordability,
  calculateCareerBreakBudget,
  calculateCostOfLiving,
  calculateDebtPaydown,
  calculateFreelanceRate,
  calculateInternationalRunway,
  calculateLayoff,
  calculatePrepaidExpenses,
  calculateRunway,
  compareOffers,
  comparePartTime,
  createDefaultOffer,
  planPaychecks,
  planTrip,
} from '@freedompath/engine';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { engineCalculations } from './engine-calculations.js';

const slugs = Object.keys(engineCalculations) as CalculationSlug[];

function exampleOf<Slug extends CalculationSlug>(slug: Slug): CalculatorInputs[Slug] {
  return (z.globalRegistry.get(calculatorInputSchemas[slug]) as { example: CalculatorInputs[Slug] })
    .example;
}

/**
 * Engine subpaths that are not calculators of the registry, and why. The readiness quiz is the
 * planning guides' assessment: no slug, no quota ledger type, nothing to spend.
 */
const NOT_CALCULATIONS = {
  readiness: 'the readiness quiz of the planning guides',
  fire: 'the FIRE simulator, which runs in the browser (ADR 030)',
};

/** Each calculator's answer straight from the engine, for the example inputs. */
const engineAnswers: { [Slug in CalculationSlug]: (inputs: CalculatorInputs[Slug]) => unknown } = {
  runway: calculateRunway,
  'career-break': calculateCareerBreakBudget,
  'cost-of-living': calculateCostOfLiving,
  'international-runway': calculateInternationalRunway,
  'part-time': comparePartTime,
  compensation: ({ offers }) => compareOffers(offers),
  'paycheck-planner': planPaychecks,
  'freelance-rate': calculateFreelanceRate,
  layoff: calculateLayoff,
  affordability: assessAffordability,
  'prepaid-expenses': calculatePrepaidExpenses,
  'debt-paydown': calculateDebtPaydown,
  'travel-planner': planTrip,
};

/** Inputs made of the engine's exported defaults, completed where a default has no value. */
const engineDefaults: Record<CalculationSlug, unknown> = {
  runway: { ...exampleOf('runway'), ...RUNWAY_DEFAULTS },
  'career-break': {
    durationYears: 1,
    emergencyBufferPercent: CAREER_BREAK_DEFAULTS.emergencyBufferPercent,
    currentSavings: CAREER_BREAK_DEFAULTS.currentSavings,
    currentAnnualIncome: CAREER_BREAK_DEFAULTS.currentAnnualIncome,
    expenses: [
      { id: 'rent', name: 'Rent', amount: 2000, category: CAREER_BREAK_DEFAULTS.category },
    ],
  },
  'cost-of-living': COST_OF_LIVING_DEFAULTS,
  'international-runway': {
    cashSavings: INTERNATIONAL_DEFAULTS.cashSavings,
    investments: INTERNATIONAL_DEFAULTS.investments,
    monthlyRemoteIncome: INTERNATIONAL_DEFAULTS.monthlyRemoteIncome,
    portfolioWithdrawal: INTERNATIONAL_DEFAULTS.portfolioWithdrawal,
    runwayCalculationType: INTERNATIONAL_DEFAULTS.runwayCalculationType,
    includeIncome: INTERNATIONAL_DEFAULTS.includeIncome,
    selectedCountries: INTERNATIONAL_COUNTRIES.map(({ id }) => id),
  },
  'part-time': PART_TIME_DEFAULTS,
  compensation: {
    offers: [createDefaultOffer('current', 'Current Job'), createDefaultOffer('new', 'New Offer')],
  },
  'paycheck-planner': {
    monthlyIncome: 4000,
    payFrequency: PAYCHECK_DEFAULTS.payFrequency,
    startDate: '2026-01-01',
  },
  'freelance-rate': {
    annualSalary: 104_000,
    workHours: FREELANCE_DEFAULTS.workHours,
    adjustments: { ...FREELANCE_DEFAULTS.adjustments },
  },
  layoff: LAYOFF_DEFAULTS,
  affordability: exampleOf('affordability'),
  'prepaid-expenses': PREPAID_DEFAULTS,
  'debt-paydown': {
    ...exampleOf('debt-paydown'),
    extraMonthlyPayment: DEBT_DEFAULTS.extraMonthlyPayment,
    bonusPayments: [...DEBT_DEFAULTS.bonusPayments],
    rolloverFreedPayments: DEBT_DEFAULTS.rolloverFreedPayments,
  },
  'travel-planner': {
    ...exampleOf('travel-planner'),
    baseDailyCost: TRAVEL_DEFAULTS.baseDailyCost,
  },
};

describe('engineCalculations', () => {
  it('computes every calculator of the engine, or says why not', async () => {
    const engineManifest = new URL(import.meta.resolve('@freedompath/engine/package.json'));
    const { exports } = JSON.parse(await readFile(engineManifest, 'utf8')) as {
      exports: Record<string, unknown>;
    };
    // One subpath per calculator, besides the root and the manifest itself.
    const engineModules = Object.keys(exports)
      .filter((subpath) => subpath !== '.' && subpath !== './package.json')
      .map((subpath) => subpath.replace(/^\.\//, ''));
    const computed = slugs.map((slug) => engineCalculations[slug].engineModule);
    expect([...computed, ...Object.keys(NOT_CALCULATIONS)].sort()).toEqual(engineModules.sort());
    expect(new Set(computed).size).toBe(computed.length);
    expect(slugs.sort()).toEqual(Object.keys(calculatorInputSchemas).sort());
  });

  it("spends each calculation under its calculator's ledger type", () => {
    for (const { slug, ledgerType, title } of calculators) {
      if (slug === 'fire') continue;
      expect(engineCalculations[slug]).toMatchObject({ slug, ledgerType, title });
    }
  });

  it.each(slugs)("%s: the schema accepts the engine's defaults", (slug) => {
    const defaults = engineDefaults[slug];
    expect(calculatorInputSchemas[slug].parse(defaults)).toEqual(defaults);
  });

  it.each(slugs)('%s: answers what the engine answers, in its wire form', (slug) => {
    const calculation = engineCalculations[slug];
    const inputs = exampleOf(slug);
    expect(calculation.validate(inputs)).toEqual([]);
    const wire = calculation.calculate(inputs);
    // What JSON carries is what was computed: nothing turns into a silent null.
    expect(JSON.parse(JSON.stringify(wire))).toEqual(wire);
    const direct = (engineAnswers[slug] as (inputs: unknown) => unknown)(inputs);
    if (!['runway', 'international-runway', 'layoff', 'debt-paydown'].includes(slug)) {
      expect(wire).toEqual(direct);
    }
  });

  it('documents each route with its example and the answer to it', () => {
    for (const slug of slugs) {
      const { body, response, calculate } = engineCalculations[slug];
      const example = exampleOf(slug);
      expect(z.globalRegistry.get(body)).toMatchObject({ example: { inputs: example } });
      expect(z.globalRegistry.get(response)).toMatchObject({
        example: { result: calculate(example), remaining: 4 },
      });
      expect(z.safeEncode(response, { result: calculate(example), remaining: 4 }).success).toBe(
        true,
      );
    }
  });

  it('sends an endless runway as null with runwayMonthsInfinite, for each stress too', () => {
    const covered = { ...exampleOf('runway'), monthlyIncomeBreak: 3000 };
    const { stress: engineStress, runwayMonths, ...rest } = calculateRunway(covered);
    expect(runwayMonths).toBe(Number.POSITIVE_INFINITY);
    const wire = engineCalculations.runway.calculate(covered);
    expect(wire).toEqual({
      ...rest,
      runwayMonths: null,
      runwayMonthsInfinite: true,
      stress: engineStress.map(({ runwayMonths: months, ...scenario }) => ({
        ...scenario,
        runwayMonths: Number.isFinite(months) ? months : null,
        runwayMonthsInfinite: !Number.isFinite(months),
      })),
    });
    // Higher expenses end the runway: both forms meet in one answer.
    expect(engineStress.some(({ runwayMonths: months }) => Number.isFinite(months))).toBe(true);
    const finite = engineCalculations.runway.calculate(exampleOf('runway'));
    expect(finite).toMatchObject({
      runwayMonths: calculateRunway(exampleOf('runway')).runwayMonths,
      runwayMonthsInfinite: false,
    });
  });

  it('sends both layoff runways in the same form', () => {
    const { expenses } = exampleOf('layoff');
    const covered = {
      ...exampleOf('layoff'),
      expenses: { ...expenses, unemploymentBenefit: 2000 },
    };
    const { financialRunway, runwayWithUnemployment, ...rest } = calculateLayoff(covered);
    expect(runwayWithUnemployment).toBe(Number.POSITIVE_INFINITY);
    expect(engineCalculations.layoff.calculate(covered)).toEqual({
      ...rest,
      financialRunway,
      financialRunwayInfinite: false,
      runwayWithUnemployment: null,
      runwayWithUnemploymentInfinite: true,
    });
    const noExpenses = { severance: {}, expenses: { emergencyFund: 1000 } };
    expect(engineCalculations.layoff.calculate(noExpenses)).toMatchObject({
      financialRunway: null,
      financialRunwayInfinite: true,
    });
  });

  it('sends each country runway in the same form', () => {
    const inputs = { ...exampleOf('international-runway'), monthlyRemoteIncome: 1000 };
    const { countries, ...rest } = calculateInternationalRunway(inputs);
    expect(countries.map(({ runwayMonths }) => Number.isFinite(runwayMonths))).toEqual([
      true,
      false,
    ]);
    expect(engineCalculations['international-runway'].calculate(inputs)).toEqual({
      ...rest,
      countries: countries.map(({ runwayMonths, ...country }) => ({
        ...country,
        runwayMonths: Number.isFinite(runwayMonths) ? runwayMonths : null,
        runwayMonthsInfinite: !Number.isFinite(runwayMonths),
      })),
    });
  });

  it('answers each debt strategy without its month-by-month schedule', () => {
    const inputs = exampleOf('debt-paydown');
    const engine = calculateDebtPaydown(inputs);
    expect(engineCalculations['debt-paydown'].calculate(inputs)).toEqual({
      strategies: engine.strategies.map(
        ({
          strategy,
          totalInterestPaid,
          totalPayments,
          debtFreeDate,
          monthsToPayoff,
          milestones,
        }) => ({
          strategy,
          totalInterestPaid,
          totalPayments,
          debtFreeDate,
          monthsToPayoff,
          milestones,
        }),
      ),
    });
    expect(engine.strategies.map((s) => [s.strategy.name, s.monthsToPayoff])).toEqual([
      ['Debt Snowball', 23],
      ['Debt Avalanche', 23],
      ['Hybrid', 23],
    ]);
  });
});
