import { calculatePrepaidExpenses } from '@freedompath/engine/prepaid';
import type { PrepaidExpensesInput, PrepaidExpensesResult } from '@freedompath/engine/prepaid';
import { LockedView } from '../calculators/kit/gate/locked-view';
import { successNotices } from '../calculators/kit/notices/notify';
import { CalculatorScreen } from '../calculators/kit/screen/calculator-screen';
import { useCalculatorScreen } from '../calculators/kit/screen/use-calculator-screen';
import { PrepaidExpensesForm } from './prepaid-expenses-form';
import { prepaidExpensesForm, prepaidExpensesFormIssues } from './prepaid-expenses-form-state';
import type { PrepaidExpensesPlanValues } from './prepaid-expenses-plan';
import { PrepaidExpensesResults } from './prepaid-expenses-results';
import { prepaidExpensesResultsSummary } from './prepaid-expenses-results-summary';

/** The figures of a successful calculation, with the inputs they came from. */
interface Calculation {
  input: PrepaidExpensesInput;
  result: PrepaidExpensesResult;
}

/**
 * The Prepaid Expenses Calculator (product: prepaid-expenses#screen): the break's length and its
 * bills, then, after a successful calculate, the summary with the breakdown by category and a
 * planning tip. Once the free calculations are spent the form gives way to the locked view, not a
 * redirect; a summary this visit already paid for stays below it. A shared link fills the form in
 * and shows no results until the visitor calculates.
 */
export function PrepaidExpensesScreen({ plan }: { plan: PrepaidExpensesPlanValues }) {
  const screen = useCalculatorScreen({
    id: 'prepaid-expenses-calculator',
    form: prepaidExpensesForm,
    plan,
    issues: prepaidExpensesFormIssues,
    calculate: (input): Calculation => ({ input, result: calculatePrepaidExpenses(input) }),
    summary: ({ input, result }) => prepaidExpensesResultsSummary(input, result),
    report: ({ result }) => result,
    successNotice: successNotices.prepaidCalculated,
  });
  const { gate, result: calculation } = screen;

  const calculate = () => void screen.calculate();

  return (
    <CalculatorScreen
      {...screen.frame}
      // The locked view has no form to submit; a reopened plan's Recalculate still asks the
      // gate, which says why it refuses.
      results={{ ...screen.frame.results, recalculate: calculate }}
    >
      <div className="grid gap-8">
        {gate.locked ? (
          <LockedView gate={gate} />
        ) : (
          <PrepaidExpensesForm
            form={screen.form}
            onChange={screen.setForm}
            errors={screen.errors}
            gate={gate}
            onSubmit={calculate}
            formRef={screen.formRef}
          />
        )}
        {calculation ? (
          <PrepaidExpensesResults
            input={calculation.input}
            result={calculation.result}
            headingRef={screen.resultsHeading}
          />
        ) : null}
      </div>
    </CalculatorScreen>
  );
}
