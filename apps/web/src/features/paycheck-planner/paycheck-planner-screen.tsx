import {
  PAYCHECK_MESSAGES,
  planPaychecks,
  validatePaycheckPlan,
} from '@freedompath/engine/paycheck';
import type { PaycheckPlan, PaycheckPlanInput } from '@freedompath/engine/paycheck';
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Card } from '../../components/ui/card';
import { fieldErrors } from '../calculators/kit/fields/field-errors';
import type { FieldErrors } from '../calculators/kit/fields/field-errors';
import { useFocusFirstInvalid } from '../calculators/kit/fields/use-focus-first-invalid';
import { CalculateButton } from '../calculators/kit/gate/calculate-button';
import { useCalculationGate } from '../calculators/kit/gate/use-calculation-gate';
import { successNotices } from '../calculators/kit/notices/notify';
import { CopyLinkButton } from '../calculators/kit/plan/copy-link-button';
import { usePlanUrl } from '../calculators/kit/plan/use-plan-url';
import { CalculatorScreen } from '../calculators/kit/screen/calculator-screen';
import { BillEditor } from './bill-editor';
import { IncomeFields } from './income-fields';
import { PaycheckCalendar } from './paycheck-calendar';
import { formFromPlan, inputFromForm, planFromForm } from './paycheck-planner-plan';
import type { BillItem, PaycheckForm, PaycheckPlanValues } from './paycheck-planner-plan';
import { paycheckSchedule } from './paycheck-schedule';
import type { PaycheckSchedule } from './paycheck-schedule';
import { PaymentDistribution } from './payment-distribution';
import { ScheduleTable } from './schedule-table';
import { paycheckPlannerResultsSummary } from './paycheck-planner-results-summary';

interface Calculation {
  /** Counts calculations, so the calendar starts over at the first month of a new plan. */
  count: number;
  input: PaycheckPlanInput;
  plan: PaycheckPlan;
  schedule: PaycheckSchedule;
}

/**
 * The Paycheck Planner (spec §2): step 1 the income, pay frequency, start date and bills; step 2
 * Calculate, disabled without an income and a start date or with no calculations left; then the
 * payment distribution panel, the month calendar of paydays and due dates and the table of
 * both with its CSV. A shared link restores the form and shows no results until Calculate.
 */
export function PaycheckPlannerScreen({ plan }: { plan: PaycheckPlanValues }) {
  const gate = useCalculationGate('paycheck-planner');
  const [form, setForm] = useState<PaycheckForm>(() => formFromPlan(plan));
  const [errors, setErrors] = useState<FieldErrors>({});
  // Each calculate's issues, apart from `errors` (which typing clears), so focus moves only then.
  const [attemptErrors, setAttemptErrors] = useState<FieldErrors>({});
  const [calculation, setCalculation] = useState<Calculation | null>(null);
  const formId = useId();
  const missingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  usePlanUrl(planFromForm(form, plan));
  useFocusFirstInvalid(formRef, attemptErrors);

  useEffect(() => {
    if (calculation) resultsHeading.current?.focus();
  }, [calculation]);

  // Spec §5: disabled without income or date, and with zero remaining (the button says why).
  const filled = form.monthlyIncome.trim() !== '' && form.startDate !== '';
  const ready = filled && !gate.exhausted;
  const missingInputs =
    filled && Object.values(errors).includes(PAYCHECK_MESSAGES.incomeAndDateRequired);
  const billsError = Object.entries(errors).find(([path]) => path.startsWith('bills'))?.[1];

  const setText = (key: 'monthlyIncome' | 'startDate', text: string) => {
    setForm((current) => ({ ...current, [key]: text }));
    setErrors(({ [key]: _cleared, ...rest }) => rest);
  };
  const setBills = (bills: readonly BillItem[]) => {
    setForm((current) => ({ ...current, bills }));
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([path]) => !path.startsWith('bills'))),
    );
  };

  const calculate = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    const input = inputFromForm(form);
    const outcome = await gate.run({
      inputs: input,
      validate: validatePaycheckPlan,
      calculate: planPaychecks,
      successNotice: successNotices.paycheckDistributed,
    });
    if (outcome.status === 'invalid') {
      const next = fieldErrors(outcome.issues);
      setErrors(next);
      setAttemptErrors(next);
      setCalculation(null);
    } else if (outcome.status === 'calculated') {
      setErrors({});
      setCalculation((previous) => ({
        count: (previous?.count ?? 0) + 1,
        input,
        plan: outcome.result,
        schedule: paycheckSchedule(input.bills ?? [], input.startDate, outcome.result),
      }));
    }
  };

  return (
    <CalculatorScreen
      id="paycheck-planner"
      results={{
        summary: calculation ? paycheckPlannerResultsSummary(calculation.plan) : undefined,
        recalculate: () => formRef.current?.requestSubmit(),
      }}
    >
      <div className="grid min-w-0 grid-cols-1 gap-6">
        <Card className="grid gap-6">
          <div className="grid gap-1">
            <h2 className="text-xl font-semibold text-slate-900">Step 1: Income and Bills</h2>
            <p className="text-sm text-slate-600">
              Amounts in US dollars. Fields marked * are required.
            </p>
          </div>
          <form id={formId} ref={formRef} noValidate onSubmit={(event) => void calculate(event)}>
            <IncomeFields
              form={form}
              errors={errors}
              onChange={setText}
              onFrequencyChange={(payFrequency) =>
                setForm((current) => ({ ...current, payFrequency }))
              }
            />
          </form>
          <BillEditor bills={form.bills} onChange={setBills} error={billsError} />
        </Card>
        <Card className="grid gap-3">
          <h2 className="text-xl font-semibold text-slate-900">Step 2: Calculate</h2>
          {missingInputs ? (
            <p role="alert" className="font-medium text-red-700">
              {PAYCHECK_MESSAGES.incomeAndDateRequired}
            </p>
          ) : null}
          <div className="flex flex-wrap items-start gap-3">
            <CalculateButton
              gate={gate}
              label="Calculate"
              type="submit"
              form={formId}
              disableWhenExhausted
              disabled={!filled}
              aria-describedby={filled ? undefined : missingId}
            />
            <CopyLinkButton />
          </div>
          {filled ? null : (
            <p id={missingId} className="text-sm text-slate-700 print:hidden">
              {PAYCHECK_MESSAGES.incomeAndDateRequired}
            </p>
          )}
        </Card>
        {calculation ? (
          <>
            <PaymentDistribution
              input={calculation.input}
              plan={calculation.plan}
              firstDay={calculation.schedule.firstDay}
              lastDay={calculation.schedule.lastDay}
              headingRef={resultsHeading}
            />
            <PaycheckCalendar key={calculation.count} months={calculation.schedule.months} />
            <ScheduleTable items={calculation.schedule.items} />
          </>
        ) : null}
      </div>
    </CalculatorScreen>
  );
}
