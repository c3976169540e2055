import { TRAVEL_DEFAULTS, TRAVEL_DEFINITION } from '@freedompath/engine/travel';
import { calculatorForm } from '../calculators/kit/form/calculator-form';
import type { CalculatorForm, FormItemOf, FormOf } from '../calculators/kit/form/calculator-form';
import { travelPlannerPlan } from './travel-planner-plan';

type Fields = typeof TRAVEL_DEFINITION.fields;

/** The form as typed: the base daily cost as text; the itinerary holds added, checked stops. */
export type TravelPlannerForm = FormOf<Fields>;

/** A stop on the list: the planned stop with the key the screen gives it. */
export type Stop = FormItemOf<Fields['itinerary']['item']>;

const kitForm = calculatorForm(TRAVEL_DEFINITION, travelPlannerPlan);

/** The travel planner's form: plan ↔ typed text ↔ the engine's trip. */
export const travelPlannerForm: CalculatorForm<Fields> = {
  ...kitForm,
  /**
   * The plan the form stands for, for the URL. A blank base daily cost is the engine's default
   * (it reads a missing one so); text that does not parse, or that the engine would refuse,
   * keeps `last`'s value, so the link always holds the last good plan.
   */
  toPlan: (form, last) => {
    const plan = kitForm.toPlan(form, last);
    const blank = form.baseDailyCost.trim() === '';
    return {
      ...plan,
      baseDailyCost: blank
        ? TRAVEL_DEFAULTS.baseDailyCost
        : (plan.baseDailyCost ?? last.baseDailyCost),
    };
  },
};
