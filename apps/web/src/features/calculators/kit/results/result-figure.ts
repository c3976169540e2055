import { RESULT_SUMMARY_MAX_TEXT } from '@freedompath/contracts';
import type { ResultFigure } from '@freedompath/contracts';

function clip(text: string): string {
  const trimmed = text.trim();
  return trimmed.length <= RESULT_SUMMARY_MAX_TEXT
    ? trimmed
    : `${trimmed.slice(0, RESULT_SUMMARY_MAX_TEXT - 1).trimEnd()}…`;
}

/**
 * A figure of a results summary whose label or value holds the visitor's own text (an offer's
 * or a place's name): clipped with an ellipsis to what a saved plan keeps (ADR 043).
 */
export function resultFigure(label: string, value: string): ResultFigure {
  return { label: clip(label), value: clip(value) };
}
