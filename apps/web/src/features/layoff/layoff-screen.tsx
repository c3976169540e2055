import { calculateLayoff } from '@freedompath/engine/layoff';
import type { LayoffInput, LayoffResult } from '@freedompath/engine/layoff';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { fieldErrors } from '../calculators/kit/fields/field-errors';
import type { FieldErrors } from '../calculators/kit/fields/field-errors';
import { useFocusFirstInvalid } from '../calculators/kit/fields/use-focus-first-invalid';
import { CalculateButton } from '../calculators/kit/gate/calculate-button';
import { useCalculationGate } from '../calculators/kit/gate/use-calculation-gate';
import { successNotices } from '../calculators/kit/notices/notify';
import { CopyLinkButton } from '../calculators/kit/plan/copy-link-button';
import { usePlanUrl } from '../calculators/kit/plan/use-plan-url';
import { CalculatorScreen } from '../calculators/kit/screen/calculator-screen';
import { LayoffForm } from './layoff-form';
import { formFromPlan, inputFromForm, layoffFormIssues, planFromForm } from './layoff-form-state';
import type { LayoffFormState } from './layoff-form-state';
import type { LayoffPlan } from './layoff-plan';
import { LayoffRunwayCard } from './layoff-runway-card';
import { NextStepsList } from './next-steps-list';
import { SeverancePackage } from './severance-package';
import { layoffResultsSummary } from './layoff-results-summary';

const layoffTexts = {
  calculate: 'Calculate Transition Plan',
} as const;

/** The figures of the last successful calculation, with the inputs they came from. */
interface Calculated {
  input: LayoffInput;
  result: LayoffResult;
}

/**
 * The Layoff Transition Calculator (spec §2, §3, §9): severance and expense inputs (blanks count
 * as 0) and, after a successful calculation, the package, the runway bars and the Next Steps.
 * A shared link fills the form in and shows no results until the visitor calculates. When the
 * quota is spent the gate refuses in place with the spec's message (no redirect).
 */
export function LayoffScreen({ plan }: { plan: LayoffPlan }) {
  const gate = useCalculationGate('layoff-calculator');
  const [form, setForm] = useState<LayoffFormState>(() => formFromPlan(plan));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [calculated, setCalculated] = useState<Calculated | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  usePlanUrl(planFromForm(form, plan));
  useFocusFirstInvalid(formRef, errors);

  const calculate = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = inputFromForm(form);
    const outcome = await gate.run({
      inputs: input,
      validate: (checked) => layoffFormIssues(form, checked),
      calculate: calculateLayoff,
      successNotice: successNotices.layoffCalculated,
    });
    if (outcome.status === 'invalid') setErrors(fieldErrors(outcome.issues));
    if (outcome.status === 'calculated') {
      flushSync(() => {
        setErrors({});
        setCalculated({ input, result: outcome.result });
      });
      resultsHeading.current?.focus();
    }
  };

  return (
    <CalculatorScreen
      id="layoff-calculator"
      results={{
        summary: calculated ? layoffResultsSummary(calculated.input, calculated.result) : undefined,
        recalculate: () => formRef.current?.requestSubmit(),
      }}
    >
      <div className="grid grid-cols-1 gap-8">
        <form
          ref={formRef}
          noValidate
          aria-labelledby="layoff-form-heading"
          onSubmit={(event) => void calculate(event)}
        >
          <LayoffForm
            form={form}
            onChange={(field, text) => setForm((current) => ({ ...current, [field]: text }))}
            errors={errors}
          >
            <div className="flex flex-wrap items-start justify-between gap-4">
              <CalculateButton type="submit" gate={gate} label={layoffTexts.calculate} />
              <CopyLinkButton />
            </div>
          </LayoffForm>
        </form>
        {calculated ? (
          <div className="grid grid-cols-1 gap-8">
            <SeverancePackage
              input={calculated.input}
              result={calculated.result}
              headingRef={resultsHeading}
            />
            <LayoffRunwayCard input={calculated.input} result={calculated.result} />
            <NextStepsList input={calculated.input} result={calculated.result} />
          </div>
        ) : null}
      </div>
    </CalculatorScreen>
  );
}
