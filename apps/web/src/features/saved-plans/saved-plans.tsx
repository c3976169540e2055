import type { ResultSummary } from '@freedompath/contracts';
import { lazy, Suspense } from 'react';
import { useSession } from '@/lib/use-session';
import type { CalculatorEntry } from '../calculators/calculator-catalog';
import { SavedPlansTrigger } from './saved-plans-trigger';

// The menu, its dialogs and queries load on the first calculator screen a signed-in user sees:
// anonymous visitors never download them, and the app shell does not grow.
const SavedPlansMenu = lazy(async () => ({
  default: (await import('./saved-plans-menu')).SavedPlansMenu,
}));

/** The calculator screen's "Saved plans" menu, for signed-in users only; nothing otherwise. */
export function SavedPlans({
  calculator,
  summary,
}: {
  calculator: CalculatorEntry;
  /** The results on screen, saved with the plan. */
  summary: ResultSummary | undefined;
}) {
  const { user } = useSession();
  if (!user) return null;
  return (
    <Suspense fallback={<SavedPlansTrigger disabled />}>
      <SavedPlansMenu calculator={calculator} userId={user.id} summary={summary} />
    </Suspense>
  );
}
