import { calculateCostOfLiving, validateCostOfLiving } from '@freedompath/engine/cost-of-living';
import type { CostOfLivingInput, CostOfLivingResult } from '@freedompath/engine/cost-of-living';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { fieldErrors } from '../calculators/kit/fields/field-errors';
import type { FieldErrors } from '../calculators/kit/fields/field-errors';
import { useFocusFirstInvalid } from '../calculators/kit/fields/use-focus-first-invalid';
import { CalculateButton } from '../calculators/kit/gate/calculate-button';
import { useCalculationGate } from '../calculators/kit/gate/use-calculation-gate';
import { successNotices } from '../calculators/kit/notices/notify';
import { CopyLinkButton } from '../calculators/kit/plan/copy-link-button';
import { usePlanUrl } from '../calculators/kit/plan/use-plan-url';
import { CalculatorScreen } from '../calculators/kit/screen/calculator-screen';
import { formFromPlan, inputFromForm, planFromForm } from './cost-of-living-form-state';
import type { CostOfLivingFormState } from './cost-of-living-form-state';
import type { CostOfLivingPlan } from './cost-of-living-plan';
import { CostOfLivingResults } from './cost-of-living-results';
import { costOfLivingResultsSummary } from './cost-of-living-results-summary';
import { CurrentExpensesCard } from './current-expenses-card';
import { DestinationCard } from './destination-card';

interface Calculated {
  input: CostOfLivingInput;
  result: CostOfLivingResult;
}

/**
 * The Cost of Living Calculator (spec §2): the Current Expenses and Destination Selection
 * cards, 'Calculate Cost Difference', then the comparison and what the move means. A shared
 * link fills the form in and shows no results until the visitor calculates.
 */
export function CostOfLivingScreen({ plan }: { plan: CostOfLivingPlan }) {
  const gate = useCalculationGate('cost-of-living-calculator');
  const [form, setForm] = useState<CostOfLivingFormState>(() => formFromPlan(plan));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [calculated, setCalculated] = useState<Calculated | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  usePlanUrl(planFromForm(form, plan));
  useFocusFirstInvalid(formRef, errors);

  const calculate = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = inputFromForm(form);
    const outcome = await gate.run({
      inputs: input,
      validate: validateCostOfLiving,
      calculate: calculateCostOfLiving,
      successNotice: successNotices.calculationSucceeded,
    });
    if (outcome.status === 'invalid') setErrors(fieldErrors(outcome.issues));
    if (outcome.status === 'calculated') {
      setErrors({});
      setCalculated({ input, result: outcome.result });
    }
  };

  return (
    <CalculatorScreen
      id="cost-of-living-calculator"
      paywall={gate.paywall}
      results={{
        summary: calculated ? costOfLivingResultsSummary(calculated.result) : undefined,
        recalculate: () => formRef.current?.requestSubmit(),
      }}
    >
      <div className="grid gap-8">
        <form
          ref={formRef}
          noValidate
          onSubmit={(event) => void calculate(event)}
          className="grid gap-6"
        >
          <CurrentExpensesCard
            amounts={form}
            onChange={(field, text) => setForm((current) => ({ ...current, [field]: text }))}
            errors={errors}
          />
          <DestinationCard
            destination={form.destination}
            customLocation={form.customLocation}
            onDestinationChange={(destination) =>
              setForm((current) => ({ ...current, destination }))
            }
            onCustomLocationChange={(customLocation) =>
              setForm((current) => ({ ...current, customLocation }))
            }
            error={errors.destination}
          />
          <div className="flex flex-wrap items-start gap-3">
            <CalculateButton type="submit" gate={gate} label="Calculate Cost Difference" />
            <CopyLinkButton />
          </div>
        </form>
        {calculated ? (
          <CostOfLivingResults result={calculated.result} savings={calculated.input.savings ?? 0} />
        ) : null}
      </div>
    </CalculatorScreen>
  );
}
