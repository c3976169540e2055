import { calculateLayoff } from '@freedompath/engine/layoff';
import type { LayoffInput, LayoffResult } from '@freedompath/engine/layoff';
import { CalculateButton } from '../calculators/kit/gate/calculate-button';
import { successNotices } from '../calculators/kit/notices/notify';
import { CopyLinkButton } from '../calculators/kit/plan/copy-link-button';
import { CalculatorScreen } from '../calculators/kit/screen/calculator-screen';
import { useCalculatorScreen } from '../calculators/kit/screen/use-calculator-screen';
import { LayoffForm } from './layoff-form';
import { layoffForm, layoffFormIssues } from './layoff-form-state';
import type { LayoffPlan } from './layoff-plan';
import { LayoffRunwayCard } from './layoff-runway-card';
import { NextStepsList } from './next-steps-list';
import { SeverancePackage } from './severance-package';
import { layoffResultsSummary } from './layoff-results-summary';

const layoffTexts = {
  calculate: 'Calculate Transition Plan',
} as const;

/** The figures of a successful calculation, with the inputs they came from. */
interface Calculated {
  input: LayoffInput;
  result: LayoffResult;
}

/**
 * The Layoff Transition Calculator (product: layoff#screen, #inputs, #formulas-and-constants):
 * severance and expense inputs (blanks count as 0) and, after a successful calculation, the
 * package, the runway bars and the Next Steps. A shared link fills the form in and shows no results
 * until the visitor calculates. When the quota is spent the gate refuses in place with the product's
 * message (no redirect).
 */
export function LayoffScreen({ plan }: { plan: LayoffPlan }) {
  const {
    frame,
    form,
    change,
    errors,
    formRef,
    resultsHeading,
    gate,
    calculate,
    result: calculated,
  } = useCalculatorScreen({
    id: 'layoff-calculator',
    form: layoffForm,
    plan,
    issues: layoffFormIssues,
    calculate: (input): Calculated => ({ input, result: calculateLayoff(input) }),
    summary: ({ input, result }) => layoffResultsSummary(input, result),
    report: ({ result }) => result,
    successNotice: successNotices.layoffCalculated,
  });

  return (
    <CalculatorScreen {...frame}>
      <div className="grid grid-cols-1 gap-8">
        <form
          ref={formRef}
          noValidate
          aria-labelledby="layoff-form-heading"
          onSubmit={(event) => {
            event.preventDefault();
            void calculate();
          }}
        >
          <LayoffForm form={form} onChange={change} errors={errors}>
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
