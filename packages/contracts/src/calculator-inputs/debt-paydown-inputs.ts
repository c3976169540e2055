import { DEBT_PAYDOWN_DEFINITION } from '@freedompath/engine/debt';
import type { z } from 'zod/mini';
import { inputsSchemaOf } from './inputs-schema-of.js';

/** `debt-paydown`: the form of the engine's `calculateDebtPaydown`. */
export const debtPaydownInputsSchema = /* @__PURE__ */ inputsSchemaOf(
  DEBT_PAYDOWN_DEFINITION,
  'DebtPaydownInputs',
);
export type DebtPaydownInputs = z.infer<typeof debtPaydownInputsSchema>;
