import {
  CAREER_BREAK_MESSAGES,
  calculateCareerBreakBudget,
} from '@freedompath/engine/career-break';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Card } from '@/components/ui/card';
import { parseNumber } from '../calculators/kit/fields/parse-number';
import { CalculateActions } from '../calculators/kit/screen/calculate-actions';
import { CalculatorScreen } from '../calculators/kit/screen/calculator-screen';
import { useCalculatorScreen } from '../calculators/kit/screen/use-calculator-screen';
import { BreakDetailsFields } from './break-details-fields';
import type { BreakDetailsKey } from './break-details-fields';
import { careerBreakResultsSummary } from './career-break-results-summary';
import { CareerBreakGuide } from './career-break-guide';
import { careerBreakForm, careerBreakFormIssues } from './career-break-form-state';
import type { ExpenseItem } from './career-break-form-state';
import type { CareerBreakPlanValues } from './career-break-plan';
import { ExpenseEditor } from './expense-editor';
import { FinancialSummary } from './financial-summary';
import { FundingSourceAnalysis } from './funding-source-analysis';
import { groupExpenses } from './group-expenses';
import { ImpactAnalysis } from './impact-analysis';

/**
 * The Career Break Budget Calculator (product: career-break#screen): the break's details, the
 * itemised expense list, Calculate (enabled once a duration is entered and the expenses total more
 * than 0), then the Impact Analysis and Funding Source Analysis cards. The financial summary strip
 * follows the form as it is typed. A shared link restores the form and shows no results until
 * Calculate.
 */
export function CareerBreakScreen({ plan }: { plan: CareerBreakPlanValues }) {
  const screen = useCalculatorScreen({
    id: 'career-break-calculator',
    form: careerBreakForm,
    plan,
    issues: careerBreakFormIssues,
    // The results explain the budget as calculated, so they keep its input.
    calculate: (input) => ({ input, result: calculateCareerBreakBudget(input) }),
    summary: (calculation) => careerBreakResultsSummary(calculation.input, calculation.result),
    report: (calculation) => calculation.result,
  });
  const { form, gate, formRef, result: calculation } = screen;
  const [pending, setPending] = useState(false);
  const formId = useId();

  const { errors } = screen;
  const { total } = groupExpenses(form.expenses);
  const durationEntered = form.durationYears.trim() !== '';
  const ready = durationEntered && total > 0;
  const invalidNumbers = Object.values(errors).includes(CAREER_BREAK_MESSAGES.invalidNumbers);

  /** Editing a field takes back the last calculate's messages about it. */
  const hideErrors = (path: string) => screen.clearErrors((each) => each === path);
  const setText = (key: BreakDetailsKey, text: string) => {
    screen.change(key, text);
    hideErrors(key);
  };
  const setExpenses = (expenses: readonly ExpenseItem[]) => {
    screen.change('expenses', expenses);
    hideErrors('expenses');
  };
  const focusSavings = () => {
    const field = formRef.current?.elements.namedItem('currentSavings');
    if (field instanceof HTMLInputElement) field.focus();
  };

  const calculate = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || pending) return;
    setPending(true);
    const outcome = await screen.calculate();
    setPending(false);
    if (outcome.status === 'invalid') screen.setResult(null);
  };

  const savingsMissing = form.currentSavings.trim() === '';
  // product: career-break#rules: results need an expense total above 0 as well as a computed
  // result.
  const showResults = calculation !== null && total > 0;

  return (
    <CalculatorScreen
      {...screen.frame}
      guide={<CareerBreakGuide />}
      results={{
        ...screen.frame.results,
        summary: showResults ? screen.frame.results.summary : undefined,
      }}
    >
      <div className="grid gap-6">
        <FinancialSummary
          annualIncome={amountOrZero(form.currentAnnualIncome)}
          savings={amountOrZero(form.currentSavings)}
          savingsMissing={savingsMissing}
          onEnterSavings={focusSavings}
        />
        <form id={formId} ref={formRef} noValidate onSubmit={(event) => void calculate(event)}>
          <Card className="grid gap-5">
            <h2 className="text-xl font-semibold text-slate-900">Break Details</h2>
            <BreakDetailsFields form={form} errors={errors} onChange={setText} />
          </Card>
        </form>
        <Card>
          <ExpenseEditor expenses={form.expenses} onChange={setExpenses} error={errors.expenses} />
        </Card>
        <div className="grid gap-3">
          <CalculateActions
            gate={gate}
            form={formId}
            alert={invalidNumbers ? CAREER_BREAK_MESSAGES.invalidNumbers : null}
            missing={
              ready
                ? null
                : durationEntered
                  ? 'Add at least one expense above $0 to calculate.'
                  : 'Enter a duration and add at least one expense to calculate.'
            }
            busy={pending}
          />
        </div>
        {showResults ? (
          <div className="grid gap-6">
            <ImpactAnalysis
              input={calculation.input}
              result={calculation.result}
              headingRef={screen.resultsHeading}
            />
            <FundingSourceAnalysis result={calculation.result} />
          </div>
        ) : null}
      </div>
    </CalculatorScreen>
  );
}

/**
 * A money field's figure for the summary: 0 when blank (product: career-break#validation),
 * undefined when not a number.
 */
function amountOrZero(text: string): number | undefined {
  return text.trim() === '' ? 0 : parseNumber(text);
}
