import { calculateLayoff, LAYOFF_DEFAULTS } from '@freedompath/engine/layoff';
import type { LayoffInput } from '@freedompath/engine/layoff';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { layoffNextSteps } from './next-steps';

const stepsFor = (input: LayoffInput) => layoffNextSteps(input, calculateLayoff(input));
const ids = (input: LayoffInput) => stepsFor(input).map((step) => step.id);
const step = (input: LayoffInput, id: string) => stepsFor(input).find((s) => s.id === id);

const withSeverance = (severance: LayoffInput['severance']): LayoffInput => ({
  severance: { ...LAYOFF_DEFAULTS.severance, ...severance },
  expenses: LAYOFF_DEFAULTS.expenses,
});
const withExpenses = (expenses: LayoffInput['expenses']): LayoffInput => ({
  severance: LAYOFF_DEFAULTS.severance,
  expenses: { ...LAYOFF_DEFAULTS.expenses, ...expenses },
});

describe('layoffNextSteps', () => {
  it('orders the defaults’ steps by urgency: file this week, health cover before it ends', () => {
    expect(ids(LAYOFF_DEFAULTS)).toEqual([
      'file-unemployment',
      'review-severance',
      'review-budget',
      'debt-hardship',
      'set-aside-tax',
      'keep-package-safe',
      'health-insurance',
      'job-search',
    ]);
    const steps = stepsFor(LAYOFF_DEFAULTS);
    expect(steps[0]).toEqual({
      id: 'file-unemployment',
      when: 'This week',
      title: 'File for unemployment in your first week',
      why: 'Your plan counts on $1,949 a month of benefit, which usually starts only from the week you file. Ask your state whether your severance delays it.',
    });
    expect(steps.find((s) => s.id === 'health-insurance')).toMatchObject({
      when: 'Within 3 months',
      title: 'Choose health cover before your employer’s ends',
    });
    expect(step(LAYOFF_DEFAULTS, 'health-insurance')?.why).toContain(
      'Your employer pays $500 a month of health cover for 3 months.',
    );
    expect(step(LAYOFF_DEFAULTS, 'health-insurance')?.why).toContain(
      'Your expenses list $200 a month for healthcare',
    );
    expect(step(LAYOFF_DEFAULTS, 'review-budget')?.when).toBe('Within 30 days');
    expect(step(LAYOFF_DEFAULTS, 'review-budget')?.why).toContain(
      'Your money lasts 7 months, 27 days without unemployment benefit.',
    );
    expect(step(LAYOFF_DEFAULTS, 'debt-hardship')?.why).toContain(
      'Debt payments take $500 of your $4,500 a month.',
    );
  });

  it('puts spending cuts first when even the benefit leaves under 3 months', () => {
    const input: LayoffInput = {
      severance: {},
      expenses: { housing: 5000, emergencyFund: 5000 },
    };
    expect(ids(input)).toEqual([
      'cut-spending',
      'file-unemployment',
      'health-insurance',
      'negotiate-severance',
      'keep-retirement',
      'job-search',
    ]);
    const [cut, file, health] = stepsFor(input);
    expect(cut).toMatchObject({ when: 'Today', title: 'Cut non-essential spending now' });
    expect(cut?.why).toContain('your money lasts 1 month, 0 days');
    expect(file).toMatchObject({ when: 'Today', title: 'File for unemployment now' });
    expect(health).toMatchObject({ when: 'This week', title: 'Arrange health insurance' });
  });

  it('reviews the budget within 2 weeks when the runway without benefit is under 6 months', () => {
    const input = withExpenses({ emergencyFund: 0 });
    expect(step(input, 'review-budget')).toMatchObject({ when: 'Within 2 weeks' });
    expect(ids(input)).toContain('keep-retirement');
    expect(ids(LAYOFF_DEFAULTS)).not.toContain('keep-retirement');
  });

  it('asks to negotiate a low severance and unpaid PTO, and reviews a fair one', () => {
    const low = step(
      withSeverance({ severanceWeeksPerYear: 1, ptoPayoutRate: 50 }),
      'negotiate-severance',
    );
    expect(low).toMatchObject({ when: 'Before you sign' });
    expect(low?.why).toContain(
      'Ask for more severance: you are offered 1 week of pay per year of service, where one to two is common; and all 10 unused PTO days paid (you are offered 50%',
    );
    expect(ids(withSeverance({ severanceWeeksPerYear: 2.5 }))).toContain('review-severance');
    expect(ids(withSeverance({ unusedPTO: 0, ptoPayoutRate: 0 }))).toContain('review-severance');
  });

  it('says a covered benefit still ends, and asks to list expenses when there are none', () => {
    const covered = step(withExpenses({ unemploymentBenefit: 2000 }), 'file-unemployment');
    expect(covered?.why).toContain('benefits usually last up to 26 weeks');
    const none: LayoffInput = { severance: LAYOFF_DEFAULTS.severance, expenses: {} };
    expect(stepsFor(none)[0]).toMatchObject({ id: 'list-expenses', when: 'Today' });
    expect(step(none, 'job-search')?.why).not.toContain('Your money lasts');
  });

  it('always gives unique steps with words, never NaN, Infinity or undefined', () => {
    const amount = fc.option(fc.double({ min: 0, max: 1e12, noNaN: true }), { nil: undefined });
    const bounded = (max: number) =>
      fc.option(fc.double({ min: 0, max, noNaN: true }), { nil: undefined });
    fc.assert(
      fc.property(
        fc.record({
          baseSalary: amount,
          yearsOfService: bounded(100),
          severanceWeeksPerYear: bounded(52),
          unusedPTO: bounded(1000),
          ptoPayoutRate: bounded(100),
          healthBenefitsCost: amount,
          healthBenefitsDuration: bounded(120),
        }),
        fc.record({
          housing: amount,
          debt: amount,
          healthcare: amount,
          emergencyFund: amount,
          unemploymentBenefit: amount,
        }),
        (severance, expenses) => {
          const input = JSON.parse(JSON.stringify({ severance, expenses })) as LayoffInput;
          const steps = stepsFor(input);
          expect(new Set(steps.map((s) => s.id)).size).toBe(steps.length);
          expect(steps.at(-1)?.id).toBe('job-search');
          for (const s of steps) {
            expect(`${s.when} ${s.title} ${s.why}`).not.toMatch(/NaN|Infinity|undefined|—/);
          }
        },
      ),
    );
  });
});
