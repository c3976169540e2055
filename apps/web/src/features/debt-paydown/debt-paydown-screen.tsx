import { validateDebtPaydown } from '@freedompath/engine/debt';
import type { DebtStrategyType } from '@freedompath/engine/debt';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { CalculateButton } from '../calculators/kit/gate/calculate-button';
import { successNotices } from '../calculators/kit/notices/notify';
import { CopyLinkButton } from '../calculators/kit/plan/copy-link-button';
import { CalculatorScreen } from '../calculators/kit/screen/calculator-screen';
import { useCalculatorScreen } from '../calculators/kit/screen/use-calculator-screen';
import { analyseDebts, currentMonth } from './debt-analysis';
import { DebtComparison } from './debt-comparison';
import { DebtPaydownForm } from './debt-paydown-form';
import type { FormUpdate } from './debt-paydown-form';
import { debtPaydownForm } from './debt-paydown-form-state';
import type { DebtPaydownPlan } from './debt-paydown-plan';
import { DebtProgress } from './debt-progress';
import { DebtSteps } from './debt-steps';
import type { DebtStep } from './debt-steps';
import { debtPaydownResultsSummary } from './debt-paydown-results-summary';

/** Issues about a whole list rather than one field: shown above the buttons. */
const listPaths = new Set(['debts', 'bonusPayments']);

/**
 * The Debt Paydown Calculator (product: debt-paydown#screen, #rules): Enter Debts → Compare
 * Strategies (after a successful calculation, the first strategy preselected) → Visualize Progress
 * (the chosen strategy). Back to Form and Start Over return to the form with its inputs; Back to
 * Strategies returns to the comparison. A shared link fills the form in and shows no results until
 * the visitor calculates.
 */
export function DebtPaydownScreen({ plan }: { plan: DebtPaydownPlan }) {
  const {
    frame,
    form,
    setForm,
    errors,
    clearErrors,
    result: analysis,
    formRef,
    gate,
    calculate: calculateDebts,
  } = useCalculatorScreen({
    id: 'debt-paydown-calculator',
    form: debtPaydownForm,
    plan,
    validate: validateDebtPaydown,
    calculate: analyseDebts,
    summary: debtPaydownResultsSummary,
    successNotice: successNotices.debtCalculated,
  });
  const [selected, setSelected] = useState<DebtStrategyType>('snowball');
  const [step, setStep] = useState<DebtStep>('form');
  const [start] = useState(currentMonth);
  const formHeading = useRef<HTMLHeadingElement>(null);
  const comparisonHeading = useRef<HTMLHeadingElement>(null);
  const progressHeading = useRef<HTMLHeadingElement>(null);
  /** Moving between steps replaces the button pressed: focus goes to the new step's heading. */
  const moved = useRef(false);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    const heading =
      step === 'form' ? formHeading : step === 'comparison' ? comparisonHeading : progressHeading;
    heading.current?.focus();
  }, [step]);

  const go = (next: DebtStep) => {
    moved.current = true;
    setStep(next);
  };

  const update = useCallback<FormUpdate>(
    (recipe, listChanged) => {
      setForm(recipe);
      // Messages are filed by position, which a removal shifts.
      if (listChanged) clearErrors();
    },
    [setForm, clearErrors],
  );

  const calculate = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = await calculateDebts();
    if (outcome.status === 'calculated') {
      setSelected(outcome.result.strategies[0]?.strategy.type ?? 'snowball');
      go('comparison');
    }
  };

  const listMessages = Object.entries(errors)
    .filter(([path]) => listPaths.has(path))
    .map(([, message]) => message);
  const chosen =
    analysis?.strategies.find((result) => result.strategy.type === selected) ??
    analysis?.strategies[0];

  return (
    <CalculatorScreen
      {...frame}
      // The form step shows no results: there is nothing to save yet.
      results={{ ...frame.results, ...(step === 'form' ? { summary: undefined } : {}) }}
    >
      <div className="grid grid-cols-1 gap-6">
        <DebtSteps current={step} />
        {/* Hidden, not unmounted, during the result steps: leaving 20 debts' fields in place
            keeps the calculate action's task short and Back to Form instant. */}
        <form
          hidden={step !== 'form'}
          ref={formRef}
          noValidate
          onSubmit={(event) => void calculate(event)}
          aria-labelledby="debt-form-title"
          className="grid gap-6"
        >
          <h2
            id="debt-form-title"
            ref={formHeading}
            tabIndex={-1}
            className="text-2xl font-bold text-slate-900"
          >
            Enter Debts
          </h2>
          <DebtPaydownForm form={form} start={start} errors={errors} update={update}>
            {listMessages.length > 0 ? (
              <p role="alert" className="text-sm font-medium text-red-700">
                {listMessages.join(' ')}
              </p>
            ) : null}
            <div className="flex flex-wrap items-start gap-3">
              <CalculateButton type="submit" gate={gate} label="Calculate Payoff Plans" />
              <CopyLinkButton />
            </div>
          </DebtPaydownForm>
        </form>
        {step === 'form' || !analysis || !chosen ? null : step === 'visualization' ? (
          <DebtProgress
            analysis={analysis}
            result={chosen}
            onBack={() => go('comparison')}
            onStartOver={() => go('form')}
            headingRef={progressHeading}
          />
        ) : (
          <DebtComparison
            analysis={analysis}
            chosen={chosen}
            onSelect={setSelected}
            onBack={() => go('form')}
            onVisualize={() => go('visualization')}
            headingRef={comparisonHeading}
          />
        )}
      </div>
    </CalculatorScreen>
  );
}
