import { validateFreelanceRate } from '@freedompath/engine/freelance';
import { parseNumber } from '../calculators/kit/fields/parse-number';

/** A benefit being added: its fields as typed. */
export interface BenefitDraft {
  name: string;
  /** $ a year, as typed. */
  amount: string;
}

/** Messages for the draft's fields when it cannot be added yet. */
export interface BenefitDraftErrors {
  name?: string;
  amount?: string;
}

export const emptyBenefitDraft: BenefitDraft = { name: '', amount: '' };

/**
 * Checks a draft with the engine's own rules for a benefit (product: freelance-rate#validation:
 * adding needs both name and amount): the benefit to add, or the messages at the fields that need
 * them, each at the field the engine names ('Please fill in both name and amount' at whichever of
 * the two is missing).
 */
export function checkBenefitDraft(
  draft: BenefitDraft,
):
  | { ok: true; benefit: { name: string; amount: number } }
  | { ok: false; errors: BenefitDraftErrors } {
  const name = draft.name.trim();
  const amount = parseNumber(draft.amount) ?? Number.NaN;
  // The salary is only there to make a whole input; the benefit's issues are the ones read.
  const issues = validateFreelanceRate({ annualSalary: 0, benefits: [{ name, amount }] });
  if (issues.length === 0) return { ok: true, benefit: { name, amount } };
  const errors: BenefitDraftErrors = {};
  for (const { path, message } of issues) {
    if (path === 'benefits.0.name') errors.name ??= message;
    if (path === 'benefits.0.amount') errors.amount ??= message;
  }
  return { ok: false, errors };
}
