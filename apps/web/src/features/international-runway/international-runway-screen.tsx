import {
  calculateInternationalRunway,
  INTERNATIONAL_MESSAGES,
  validateInternationalRunway,
} from '@freedompath/engine/international';
import { LIMIT_MESSAGES } from '@freedompath/engine';
import { useState } from 'react';
import { CalculatorScreen } from '../calculators/kit/screen/calculator-screen';
import { useCalculatorScreen } from '../calculators/kit/screen/use-calculator-screen';
import { InternationalRunwayForm } from './international-runway-form';
import { amountTextIssues, internationalRunwayForm } from './international-runway-form-state';
import type { InternationalRunwayPlan } from './international-runway-plan';
import { InternationalRunwayResults } from './international-runway-results';
import { internationalRunwayResultsSummary } from './international-runway-results-summary';

/**
 * The International Financial Runway Calculator: the form, then one card per chosen country.
 * A shared link fills the form in; nothing is calculated until the visitor asks.
 */
export function InternationalRunwayScreen({ plan }: { plan: InternationalRunwayPlan }) {
  const screen = useCalculatorScreen({
    id: 'international-runway-calculator',
    form: internationalRunwayForm,
    plan,
    validate: validateInternationalRunway,
    // Unread: `issues` gives each amount its own message for text that is not a number.
    invalidNumber: LIMIT_MESSAGES.notANumber,
    issues: (form, input) => [...amountTextIssues(form), ...validateInternationalRunway(input)],
    calculate: calculateInternationalRunway,
    summary: internationalRunwayResultsSummary,
  });
  const [failed, setFailed] = useState(false);

  // What a calculate leaves replaces what was there: the cards, the messages or the alert.
  const calculate = async () => {
    const { status } = await screen.calculate();
    if (status === 'calculated') setFailed(false);
    if (status !== 'invalid' && status !== 'failed') return;
    screen.setResult(null);
    setFailed(status === 'failed');
    // The form passed its checks: this clears the messages an earlier calculate left.
    if (status === 'failed') screen.check();
  };

  return (
    <CalculatorScreen {...screen.frame} wide>
      <div className="grid gap-8">
        <InternationalRunwayForm
          form={screen.form}
          onChange={screen.change}
          errors={screen.errors}
          gate={screen.gate}
          onSubmit={() => void calculate()}
          formRef={screen.formRef}
        />
        {screen.result ? (
          <InternationalRunwayResults result={screen.result} headingRef={screen.resultsHeading} />
        ) : null}
        {failed ? (
          <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
            {INTERNATIONAL_MESSAGES.calculationError}
          </p>
        ) : null}
      </div>
    </CalculatorScreen>
  );
}
