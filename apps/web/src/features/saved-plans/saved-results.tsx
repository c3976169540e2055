import type { CalculatorSlug } from '@freedompath/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { formatSavedDate } from './format-saved-date';
import { Button } from '@/components/ui/button';
import { RetryNotice } from '@/components/ui/retry-notice';
import { ApiError } from '@/lib/api-error';
import { scenarioQueryOptions } from './scenarios-query-options';
import type { Viewer } from '../calculators/kit/gate/gate-state';
import { useViewer } from '../calculators/kit/gate/use-viewer';

export const savedResultsTexts = {
  loading: 'Loading your saved plan...',
  gone: 'This saved plan no longer exists. The form holds its inputs.',
  failed: 'Your saved plan could not be loaded.',
  otherCalculator: 'This saved plan belongs to another calculator.',
  savedOn: (date: string) =>
    `Results as saved on ${date}. Seeing them again spends no calculation.`,
  noResults:
    'This plan was saved without results (before they were kept, or before calculating). Recalculate to see them.',
} as const;

/** What pressing Recalculate costs this viewer, as the gate will count it. */
function recalculateCost(viewer: Viewer): string {
  if (viewer.kind === 'paid' || viewer.kind === 'admin') {
    return 'Recalculating is unlimited on your plan.';
  }
  if (viewer.kind === 'free' || viewer.kind === 'anonymous') {
    const left = `${viewer.remaining} calculation${viewer.remaining === 1 ? '' : 's'} left`;
    return `Recalculating spends one calculation: you have ${left}.`;
  }
  return 'Recalculating spends one calculation, as Calculate does.';
}

/**
 * A reopened saved plan's name and the headline results it was saved with, dated, above the
 * calculator (ADR 043): shown from the saved plan, so nothing is calculated or spent. Recalculate
 * runs the screen's own calculate action through the gate, which spends as usual.
 */
export function SavedResults({
  userId,
  planId,
  calculator,
  onRecalculate,
}: {
  userId: string;
  planId: string;
  calculator: CalculatorSlug;
  onRecalculate: () => void;
}) {
  const headingId = useId();
  const costId = useId();
  const viewer = useViewer();
  const plan = useQuery(scenarioQueryOptions(userId, planId));

  if (plan.isPending) {
    return (
      <p role="status" className="text-slate-600">
        {savedResultsTexts.loading}
      </p>
    );
  }
  if (plan.isError) {
    return plan.error instanceof ApiError && plan.error.status === 404 ? (
      <p role="status" className="text-slate-700">
        {savedResultsTexts.gone}
      </p>
    ) : (
      <RetryNotice onRetry={() => void plan.refetch()} className="text-red-800">
        {savedResultsTexts.failed}
      </RetryNotice>
    );
  }
  if (plan.data.calculator !== calculator) {
    return <p className="text-slate-700">{savedResultsTexts.otherCalculator}</p>;
  }

  const { name, results } = plan.data;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-brand-200 bg-brand-50 p-6 break-inside-avoid"
    >
      <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">Saved plan</p>
      <h2 id={headingId} className="mt-1 text-xl font-semibold break-words text-slate-900">
        {name}
      </h2>
      {results ? (
        <>
          <p className="mt-2 text-slate-700">
            {savedResultsTexts.savedOn(formatSavedDate(results.savedAt))}
          </p>
          <dl className="mt-4 grid gap-3 sm:grid-cols-2">
            {results.figures.map((figure, index) => (
              <div key={index} className="rounded-xl bg-white p-4">
                <dt className="text-sm text-slate-600">{figure.label}</dt>
                <dd className="mt-1 text-lg font-semibold break-words text-slate-900">
                  {figure.value}
                </dd>
              </div>
            ))}
          </dl>
        </>
      ) : (
        <p className="mt-2 text-slate-700">{savedResultsTexts.noResults}</p>
      )}
      <div className="mt-5 grid justify-items-start gap-2 print:hidden">
        <Button onClick={onRecalculate} aria-describedby={costId}>
          Recalculate
        </Button>
        <p id={costId} className="text-sm text-slate-700">
          {recalculateCost(viewer)}
        </p>
      </div>
    </section>
  );
}
