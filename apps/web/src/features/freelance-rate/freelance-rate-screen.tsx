import {
  calculateFreelanceRate,
  FREELANCE_DEFAULTS,
  FREELANCE_MESSAGES,
} from '@freedompath/engine/freelance';
import type { FreelanceRateInput } from '@freedompath/engine/freelance';
import { CalculatorScreen } from '../calculators/kit/screen/calculator-screen';
import { useCalculatorScreen } from '../calculators/kit/screen/use-calculator-screen';
import { FreelanceRateForm } from './freelance-rate-form';
import { freelanceRateForm, freelanceRateFormIssues } from './freelance-rate-form-state';
import type { FreelanceRatePlanValues } from './freelance-rate-plan';
import { FreelanceRateResults } from './freelance-rate-results';
import type { FreelanceRateCalculation } from './freelance-rate-results';
import { freelanceRateResultsSummary } from './freelance-rate-results-summary';

/** The engine's rate with the figures it was calculated from, which the results restate. */
function freelanceRateCalculation(input: FreelanceRateInput): FreelanceRateCalculation {
  return {
    result: calculateFreelanceRate(input),
    annualSalary: input.annualSalary,
    workHours: input.workHours ?? FREELANCE_DEFAULTS.workHours,
    benefitsTotal: (input.benefits ?? []).reduce((sum, benefit) => sum + benefit.amount, 0),
    adjustments: { ...FREELANCE_DEFAULTS.adjustments, ...input.adjustments },
  };
}

/**
 * The Freelance Rate Calculator (product: freelance-rate#screen): the inputs with the benefits list
 * and the mark-up sliders, then, after a successful calculate, the recommended hourly rate, the
 * composition bars and the breakdown. A shared link fills the form in and shows no results until
 * the visitor calculates.
 */
export function FreelanceRateScreen({ plan }: { plan: FreelanceRatePlanValues }) {
  const screen = useCalculatorScreen({
    id: 'freelance-rate-calculator',
    form: freelanceRateForm,
    plan,
    issues: freelanceRateFormIssues,
    calculate: freelanceRateCalculation,
    summary: freelanceRateResultsSummary,
    report: (calculation) => calculation.result,
  });
  const calculation = screen.result;
  const formMessage = Object.values(screen.errors).includes(FREELANCE_MESSAGES.salaryRequired)
    ? FREELANCE_MESSAGES.salaryRequired
    : null;

  const calculate = () => void screen.calculate();

  return (
    <CalculatorScreen
      {...screen.frame}
      // The form holds a calculate back until a salary is entered; a reopened plan's
      // Recalculate asks the gate and the engine, which say why.
      results={{ ...screen.frame.results, recalculate: calculate }}
    >
      <div className="grid gap-8">
        <FreelanceRateForm
          form={screen.form}
          onChange={screen.setForm}
          errors={screen.errors}
          formMessage={formMessage}
          gate={screen.gate}
          onSubmit={calculate}
          formRef={screen.formRef}
        />
        {calculation ? (
          <FreelanceRateResults calculation={calculation} headingRef={screen.resultsHeading} />
        ) : null}
      </div>
    </CalculatorScreen>
  );
}
