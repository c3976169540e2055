import { comparePartTime } from '@freedompath/engine/part-time';
import { Card } from '@/components/ui/card';
import { CalculatorScreen } from '../calculators/kit/screen/calculator-screen';
import { useCalculatorScreen } from '../calculators/kit/screen/use-calculator-screen';
import { PartTimeForm } from './part-time-form';
import { partTimeForm, partTimeFormIssues } from './part-time-form-state';
import type { PartTimePlanValues } from './part-time-plan';
import { PartTimeGrowthChart } from './part-time-growth-chart';
import { PartTimeGuide } from './part-time-guide';
import { PartTimeSummary } from './part-time-summary';
import { PartTimeTables } from './part-time-tables';
import { partTimeResultsSummary } from './part-time-results-summary';

/**
 * The Part-Time vs Full-Time screen (product: part-time#screen): Calculator and Guide tabs; the
 * form, then, after a successful Calculate, the summary and the 5-year growth chart of both paths.
 * A shared link fills the form in and shows no results until Calculate.
 */
export function PartTimeScreen({ plan }: { plan: PartTimePlanValues }) {
  const { frame, form, setForm, errors, result, formRef, resultsHeading, gate, calculate } =
    useCalculatorScreen({
      id: 'part-time-calculator',
      form: partTimeForm,
      plan,
      // Blank amounts are $0, blank hours, return or months get the engine's range message.
      issues: partTimeFormIssues,
      calculate: comparePartTime,
      summary: partTimeResultsSummary,
    });

  return (
    <CalculatorScreen {...frame} guide={<PartTimeGuide />}>
      <div className="grid gap-8">
        <PartTimeForm
          form={form}
          onChange={setForm}
          errors={errors}
          gate={gate}
          onSubmit={() => void calculate()}
          formRef={formRef}
        />
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
