/**
 * One problem with a calculator's input: `path` names the field (dot and index notation,
 * e.g. `debts.0.balance`), `message` is the text shown to the user, taken verbatim from the
 * specification wherever it gives one.
 */
export interface ValidationIssue {
  path: string;
  message: string;
}
