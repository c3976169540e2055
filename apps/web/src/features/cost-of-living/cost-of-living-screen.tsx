import { calculateCostOfLiving, validateCostOfLiving } from '@freedompath/engine/cost-of-living';
import { CalculateButton } from '../calculators/kit/gate/calculate-button';
import { successNotices } from '../calculators/kit/notices/notify';
import { CopyLinkButton } from '../calculators/kit/plan/copy-link-button';
import { CalculatorScreen } from '../calculators/kit/screen/calculator-screen';
import { useCalculatorScreen } from '../calculators/kit/screen/use-calculator-screen';
import { costOfLivingForm } from './cost-of-living-form-state';
import type { CostOfLivingPlan } from './cost-of-living-plan';
import { CostOfLivingResults } from './cost-of-living-results';
import { costOfLivingResultsSummary } from './cost-of-living-results-summary';
import { CurrentExpensesCard } from './current-expenses-card';
import { DestinationCard } from './destination-card';

/**
 * The Cost of Living Calculator (product: cost-of-living#screen): the Current Expenses and
 * Destination Selection cards, 'Calculate Cost Difference', then the comparison and what the move
 * means. A shared link fills the form in and shows no results until the visitor calculates.
 */
export function CostOfLivingScreen({ plan }: { plan: CostOfLivingPlan }) {
  const { frame, form, change, errors, result, formRef, gate, calculate } = useCalculatorScreen({
    id: 'cost-of-living-calculator',
    form: costOfLivingForm,
    plan,
    // No `invalidNumber`: text that is not a number counts as $0
    // (product: cost-of-living#validation), so only the engine's checks apply.
    validate: validateCostOfLiving,
    // The results show the savings as calculated.
    calculate: (input) => ({ input, result: calculateCostOfLiving(input) }),
    summary: (calculated) => costOfLivingResultsSummary(calculated.result),
    report: (calculated) => calculated.result,
    successNotice: successNotices.calculationSucceeded,
  });

  return (
    <CalculatorScreen {...frame}>
      <div className="grid gap-8">
        <form
          ref={formRef}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void calculate();
          }}
          className="grid gap-6"
        >
          <CurrentExpensesCard amounts={form} onChange={change} errors={errors} />
          <DestinationCard
            destination={form.destination}
            customLocation={form.customLocation}
            onDestinationChange={(destination) => change('destination', destination)}
            onCustomLocationChange={(customLocation) => change('customLocation', customLocation)}
            error={errors.destination}
          />
          <div className="flex flex-wrap items-start gap-3">
            <CalculateButton type="submit" gate={gate} label="Calculate Cost Difference" />
            <CopyLinkButton />
          </div>
        </form>
        {result ? (
          <CostOfLivingResults result={result.result} savings={result.input.savings ?? 0} />
        ) : null}
      </div>
    </CalculatorScreen>
  );
}
