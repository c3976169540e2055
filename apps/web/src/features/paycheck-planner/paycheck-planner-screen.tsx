import {
  PAYCHECK_MESSAGES,
  planPaychecks,
  validatePaycheckPlan,
} from '@freedompath/engine/paycheck';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Card } from '@/components/ui/card';
import { successNotices } from '../calculators/kit/notices/notify';
import { CalculateActions } from '../calculators/kit/screen/calculate-actions';
import { CalculatorScreen } from '../calculators/kit/screen/calculator-screen';
import { useCalculatorScreen } from '../calculators/kit/screen/use-calculator-screen';
import { BillEditor } from './bill-editor';
import { IncomeFields } from './income-fields';
import { PaycheckCalendar } from './paycheck-calendar';
import { paycheckForm } from './paycheck-planner-form-state';
import type { BillItem } from './paycheck-planner-form-state';
import type { PaycheckPlanValues } from './paycheck-planner-plan';
import { paycheckSchedule } from './paycheck-schedule';
import { PaymentDistribution } from './payment-distribution';
import { ScheduleTable } from './schedule-table';
import { paycheckPlannerResultsSummary } from './paycheck-planner-results-summary';

/**
 * The Paycheck Planner (product: paycheck-planner#screen): step 1 the income, pay frequency, start
 * date and bills; step 2 Calculate, disabled without an income and a start date or with no
 * calculations left; then the payment distribution panel, the month calendar of paydays and due
 * dates and the table of both with its CSV. A shared link restores the form and shows no results
 * until Calculate.
 */
export function PaycheckPlannerScreen({ plan }: { plan: PaycheckPlanValues }) {
  const screen = useCalculatorScreen({
    id: 'paycheck-planner',
    form: paycheckForm,
    plan,
    // No `invalidNumber`: an income that is not a number is left out, and the engine asks for it.
    validate: validatePaycheckPlan,
    calculate: (input) => {
      const distribution = planPaychecks(input);
      return {
        input,
        plan: distribution,
        schedule: paycheckSchedule(input.bills ?? [], input.startDate, distribution),
      };
    },
    summary: (calculation) => paycheckPlannerResultsSummary(calculation.plan),
    report: (calculation) => calculation.plan,
    successNotice: successNotices.paycheckDistributed,
  });
  const { form, gate, formRef, result: calculation } = screen;
  /** Counts calculations, so the calendar starts over at the first month of a new plan. */
  const [calculations, setCalculations] = useState(0);
  const formId = useId();

  const { errors } = screen;
  // product: paycheck-planner#validation: disabled without income or date, and with zero remaining
  // (the button says why).
  const filled = form.monthlyIncome.trim() !== '' && form.startDate !== '';
  const ready = filled && !gate.exhausted;
  const missingInputs =
    filled && Object.values(errors).includes(PAYCHECK_MESSAGES.incomeAndDateRequired);
  const billsError = Object.entries(errors).find(([path]) => path.startsWith('bills'))?.[1];

  /** Editing a field takes back the last calculate's messages about it. */
  const hideErrors = (prefix: string) => screen.clearErrors((path) => path.startsWith(prefix));
  const setText = (key: 'monthlyIncome' | 'startDate', text: string) => {
    screen.change(key, text);
    hideErrors(key);
  };
  const setBills = (bills: readonly BillItem[]) => {
    screen.change('bills', bills);
    hideErrors('bills');
  };

  const calculate = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    const outcome = await screen.calculate();
    if (outcome.status === 'invalid') screen.setResult(null);
    if (outcome.status === 'calculated') setCalculations((count) => count + 1);
  };

  return (
    <CalculatorScreen {...screen.frame}>
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
              onFrequencyChange={(payFrequency) => screen.change('payFrequency', payFrequency)}
            />
          </form>
          <BillEditor bills={form.bills} onChange={setBills} error={billsError} />
        </Card>
        <Card className="grid gap-3">
          <h2 className="text-xl font-semibold text-slate-900">Step 2: Calculate</h2>
          <CalculateActions
            gate={gate}
            form={formId}
            alert={missingInputs ? PAYCHECK_MESSAGES.incomeAndDateRequired : null}
            missing={filled ? null : PAYCHECK_MESSAGES.incomeAndDateRequired}
          />
        </Card>
        {calculation ? (
          <>
            <PaymentDistribution
              input={calculation.input}
              plan={calculation.plan}
              firstDay={calculation.schedule.firstDay}
              lastDay={calculation.schedule.lastDay}
              headingRef={screen.resultsHeading}
            />
            <PaycheckCalendar key={calculations} months={calculation.schedule.months} />
            <ScheduleTable items={calculation.schedule.items} />
          </>
        ) : null}
      </div>
    </CalculatorScreen>
  );
}
