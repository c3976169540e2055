import type { ResultSummary } from '@freedompath/contracts';
import { Link } from '@tanstack/react-router';
import { useRef } from 'react';
import type { ReactNode } from 'react';
import { usePageTitle } from '@/lib/use-page-title';
import { DisclaimerNotice } from '@/features/legal/disclaimer-notice';
import { CalculatorBadge } from '@/features/calculators/calculator-badge';
import { getCalculator } from '@/features/calculators/calculator-catalog';
import type { CalculatorId } from '@/features/calculators/calculator-catalog';
import { useGateState } from '../gate/use-calculation-gate';
import { PaywallOverlay } from '../gate/paywall-overlay';
import { OpenedPlan } from '@/features/saved-plans/opened-plan';
import { SavedPlans } from '@/features/saved-plans/saved-plans';
import { Tabs } from './tabs';

/** What the screen's results are, for saved plans (ADR 043). */
export interface ScreenResults {
  /**
   * The headline figures of the results on screen, as shown (the calculator's own
   * `<name>Summary`); `undefined` while it shows none. Saved with a plan.
   */
  summary: ResultSummary | undefined;
  /** The screen's calculate action, run by a reopened plan's Recalculate: it spends as usual. */
  recalculate: () => void;
}

export interface CalculatorScreenProps {
  id: CalculatorId;
  results: ScreenResults;
  /** The calculator itself: form and results. */
  children: ReactNode;
  /**
   * The Guide tab's content; when given, the screen has Calculator and Guide tabs
   * (product: common#screens).
   */
  guide?: ReactNode;
  /** Wider layout for screens with side-by-side cards (compensation, international). */
  wide?: boolean;
}

/**
 * The frame of every calculator screen: the back link to `/`, the "Saved plans" menu of a
 * signed-in user, the title (also the page title) with its badge, a reopened saved plan with
 * the results it was saved with, the Calculator/Guide tabs
 * where the product definition has them, the paywall overlay where the calculator's policy puts it (the
 * screen behind it is inert) and the disclaimer. From 360 px wide up.
 */
export function CalculatorScreen({
  id,
  children,
  guide,
  wide = false,
  results,
}: CalculatorScreenProps) {
  const calculator = getCalculator(id);
  // The calculator's policy decides whether the overlay covers it (career break, cost of living).
  const gate = useGateState(id);
  const paywall = gate.covered ? gate.paywall : null;
  const titleRef = useRef<HTMLHeadingElement>(null);
  usePageTitle(calculator.title);
  const body = guide ? (
    <Tabs
      label={`${calculator.title} sections`}
      tabs={[
        { value: 'calculator', label: 'Calculator', content: children },
        { value: 'guide', label: 'Guide', content: guide, print: false },
      ]}
    />
  ) : (
    children
  );
  return (
    <div
      className={`relative mx-auto px-4 py-8 sm:px-6 sm:py-12 ${wide ? 'max-w-6xl' : 'max-w-4xl'}`}
    >
      <div inert={paywall ? true : undefined} className="grid min-w-0 grid-cols-1 gap-8">
        <div className="grid gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <Link
              to="/"
              className="inline-flex w-fit items-center gap-1 rounded-md text-sm font-medium text-brand-800 hover:underline print:hidden"
            >
              <span aria-hidden="true">←</span> Back to all calculators
            </Link>
            <SavedPlans calculator={calculator} summary={results.summary} />
          </div>
          <header>
            <div className="flex flex-wrap items-center gap-3">
              <h1
                ref={titleRef}
                tabIndex={-1}
                className="text-3xl font-bold tracking-tight text-slate-900 outline-none sm:text-4xl"
              >
                {calculator.title}
              </h1>
              {calculator.badge ? <CalculatorBadge badge={calculator.badge} /> : null}
            </div>
            <p className="mt-2 text-lg text-slate-600">{calculator.description}</p>
          </header>
        </div>
        <OpenedPlan
          calculator={calculator}
          hidden={results.summary !== undefined}
          onRecalculate={results.recalculate}
          focusAfterRef={titleRef}
        />
        {body}
        <DisclaimerNotice />
      </div>
      {paywall ? <PaywallOverlay paywall={paywall} /> : null}
    </div>
  );
}
