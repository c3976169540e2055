import { numberViolation } from '../shared/calculator-definition.js';
import type { ChoicesField, NumberField } from '../shared/calculator-definition.js';
import { fieldOf, isRecord } from '../shared/inputs.js';
import { LIMIT_MESSAGES } from '../shared/limits.js';
import type { ValidationIssue } from '../shared/validation-issue.js';
import { INTERNATIONAL_MESSAGES as M } from './constants.js';
import { INTERNATIONAL_RUNWAY_DEFINITION } from './international-runway-definition.js';
import type { InternationalRunwayForm } from './types.js';

type FieldName = keyof typeof INTERNATIONAL_RUNWAY_DEFINITION.fields;

/** What each list says when it is not one, empty, or holds an unknown or a repeated value. */
interface ListMessages {
  notAList: string;
  /** Absent where an empty list is fine. */
  empty?: string;
  unknown: string;
  /** Absent where a repeat is harmless (a visa kind listed twice is still that kind). */
  repeated?: string;
}

const LIST_MESSAGES: Partial<Record<FieldName, ListMessages>> = {
  visaTypePreference: { notAList: LIMIT_MESSAGES.notAList, unknown: M.visaType },
  selectedCountries: {
    notAList: M.selectCountry,
    empty: M.selectCountry,
    unknown: M.unknownCountry,
    repeated: M.duplicateCountry,
  },
};

function amountIssues(path: FieldName, field: NumberField, value: unknown): ValidationIssue[] {
  // An absent amount is left out, never null: null is refused like any other non-number.
  const violation = value === null ? 'invalid' : numberViolation(field, value);
  if (violation === undefined) return [];
  const message = violation === 'above' ? LIMIT_MESSAGES.amountTooLarge : M[path as keyof typeof M];
  return [{ path, message }];
}

function listIssues(path: FieldName, field: ChoicesField, value: unknown): ValidationIssue[] {
  const messages = LIST_MESSAGES[path]!;
  if (!Array.isArray(value)) return [{ path, message: messages.notAList }];
  if (value.length === 0 && messages.empty) return [{ path, message: messages.empty }];
  // Say a list is too long before reading it (a list of countries may be huge).
  if (value.length > field.max) return [{ path, message: LIMIT_MESSAGES.tooMany(field.max) }];
  const issues: ValidationIssue[] = [];
  const seen = new Set<unknown>();
  // A for loop, not forEach: a hole in a sparse list is an unknown value, not skipped.
  for (let index = 0; index < value.length; index++) {
    const entry: unknown = value[index];
    if (!(field.options as readonly unknown[]).includes(entry)) {
      issues.push({ path: `${path}.${index}`, message: messages.unknown });
    } else if (messages.repeated && seen.has(entry)) {
      issues.push({ path: `${path}.${index}`, message: messages.repeated });
    }
    seen.add(entry);
  }
  return issues;
}

/**
 * Checks the international runway form (product: international-runway#validation): amounts are
 * optional and, when given, finite and 0 or more; visa preferences are `digital_nomad` or
 * `non_lucrative`; at least one known country is selected, each once; the runway type is cash,
 * investments or combined. Beyond the product definition: amounts are at most $1e12, `includeIncome` is true or
 * false, and the lists hold at most 2 visa kinds and at most one entry per country. Never throws.
 *
 * @example validateInternationalRunway({ cashSavings: -1, selectedCountries: [] })
 * // [{ path: 'cashSavings', message: 'Savings must be positive' },
 * //  { path: 'selectedCountries', message: 'Select at least one country' }]
 */
export function validateInternationalRunway(form: InternationalRunwayForm): ValidationIssue[] {
  if (!isRecord(form)) return [{ path: '', message: LIMIT_MESSAGES.notAnObject }];
  const issues: ValidationIssue[] = [];
  for (const [name, field] of Object.entries(INTERNATIONAL_RUNWAY_DEFINITION.fields)) {
    const path = name as FieldName;
    const value = fieldOf(form, path);
    if (value === undefined && field.optional) continue;
    switch (field.kind) {
      case 'money':
        issues.push(...amountIssues(path, field, value));
        break;
      case 'choices':
        issues.push(...listIssues(path, field, value));
        break;
      case 'choice':
        if (!(field.options as readonly unknown[]).includes(value)) {
          issues.push({ path, message: M.runwayType });
        }
        break;
      case 'boolean':
        if (typeof value !== 'boolean')
          issues.push({ path, message: LIMIT_MESSAGES.notTrueOrFalse });
        break;
    }
  }
  return issues;
}
