import { EngineError, ENGINE_LIMITS, LIMIT_MESSAGES } from '@freedompath/engine';
import { applySimulations, calculateRunway, RUNWAY_MESSAGES } from '@freedompath/engine/runway';
import type {
  RunwayProfile,
  RunwayResult,
  SimulationImpact,
  SimulationItem,
} from '@freedompath/engine/runway';
import { parseNumber } from '../calculators/kit/fields/parse-number';

export type SimulationType = SimulationItem['type'];

/**
 * What each what-if type means. The product's names the types only; an expense is one-time (as in the
 * engine's own example) because the stress scenarios already test higher monthly expenses.
 */
export const simulationTypes: readonly {
  value: SimulationType;
  label: string;
  description: string;
}[] = [
  {
    value: 'income',
    label: 'Extra monthly income',
    description: 'Added to your income every month of the break',
  },
  {
    value: 'expense',
    label: 'One-time expense',
    description: 'Paid once, from cash first, then stocks, then crypto',
  },
  {
    value: 'savings',
    label: 'Added savings',
    description: 'A lump sum added to your cash savings',
  },
];

/** The notices of the list's actions; the product's names the actions but gives no wording. */
export const simulationNotices = {
  added: 'Simulation added',
  enabled: 'Simulation enabled',
  disabled: 'Simulation disabled',
  removed: 'Simulation removed',
} as const;

export function simulationTypeLabel(type: SimulationType): string {
  return simulationTypes.find((t) => t.value === type)?.label ?? type;
}

function impactOf(type: SimulationType, amount: number): SimulationImpact {
  if (type === 'income') return { monthlyIncomeChange: amount };
  if (type === 'expense') return { oneTimeExpense: amount };
  return { cashSavingsChange: amount };
}

/** A list change and the notice that announces it. */
export interface SimulationChange {
  items: SimulationItem[];
  notice: string;
}

/**
 * Adds a what-if item, enabled. The list keeps one item per type (its id is the type): adding a
 * type that is already listed toggles that item instead (product: runway#rules) and the amount is
 * not used.
 */
export function addSimulation(
  items: readonly SimulationItem[],
  type: SimulationType,
  amount: number,
): SimulationChange {
  if (items.some((item) => item.type === type)) return toggleSimulation(items, type);
  return {
    items: [...items, { id: type, type, amount, enabled: true, impact: impactOf(type, amount) }],
    notice: simulationNotices.added,
  };
}

/** Turns an item on or off. */
export function toggleSimulation(items: readonly SimulationItem[], id: string): SimulationChange {
  const target = items.find((item) => item.id === id);
  return {
    items: items.map((item) => (item.id === id ? { ...item, enabled: !item.enabled } : item)),
    notice: target?.enabled ? simulationNotices.disabled : simulationNotices.enabled,
  };
}

/** Takes an item off the list. */
export function removeSimulation(items: readonly SimulationItem[], id: string): SimulationChange {
  return { items: items.filter((item) => item.id !== id), notice: simulationNotices.removed };
}

/**
 * The amount typed into the what-if form, or the message to show at the field: a number from
 * 0 to $1e12 (the item's type says which way it moves the runway).
 */
export function readSimulationAmount(text: string): { amount: number } | { message: string } {
  const amount = parseNumber(text);
  if (amount === undefined) return { message: RUNWAY_MESSAGES.invalidNumber };
  if (amount < 0) return { message: RUNWAY_MESSAGES.negativeMoney('Amount') };
  if (amount > ENGINE_LIMITS.maxAmount) return { message: LIMIT_MESSAGES.amountTooLarge };
  return { amount };
}

/**
 * The profile with the enabled items applied (the engine's applySimulations) and its runway
 * (calculateRunway), or the engine's first message when they cannot apply (a simulated balance
 * above $1e12).
 */
export function trySimulateRunway(
  profile: RunwayProfile,
  items: readonly SimulationItem[],
): { profile: RunwayProfile; result: RunwayResult } | { message: string } {
  try {
    const simulated = applySimulations(profile, items);
    return { profile: simulated, result: calculateRunway(simulated) };
  } catch (error) {
    if (error instanceof EngineError) {
      return { message: error.issues[0]?.message ?? RUNWAY_MESSAGES.invalidNumber };
    }
    throw error;
  }
}
