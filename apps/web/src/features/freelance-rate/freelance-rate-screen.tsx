import {
  calculateFreelanceRate,
  FREELANCE_MESSAGES,
  validateFreelanceRate,
} from '@freedompath/engine/freelance';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { fieldErrors } from '../calculators/kit/fields/field-errors';
import type { FieldErrors } from '../calculators/kit/fields/field-errors';
import { useFocusFirstInvalid } from '../calculators/kit/fields/use-focus-first-invalid';
import { useCalculationGate } from '../calculators/kit/gate/use-calculation-gate';
import { successNotices } from '../calculators/kit/notices/notify';
import { usePlanUrl } from '../calculators/kit/plan/use-plan-url';
import { CalculatorScreen } from '../calculators/kit/screen/calculator-screen';
import { FreelanceRateForm } from './freelance-rate-form';
import { formFromPlan, inputFromForm, planFromForm } from './freelance-rate-form-state';
import type { FreelanceRateFormState } from './freelance-rate-form-state';
import type { FreelanceRatePlanValues } from './freelance-rate-plan';
import { FreelanceRateResults } from './freelance-rate-results';
import type { FreelanceRateCalculation } from './freelance-rate-results';
import { freelanceRateResultsSummary } from './freelance-rate-results-summary';

/**
 * The Freelance Rate Calculator (spec §2): the inputs with the benefits list and the mark-up
 * sliders, then, after a successful calculate, the recommended hourly rate, the composition
 * bars and the breakdown. A shared link fills the form in and shows no results until the
 * visitor calculates.
 */
export function FreelanceRateScreen({ plan }: { plan: FreelanceRatePlanValues }) {
  const gate = useCalculationGate('freelance-rate-calculator');
  const [form, setForm] = useState<FreelanceRateFormState>(() => formFromPlan(plan));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const [calculation, setCalculation] = useState<FreelanceRateCalculation | null>(null);
  const formArea = useRef<HTMLDivElement>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  usePlanUrl(planFromForm(form, plan));
  useFocusFirstInvalid(formArea, errors);

  const calculate = async () => {
    const { input, textIssues } = inputFromForm(form);
    const outcome = await gate.run({
      inputs: input,
      validate: (inputs) => [...textIssues, ...validateFreelanceRate(inputs)],
      calculate: calculateFreelanceRate,
      successNotice: successNotices.calculationComplete,
    });
    if (outcome.status === 'invalid') {
      setErrors(fieldErrors(outcome.issues));
      const notNumbers = outcome.issues.some(
        (issue) => issue.message === FREELANCE_MESSAGES.salaryRequired,
      );
      setFormMessage(notNumbers ? FREELANCE_MESSAGES.salaryRequired : null);
    } else if (outcome.status === 'calculated') {
      flushSync(() => {
        setErrors({});
        setFormMessage(null);
        setCalculation({
          result: outcome.result,
          annualSalary: input.annualSalary,
          workHours: input.workHours ?? plan.workHours,
          benefitsTotal: form.benefits.reduce((sum, benefit) => sum + benefit.amount, 0),
          adjustments: { ...form.adjustments },
        });
      });
      resultsHeading.current?.focus();
    }
  };

  return (
    <CalculatorScreen
      id="freelance-rate-calculator"
      results={{
        summary: calculation ? freelanceRateResultsSummary(calculation) : undefined,
        recalculate: () => void calculate(),
      }}
    >
      <div className="grid gap-8">
        <div ref={formArea}>
          <FreelanceRateForm
            form={form}
            onChange={setForm}
            errors={errors}
            formMessage={formMessage}
            gate={gate}
            onSubmit={() => void calculate()}
          />
        </div>
        {calculation ? (
          <FreelanceRateResults calculation={calculation} headingRef={resultsHeading} />
        ) : null}
      </div>
    </CalculatorScreen>
  );
}
