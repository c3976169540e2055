import type { ValidationIssue } from '@freedompath/engine';
import type {
  RetirementInput,
  RetirementResult,
  RunwayProbabilityOptions,
  RunwayProbabilityResult,
} from '@freedompath/engine/fire';
import type { RunwayProfile } from '@freedompath/engine/runway';

/** What the simulation worker can be asked to compute: one engine call each. */
export type SimulationJob =
  | { kind: 'retirement'; input: RetirementInput }
  | { kind: 'runway-probability'; profile: RunwayProfile; options?: RunwayProbabilityOptions };

/** The engine's answer to each kind of job. */
export interface SimulationResults {
  retirement: RetirementResult;
  'runway-probability': RunwayProbabilityResult;
}

export type SimulationResultOf<Job extends SimulationJob> = SimulationResults[Job['kind']];

/** Page → worker: a job, under an id the answers repeat. */
export type SimulationRequest = SimulationJob & { id: number };

/** Worker → page, about the request with the same id. */
export type SimulationMessage =
  /** The share of the job done (0–1), at most one message per 2 %. */
  | { id: number; type: 'progress'; fraction: number }
  | { id: number; type: 'result'; result: SimulationResults[SimulationJob['kind']] }
  /**
   * The engine threw. `issues` is set for an `EngineError` (invalid input): the class itself
   * cannot cross to the page, so the client throws its own with these issues.
   */
  | { id: number; type: 'error'; message: string; issues: readonly ValidationIssue[] | null };
