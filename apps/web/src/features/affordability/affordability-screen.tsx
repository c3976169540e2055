import {
  AFFORDABILITY_MESSAGES,
  assessAffordability,
  validateAffordability,
} from '@freedompath/engine/affordability';
import type { AffordabilityResult } from '@freedompath/engine/affordability';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { fieldErrors } from '../calculators/kit/fields/field-errors';
import type { FieldErrors } from '../calculators/kit/fields/field-errors';
import { textIssues } from '../calculators/kit/fields/parse-number';
import { useFocusFirstInvalid } from '../calculators/kit/fields/use-focus-first-invalid';
import { CalculateButton } from '../calculators/kit/gate/calculate-button';
import { useCalculationGate } from '../calculators/kit/gate/use-calculation-gate';
import { successNotices } from '../calculators/kit/notices/notify';
import { CopyLinkButton } from '../calculators/kit/plan/copy-link-button';
import { usePlanUrl } from '../calculators/kit/plan/use-plan-url';
import { CalculatorScreen } from '../calculators/kit/screen/calculator-screen';
import { AffordabilityForm } from './affordability-form';
import {
  formFromPlan,
  inputFromForm,
  optionalFields,
  planFromForm,
} from './affordability-form-state';
import type { AffordabilityFormState } from './affordability-form-state';
import type { AffordabilityPlan } from './affordability-plan';
import { AffordabilityResults } from './affordability-results';
import { affordabilityResultsSummary } from './affordability-results-summary';

/**
 * Can I Afford It? (spec §2): one form and, after the first successful calculation, a results
 * card with the score, its band and coloured bar, and what lowered the score. A shared link
 * fills the form in and shows no results until the visitor calculates.
 */
export function AffordabilityScreen({ plan }: { plan: AffordabilityPlan }) {
  const gate = useCalculationGate('affordability-calculator');
  const [form, setForm] = useState<AffordabilityFormState>(() => formFromPlan(plan));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const [result, setResult] = useState<AffordabilityResult | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  usePlanUrl(planFromForm(form, plan));
  useFocusFirstInvalid(formRef, errors);

  const calculate = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const optionalTexts = Object.fromEntries(optionalFields.map((field) => [field, form[field]]));
    const outcome = await gate.run({
      inputs: inputFromForm(form),
      validate: (input) => [
        ...textIssues(optionalTexts, AFFORDABILITY_MESSAGES.invalidNumber),
        ...validateAffordability(input),
      ],
      calculate: assessAffordability,
      successNotice: successNotices.calculationComplete,
    });
    if (outcome.status === 'invalid') {
      setErrors(fieldErrors(outcome.issues));
      const notNumbers = outcome.issues.some(
        (issue) => issue.message === AFFORDABILITY_MESSAGES.invalidNumber,
      );
      setFormMessage(notNumbers ? AFFORDABILITY_MESSAGES.invalidNumber : null);
    }
    if (outcome.status === 'calculated') {
      setErrors({});
      setFormMessage(null);
      setResult(outcome.result);
    }
  };

  return (
    <CalculatorScreen
      id="affordability-calculator"
      results={{
        summary: result ? affordabilityResultsSummary(result) : undefined,
        recalculate: () => formRef.current?.requestSubmit(),
      }}
    >
      <div className="grid gap-8">
        <form ref={formRef} noValidate onSubmit={(event) => void calculate(event)}>
          <AffordabilityForm
            form={form}
            onChange={(field, text) => setForm((current) => ({ ...current, [field]: text }))}
            errors={errors}
          >
            {formMessage ? (
              <p role="alert" className="text-sm font-medium text-red-700">
                {formMessage}
              </p>
            ) : null}
            <div className="flex flex-wrap items-start gap-3">
              <CalculateButton type="submit" gate={gate} label="Calculate Affordability" />
              <CopyLinkButton />
            </div>
          </AffordabilityForm>
        </form>
        {result ? <AffordabilityResults result={result} /> : null}
      </div>
    </CalculatorScreen>
  );
}
