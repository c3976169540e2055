import { calculateRunway, RUNWAY_MESSAGES, validateRunway } from '@freedompath/engine/runway';
import type { RunwayProfile, RunwayResult, SimulationItem } from '@freedompath/engine/runway';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { CalculatorScreen } from '../calculators/kit/screen/calculator-screen';
import { useCalculatorScreen } from '../calculators/kit/screen/use-calculator-screen';
import { runwayForm } from './runway-form-state';
import { RunwayGuide } from './runway-guide';
import type { RunwayPlan } from './runway-plan';
import { RunwayProfileBar } from './runway-profile-bar';
import { RunwayProfileForm } from './runway-profile-form';
import { RunwayResults } from './runway-results';
import { runwayResultsSummary } from './runway-results-summary';

/** The product's one allowed delay: results are auto-triggered 100 ms after submit (product: runway#screen). */
const RUNWAY_AUTO_TRIGGER_MS = 100;

/** editing → submitted (the form collapses; the calculation is pending) → calculated. */
type Phase =
  | { name: 'editing' }
  | { name: 'submitted'; profile: RunwayProfile }
  | { name: 'calculated'; profile: RunwayProfile; result: RunwayResult };

type SubmittedPhase = Extract<Phase, { name: 'submitted' }>;

/**
 * The Runway Calculator (product: runway#screen): the profile form, collapsed to a bar on
 * submit, then results auto-triggered once 100 ms later (one calculation per submit), with
 * what-if simulations applied on top without spending another.
 */
export function RunwayScreen({ plan }: { plan: RunwayPlan }) {
  const screen = useCalculatorScreen({
    id: 'runway-calculator',
    form: runwayForm,
    plan,
    validate: validateRunway,
    invalidNumber: RUNWAY_MESSAGES.invalidNumber,
    calculate: calculateRunway,
    summary: runwayResultsSummary,
  });
  const { gate } = screen;
  const [phase, setPhase] = useState<Phase>({ name: 'editing' });
  const [simulations, setSimulations] = useState<SimulationItem[]>([]);
  const formHeading = useRef<HTMLHeadingElement>(null);
  const barHeading = useRef<HTMLHeadingElement>(null);
  /** Where focus goes once the phase's view is on screen (the button pressed has gone). */
  const focusAfter = useRef<'form' | 'bar' | null>(null);

  useEffect(() => {
    const target = focusAfter.current === 'bar' ? barHeading : formHeading;
    if (focusAfter.current) target.current?.focus();
    focusAfter.current = null;
  }, [phase.name]);

  const calculate = useEffectEvent((pending: SubmittedPhase) => {
    void screen.calculate().then((outcome) => {
      if (outcome.status !== 'calculated') focusAfter.current = 'form';
      // Edit Profile while the calculation ran: the visitor has moved on.
      setPhase((current) => {
        if (current !== pending) return current;
        return outcome.status === 'calculated'
          ? { name: 'calculated', profile: pending.profile, result: outcome.result }
          : { name: 'editing' };
      });
    });
  });

  useEffect(() => {
    if (phase.name !== 'submitted') return;
    const timer = setTimeout(() => calculate(phase), RUNWAY_AUTO_TRIGGER_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  const submit = () => {
    if (gate.exhausted) {
      // The gate refuses before anything else: it explains and sends the visitor on.
      void screen.calculate();
      return;
    }
    if (screen.check().length > 0) return;
    focusAfter.current = 'bar';
    setPhase({ name: 'submitted', profile: screen.input() });
  };

  const edit = () => {
    focusAfter.current = 'form';
    setPhase({ name: 'editing' });
  };

  return (
    <CalculatorScreen
      id="runway-calculator"
      guide={<RunwayGuide />}
      results={{
        summary: phase.name === 'calculated' ? runwayResultsSummary(phase.result) : undefined,
        recalculate: submit,
      }}
    >
      {/* One shrinkable column, so the wide projection table scrolls in its card at 360 px. */}
      <div className="grid grid-cols-1 gap-6">
        {phase.name === 'editing' ? (
          <RunwayProfileForm
            form={screen.form}
            onChange={screen.change}
            errors={screen.errors}
            gate={gate}
            onSubmit={submit}
            headingRef={formHeading}
          />
        ) : (
          <RunwayProfileBar
            profile={phase.profile}
            working={phase.name === 'submitted'}
            gate={gate}
            onEdit={edit}
            headingRef={barHeading}
          />
        )}
        {phase.name === 'calculated' ? (
          <RunwayResults
            profile={phase.profile}
            result={phase.result}
            simulations={simulations}
            onSimulationsChange={setSimulations}
          />
        ) : null}
      </div>
    </CalculatorScreen>
  );
}
