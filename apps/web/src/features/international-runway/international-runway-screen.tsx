import {
  calculateInternationalRunway,
  INTERNATIONAL_MESSAGES,
  validateInternationalRunway,
} from '@freedompath/engine/international';
import type { InternationalRunwayResult } from '@freedompath/engine/international';
import { useEffect, useRef, useState } from 'react';
import { fieldErrors } from '../calculators/kit/fields/field-errors';
import type { FieldErrors } from '../calculators/kit/fields/field-errors';
import { useFocusFirstInvalid } from '../calculators/kit/fields/use-focus-first-invalid';
import { useCalculationGate } from '../calculators/kit/gate/use-calculation-gate';
import { successNotices } from '../calculators/kit/notices/notify';
import { usePlanUrl } from '../calculators/kit/plan/use-plan-url';
import { CalculatorScreen } from '../calculators/kit/screen/calculator-screen';
import { InternationalRunwayForm } from './international-runway-form';
import {
  amountTextIssues,
  formFromPlan,
  inputsFromForm,
  planFromForm,
} from './international-runway-form-state';
import type { InternationalRunwayFormState } from './international-runway-form-state';
import type { InternationalRunwayPlan } from './international-runway-plan';
import { InternationalRunwayResults } from './international-runway-results';
import { internationalRunwayResultsSummary } from './international-runway-results-summary';

/** What the last calculate action left on screen; a new object each time, to move focus. */
type Shown =
  | { status: 'calculated'; result: InternationalRunwayResult }
  | { status: 'invalid'; errors: FieldErrors }
  | { status: 'failed' };

/**
 * The International Financial Runway Calculator: the form, then one card per chosen country.
 * A shared link fills the form in; nothing is calculated until the visitor asks.
 */
export function InternationalRunwayScreen({ plan }: { plan: InternationalRunwayPlan }) {
  const gate = useCalculationGate('international-runway-calculator');
  const [form, setForm] = useState(() => formFromPlan(plan));
  const [shown, setShown] = useState<Shown>();
  const formRef = useRef<HTMLFormElement>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const errors = shown?.status === 'invalid' ? shown.errors : {};
  usePlanUrl(planFromForm(form, plan));
  useFocusFirstInvalid(formRef, errors);

  useEffect(() => {
    if (shown?.status === 'calculated') resultsHeading.current?.focus();
  }, [shown]);

  const change = (patch: Partial<InternationalRunwayFormState>) =>
    setForm((current) => ({ ...current, ...patch }));

  const calculate = async () => {
    const outcome = await gate.run({
      inputs: inputsFromForm(form),
      validate: (inputs) => [...amountTextIssues(form), ...validateInternationalRunway(inputs)],
      calculate: calculateInternationalRunway,
      successNotice: successNotices.calculationComplete,
    });
    if (outcome.status === 'calculated') setShown({ status: 'calculated', result: outcome.result });
    if (outcome.status === 'invalid') {
      setShown({ status: 'invalid', errors: fieldErrors(outcome.issues) });
    }
    if (outcome.status === 'failed') setShown({ status: 'failed' });
  };

  return (
    <CalculatorScreen
      id="international-runway-calculator"
      wide
      results={{
        summary:
          shown?.status === 'calculated'
            ? internationalRunwayResultsSummary(shown.result)
            : undefined,
        recalculate: () => void calculate(),
      }}
    >
      <div className="grid gap-8">
        <InternationalRunwayForm
          form={form}
          onChange={change}
          errors={errors}
          gate={gate}
          onSubmit={() => void calculate()}
          formRef={formRef}
        />
        {shown?.status === 'calculated' ? (
          <InternationalRunwayResults result={shown.result} headingRef={resultsHeading} />
        ) : null}
        {shown?.status === 'failed' ? (
          <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
            {INTERNATIONAL_MESSAGES.calculationError}
          </p>
        ) : null}
      </div>
    </CalculatorScreen>
  );
}
