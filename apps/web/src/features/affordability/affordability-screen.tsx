import {
  AFFORDABILITY_MESSAGES,
  assessAffordability,
  validateAffordability,
} from '@freedompath/engine/affordability';
import { CalculateButton } from '../calculators/kit/gate/calculate-button';
import { CopyLinkButton } from '../calculators/kit/plan/copy-link-button';
import { CalculatorScreen } from '../calculators/kit/screen/calculator-screen';
import { useCalculatorScreen } from '../calculators/kit/screen/use-calculator-screen';
import { AffordabilityForm } from './affordability-form';
import { affordabilityForm } from './affordability-form-state';
import type { AffordabilityPlan } from './affordability-plan';
import { AffordabilityResults } from './affordability-results';
import { affordabilityResultsSummary } from './affordability-results-summary';

/**
 * Can I Afford It? (product: affordability#screen): one form and, after the first successful
 * calculation, a results card with the score, its band and coloured bar, and what lowered the
 * score. A shared link fills the form in and shows no results until the visitor calculates.
 */
export function AffordabilityScreen({ plan }: { plan: AffordabilityPlan }) {
  const { frame, form, change, errors, result, formRef, gate, calculate } = useCalculatorScreen({
    id: 'affordability-calculator',
    form: affordabilityForm,
    plan,
    validate: validateAffordability,
    invalidNumber: AFFORDABILITY_MESSAGES.invalidNumber,
    calculate: assessAffordability,
    summary: affordabilityResultsSummary,
  });
  // Text that is not a number is also said once above the button, where the visitor looks.
  const notNumbers = Object.values(errors).includes(AFFORDABILITY_MESSAGES.invalidNumber);

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
        >
          <AffordabilityForm form={form} onChange={change} errors={errors}>
            {notNumbers ? (
              <p role="alert" className="text-sm font-medium text-red-700">
                {AFFORDABILITY_MESSAGES.invalidNumber}
              </p>
            ) : null}
            <div className="flex flex-wrap items-start gap-3">
              <CalculateButton type="submit" gate={gate} label="Calculate Affordability" />
              <CopyLinkButton />
            </div>
          </AffordabilityForm>
        </form>
        {result ? <AffordabilityResults result={result} /> : null}
      </div>
    </CalculatorScreen>
  );
}
