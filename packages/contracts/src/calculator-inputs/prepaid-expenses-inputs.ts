import { PREPAID_EXPENSES_DEFINITION } from '@freedompath/engine/prepaid';
import type { z } from 'zod/mini';
import { inputsSchemaOf } from './inputs-schema-of.js';

/** `prepaid-expenses`: the form of the engine's `calculatePrepaidExpenses`. */
export const prepaidExpensesInputsSchema = /* @__PURE__ */ inputsSchemaOf(
  PREPAID_EXPENSES_DEFINITION,
  'PrepaidExpensesInputs',
);
export type PrepaidExpensesInputs = z.infer<typeof prepaidExpensesInputsSchema>;
