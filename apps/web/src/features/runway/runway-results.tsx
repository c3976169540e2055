import type { RunwayProfile, RunwayResult, SimulationItem } from '@freedompath/engine/runway';
import { useMemo } from 'react';
import { notifySuccess } from '../calculators/kit/notices/notify';
import { RunwayProbability } from './runway-probability';
import { RunwayProjection } from './runway-projection';
import { RunwayStressScenarios } from './runway-stress-scenarios';
import { RunwaySummary } from './runway-summary';
import {
  addSimulation,
  removeSimulation,
  toggleSimulation,
  trySimulateRunway,
} from './simulation-items';
import type { SimulationChange } from './simulation-items';
import { WhatIfSimulations } from './what-if-simulations';

export interface RunwayResultsProps {
  /** The submitted profile. */
  profile: RunwayProfile;
  /** The calculated result for it. */
  result: RunwayResult;
  simulations: readonly SimulationItem[];
  onSimulationsChange: (items: SimulationItem[]) => void;
}

/**
 * The results of a calculated profile; with what-if simulations enabled every figure is the
 * engine's for the simulated profile (applySimulations, then calculateRunway, and
 * runwayProbability in the simulation worker).
 */
export function RunwayResults({
  profile,
  result,
  simulations,
  onSimulationsChange,
}: RunwayResultsProps) {
  const enabled = simulations.filter((item) => item.enabled).length;
  const simulated = useMemo(
    () => (enabled > 0 ? trySimulateRunway(profile, simulations) : undefined),
    [enabled, profile, simulations],
  );
  const shown = simulated && 'result' in simulated ? simulated : { profile, result };
  const hasBreak = profile.breakDuration !== undefined && profile.breakDuration !== null;

  /** Applies a list change only when the engine can calculate with it, then announces it. */
  const change = (next: SimulationChange): string | undefined => {
    const check = trySimulateRunway(profile, next.items);
    if ('message' in check) return check.message;
    onSimulationsChange(next.items);
    notifySuccess(next.notice);
    return undefined;
  };

  return (
    <div className="grid grid-cols-1 gap-6">
      <RunwaySummary
        result={shown.result}
        hasBreak={hasBreak}
        enabledSimulations={shown.result === result ? 0 : enabled}
      />
      <RunwayProbability profile={shown.profile} />
      <RunwayProjection rows={shown.result.projection} />
      <RunwayStressScenarios stress={shown.result.stress} />
      <WhatIfSimulations
        items={simulations}
        onAdd={(type, amount) => change(addSimulation(simulations, type, amount))}
        onToggle={(id) => change(toggleSimulation(simulations, id))}
        onRemove={(id) => change(removeSimulation(simulations, id))}
        baseRunwayMonths={result.runwayMonths}
        simulatedRunwayMonths={shown.result === result ? undefined : shown.result.runwayMonths}
        applyError={simulated && 'message' in simulated ? simulated.message : undefined}
      />
    </div>
  );
}
