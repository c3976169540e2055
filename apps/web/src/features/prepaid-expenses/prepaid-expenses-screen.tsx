import { calculatePrepaidExpenses, validatePrepaidExpenses } from '@freedompath/engine/prepaid';
import type { PrepaidExpensesInput, PrepaidExpensesResult } from '@freedompath/engine/prepaid';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { fieldErrors } from '../calculators/kit/fields/field-errors';
import type { FieldErrors } from '../calculators/kit/fields/field-errors';
import { useFocusFirstInvalid } from '../calculators/kit/fields/use-focus-first-invalid';
import { LockedView } from '../calculators/kit/gate/locked-view';
import { useCalculationGate } from '../calculators/kit/gate/use-calculation-gate';
import { successNotices } from '../calculators/kit/notices/notify';
import { usePlanUrl } from '../calculators/kit/plan/use-plan-url';
import { CalculatorScreen } from '../calculators/kit/screen/calculator-screen';
import { PrepaidExpensesForm } from './prepaid-expenses-form';
import { formFromPlan, inputFromForm, planFromForm } from './prepaid-expenses-form-state';
import type { PrepaidExpensesFormState } from './prepaid-expenses-form-state';
import type { PrepaidExpensesPlanValues } from './prepaid-expenses-plan';
import { PrepaidExpensesResults } from './prepaid-expenses-results';
import { prepaidExpensesResultsSummary } from './prepaid-expenses-results-summary';

interface Calculation {
  input: PrepaidExpensesInput;
  result: PrepaidExpensesResult;
}

/**
 * The Prepaid Expenses Calculator (spec §2): the break's length and its bills, then, after a
 * successful calculate, the summary with the breakdown by category and a planning tip. Once
 * the free calculations are spent the form gives way to the locked view, not a redirect; a
 * summary this visit already paid for stays below it. A shared link fills the form in and
 * shows no results until the visitor calculates.
 */
export function PrepaidExpensesScreen({ plan }: { plan: PrepaidExpensesPlanValues }) {
  const gate = useCalculationGate('prepaid-expenses-calculator');
  const [form, setForm] = useState<PrepaidExpensesFormState>(() => formFromPlan(plan));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [calculation, setCalculation] = useState<Calculation | null>(null);
  const formArea = useRef<HTMLDivElement>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  usePlanUrl(planFromForm(form, plan));
  useFocusFirstInvalid(formArea, errors);

  const calculate = async () => {
    const input = inputFromForm(form);
    const outcome = await gate.run({
      inputs: input,
      validate: validatePrepaidExpenses,
      calculate: calculatePrepaidExpenses,
      successNotice: successNotices.prepaidCalculated,
    });
    if (outcome.status === 'invalid') {
      setErrors(fieldErrors(outcome.issues));
    } else if (outcome.status === 'calculated') {
      flushSync(() => {
        setErrors({});
        setCalculation({ input, result: outcome.result });
      });
      resultsHeading.current?.focus();
    }
  };

  return (
    <CalculatorScreen
      id="prepaid-expenses-calculator"
      results={{
        summary: calculation
          ? prepaidExpensesResultsSummary(calculation.input, calculation.result)
          : undefined,
        recalculate: () => void calculate(),
      }}
    >
      <div className="grid gap-8">
        {gate.locked ? (
          <LockedView gate={gate} />
        ) : (
          <div ref={formArea}>
            <PrepaidExpensesForm
              form={form}
              onChange={setForm}
              errors={errors}
              gate={gate}
              onSubmit={() => void calculate()}
            />
          </div>
        )}
        {calculation ? (
          <PrepaidExpensesResults
            input={calculation.input}
            result={calculation.result}
            headingRef={resultsHeading}
          />
        ) : null}
      </div>
    </CalculatorScreen>
  );
}
