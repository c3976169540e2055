import { LIMIT_MESSAGES } from '@freedompath/engine';
import type { ValidationIssue } from '@freedompath/engine';
import type { TripInput } from '@freedompath/engine/travel';
import { parseNumber, textIssues } from '../calculators/kit/fields/parse-number';
import type { TravelPlannerForm } from './travel-planner-plan';

/**
 * The engine's input for the form: the stops as they are, and the base daily cost when its
 * text is a number (blank or not a number: none, so the engine uses its default of $150).
 */
export function tripInput(form: TravelPlannerForm): TripInput {
  const baseDailyCost = parseNumber(form.baseDailyCost);
  return {
    itinerary: form.itinerary,
    ...(baseDailyCost === undefined ? {} : { baseDailyCost }),
  };
}

/**
 * The message for a base daily cost typed as something that is not a number: the engine never
 * sees that text (it receives no value), so the screen says it at the field.
 */
export function tripTextIssues(form: TravelPlannerForm): ValidationIssue[] {
  return textIssues({ baseDailyCost: form.baseDailyCost }, LIMIT_MESSAGES.notANumber);
}
