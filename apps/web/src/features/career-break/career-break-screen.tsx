import {
  CAREER_BREAK_MESSAGES,
  calculateCareerBreakBudget,
  validateCareerBreakBudget,
} from '@freedompath/engine/career-break';
import type { CareerBreakInput, CareerBreakResult } from '@freedompath/engine/career-break';
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Card } from '../../components/ui/card';
import { fieldErrors } from '../calculators/kit/fields/field-errors';
import type { FieldErrors } from '../calculators/kit/fields/field-errors';
import { parseNumber } from '../calculators/kit/fields/parse-number';
import { CalculateButton } from '../calculators/kit/gate/calculate-button';
import { useCalculationGate } from '../calculators/kit/gate/use-calculation-gate';
import { successNotices } from '../calculators/kit/notices/notify';
import { CopyLinkButton } from '../calculators/kit/plan/copy-link-button';
import { usePlanUrl } from '../calculators/kit/plan/use-plan-url';
import { CalculatorScreen } from '../calculators/kit/screen/calculator-screen';
import { BreakDetailsFields } from './break-details-fields';
import type { BreakDetailsKey } from './break-details-fields';
import { budgetInput, budgetTextIssues } from './budget-input';
import { careerBreakResultsSummary } from './career-break-results-summary';
import { CareerBreakGuide } from './career-break-guide';
import { formFromPlan, planFromForm } from './career-break-plan';
import type { CareerBreakForm, CareerBreakPlanValues, ExpenseItem } from './career-break-plan';
import { ExpenseEditor } from './expense-editor';
import { FinancialSummary } from './financial-summary';
import { FundingSourceAnalysis } from './funding-source-analysis';
import { groupExpenses } from './group-expenses';
import { ImpactAnalysis } from './impact-analysis';

interface Calculation {
  input: CareerBreakInput;
  result: CareerBreakResult;
}

/**
 * The Career Break Budget Calculator (spec §2): the break's details, the itemised expense list,
 * Calculate (enabled once a duration is entered and the expenses total more than 0), then the
 * Impact Analysis and Funding Source Analysis cards. The financial summary strip follows the
 * form as it is typed. A shared link restores the form and shows no results until Calculate.
 */
export function CareerBreakScreen({ plan }: { plan: CareerBreakPlanValues }) {
  const gate = useCalculationGate('career-break-calculator');
  const [form, setForm] = useState<CareerBreakForm>(() => formFromPlan(plan));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [calculation, setCalculation] = useState<Calculation | null>(null);
  const [pending, setPending] = useState(false);
  const formId = useId();
  const hintId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  usePlanUrl(planFromForm(form, plan));

  useEffect(() => {
    if (calculation) resultsHeading.current?.focus();
  }, [calculation]);

  const { total } = groupExpenses(form.expenses);
  const durationEntered = form.durationYears.trim() !== '';
  const ready = durationEntered && total > 0;
  const invalidNumbers = Object.values(errors).includes(CAREER_BREAK_MESSAGES.invalidNumbers);

  const setText = (key: BreakDetailsKey, text: string) => {
    setForm((current) => ({ ...current, [key]: text }));
    setErrors(({ [key]: _cleared, ...rest }) => rest);
  };
  const setExpenses = (expenses: readonly ExpenseItem[]) => {
    setForm((current) => ({ ...current, expenses }));
    setErrors(({ expenses: _cleared, ...rest }) => rest);
  };
  const focusSavings = () => {
    const field = formRef.current?.elements.namedItem('currentSavings');
    if (field instanceof HTMLInputElement) field.focus();
  };

  const calculate = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || pending) return;
    setPending(true);
    const input = budgetInput(form);
    const outcome = await gate.run({
      inputs: input,
      validate: (input) => [...budgetTextIssues(form), ...validateCareerBreakBudget(input)],
      calculate: calculateCareerBreakBudget,
      successNotice: successNotices.calculationComplete,
    });
    setPending(false);
    if (outcome.status === 'invalid') {
      setErrors(fieldErrors(outcome.issues));
      setCalculation(null);
    } else if (outcome.status === 'calculated') {
      setErrors({});
      setCalculation({ input, result: outcome.result });
    }
  };

  const savingsMissing = form.currentSavings.trim() === '';
  // Spec §4: results need an expense total above 0 as well as a computed result.
  const showResults = calculation !== null && total > 0;

  return (
    <CalculatorScreen
      id="career-break-calculator"
      guide={<CareerBreakGuide />}
      paywall={gate.paywall}
      results={{
        summary: showResults
          ? careerBreakResultsSummary(calculation.input, calculation.result)
          : undefined,
        recalculate: () => formRef.current?.requestSubmit(),
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
          {invalidNumbers ? (
            <p role="alert" className="font-medium text-red-700">
              {CAREER_BREAK_MESSAGES.invalidNumbers}
            </p>
          ) : null}
          <div className="flex flex-wrap items-start gap-3">
            <CalculateButton
              gate={gate}
              label="Calculate"
              type="submit"
              form={formId}
              disabled={!ready || pending}
              aria-describedby={ready ? undefined : hintId}
            />
            <CopyLinkButton />
          </div>
          {ready ? null : (
            <p id={hintId} className="text-sm text-slate-700 print:hidden">
              {durationEntered
                ? 'Add at least one expense above $0 to calculate.'
                : 'Enter a duration and add at least one expense to calculate.'}
            </p>
          )}
        </div>
        {showResults ? (
          <div className="grid gap-6">
            <ImpactAnalysis
              input={calculation.input}
              result={calculation.result}
              headingRef={resultsHeading}
            />
            <FundingSourceAnalysis result={calculation.result} />
          </div>
        ) : null}
      </div>
    </CalculatorScreen>
  );
}

/** A money field's figure for the summary: 0 when blank (spec §5), undefined when not a number. */
function amountOrZero(text: string): number | undefined {
  return text.trim() === '' ? 0 : parseNumber(text);
}
