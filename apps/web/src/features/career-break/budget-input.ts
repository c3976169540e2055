import { CAREER_BREAK_MESSAGES } from '@freedompath/engine/career-break';
import type { ValidationIssue } from '@freedompath/engine';
import type { CareerBreakInput } from '@freedompath/engine/career-break';
import { parseNumber, textIssues } from '../calculators/kit/fields/parse-number';
import type { CareerBreakForm } from './career-break-plan';

/**
 * The engine's input for the form's texts. Duration and buffer that do not parse become NaN,
 * which the engine answers with 'Please enter valid numbers'; blank savings and income are 0
 * (spec §5).
 */
export function budgetInput(form: CareerBreakForm): CareerBreakInput {
  return {
    durationYears: parseNumber(form.durationYears) ?? Number.NaN,
    emergencyBufferPercent: parseNumber(form.emergencyBufferPercent) ?? Number.NaN,
    currentSavings: parseNumber(form.currentSavings) ?? 0,
    currentAnnualIncome: parseNumber(form.currentAnnualIncome) ?? 0,
    expenses: form.expenses,
  };
}

/** 'Please enter valid numbers' for each number field holding text that is not a number. */
export function budgetTextIssues(form: CareerBreakForm): ValidationIssue[] {
  return textIssues(
    {
      durationYears: form.durationYears,
      emergencyBufferPercent: form.emergencyBufferPercent,
      currentSavings: form.currentSavings,
      currentAnnualIncome: form.currentAnnualIncome,
    },
    CAREER_BREAK_MESSAGES.invalidNumbers,
  );
}
