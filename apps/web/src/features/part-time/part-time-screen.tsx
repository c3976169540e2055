import { comparePartTime, validatePartTime } from '@freedompath/engine/part-time';
import type { PartTimeResult } from '@freedompath/engine/part-time';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Card } from '../../components/ui/card';
import { fieldErrors } from '../calculators/kit/fields/field-errors';
import type { FieldErrors } from '../calculators/kit/fields/field-errors';
import { useFocusFirstInvalid } from '../calculators/kit/fields/use-focus-first-invalid';
import { useCalculationGate } from '../calculators/kit/gate/use-calculation-gate';
import { successNotices } from '../calculators/kit/notices/notify';
import { usePlanUrl } from '../calculators/kit/plan/use-plan-url';
import { CalculatorScreen } from '../calculators/kit/screen/calculator-screen';
import { PartTimeForm } from './part-time-form';
import { formFromPlan, inputsFromForm, planFromForm } from './part-time-form-state';
import type { PartTimePlanValues } from './part-time-plan';
import { PartTimeGrowthChart } from './part-time-growth-chart';
import { PartTimeGuide } from './part-time-guide';
import { PartTimeSummary } from './part-time-summary';
import { PartTimeTables } from './part-time-tables';
import { partTimeResultsSummary } from './part-time-results-summary';

/**
 * The Part-Time vs Full-Time screen (spec §2): Calculator and Guide tabs; the form, then, after
 * a successful Calculate, the summary and the 5-year growth chart of both paths. A shared link
 * fills the form in and shows no results until Calculate.
 */
export function PartTimeScreen({ plan }: { plan: PartTimePlanValues }) {
  const gate = useCalculationGate('part-time-calculator');
  const [form, setForm] = useState(() => formFromPlan(plan));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [result, setResult] = useState<PartTimeResult | null>(null);
  const formArea = useRef<HTMLDivElement>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  usePlanUrl(planFromForm(form, plan));
  useFocusFirstInvalid(formArea, errors);

  const calculate = async () => {
    const { inputs, textIssues } = inputsFromForm(form);
    const outcome = await gate.run({
      inputs,
      validate: (input) => [...textIssues, ...validatePartTime(input)],
      calculate: comparePartTime,
      successNotice: successNotices.calculationComplete,
    });
    if (outcome.status === 'invalid') {
      setErrors(fieldErrors(outcome.issues));
    } else if (outcome.status === 'calculated') {
      flushSync(() => {
        setErrors({});
        setResult(outcome.result);
      });
      resultsHeading.current?.focus();
    }
  };

  return (
    <CalculatorScreen
      id="part-time-calculator"
      guide={<PartTimeGuide />}
      results={{
        summary: result ? partTimeResultsSummary(result) : undefined,
        recalculate: () => void calculate(),
      }}
    >
      <div className="grid gap-8">
        <div ref={formArea}>
          <PartTimeForm
            form={form}
            onChange={setForm}
            errors={errors}
            gate={gate}
            onSubmit={() => void calculate()}
          />
        </div>
        {result ? (
          <section aria-labelledby="part-time-results-title" className="grid gap-6">
            <h2
              id="part-time-results-title"
              ref={resultsHeading}
              tabIndex={-1}
              className="text-2xl font-bold text-slate-900"
            >
              Full-time vs part-time
            </h2>
            <PartTimeSummary result={result} />
            <Card className="p-4 sm:p-6">
              <PartTimeGrowthChart growth={result.growth} />
            </Card>
            <PartTimeTables result={result} />
          </section>
        ) : null}
      </div>
    </CalculatorScreen>
  );
}
