import { SAVED_PLAN_LIMIT } from '@freedompath/contracts';
import type { Scenario } from '@freedompath/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { scenariosQueryOptions } from './scenarios-query-options';
import { calculatorOfSlug } from './calculator-of-slug';
import { DeletePlanDialog } from './delete-plan-dialog';
import { formatSavedDate } from './format-saved-date';
import { openedPlanHash } from './opened-plan-hash';
import { PlanNameDialog } from './plan-name-dialog';
import { useSavedPlanActions } from './use-saved-plan-actions';

/**
 * My Account's "Saved plans": every plan of the user, newest change first, each with its
 * calculator and date, Open (the calculator with the plan's inputs, as a shared link opens it,
 * and the results it was saved with: nothing is calculated or spent), Rename and Delete. From 360 px wide up.
 */
export function SavedPlansList({ userId }: { userId: string }) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const plans = useQuery(scenariosQueryOptions(userId));
  return (
    <Card aria-labelledby={headingId} role="region">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-semibold text-slate-900 outline-none"
        >
          Saved plans
        </h2>
        {plans.data && plans.data.length > 0 ? (
          <p className="text-sm text-slate-600">
            {plans.data.length} of {SAVED_PLAN_LIMIT}
          </p>
        ) : null}
      </div>
      {plans.isPending ? (
        <p role="status" className="mt-3 text-slate-600">
          Loading your saved plans...
        </p>
      ) : plans.isError ? (
        <div className="mt-3 grid justify-items-start gap-3">
          <p role="alert" className="text-red-800">
            Your saved plans could not be loaded.
          </p>
          <Button variant="secondary" onClick={() => void plans.refetch()}>
            Try again
          </Button>
        </div>
      ) : plans.data.length === 0 ? (
        <p className="mt-3 text-slate-600">
          No saved plans yet. On any calculator, choose <strong>Saved plans</strong> and then{' '}
          <strong>Save plan</strong> to keep its inputs here.
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 border-y border-slate-200">
          {plans.data.map((plan) => (
            <SavedPlanRow key={plan.id} plan={plan} userId={userId} listHeadingRef={headingRef} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function SavedPlanRow({
  plan,
  userId,
  listHeadingRef,
}: {
  plan: Scenario;
  userId: string;
  listHeadingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const actions = useSavedPlanActions(userId);
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const calculator = calculatorOfSlug(plan.calculator);
  // "Open", "Rename" and "Delete" repeat on every row: screen readers hear whose they are.
  const named = (
    <>
      {' '}
      <span className="sr-only">{plan.name}</span>
    </>
  );
  return (
    <li className="grid gap-3 py-4 sm:grid-cols-[1fr_auto] sm:items-center">
      <div className="min-w-0">
        <p className="font-semibold break-words text-slate-900">{plan.name}</p>
        <p className="text-sm text-slate-600">
          {calculator.title} · Updated {formatSavedDate(plan.updatedAt)}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="secondary">
          {/* The route validates the inputs as it does a shared link's search params. */}
          <Link to={calculator.route} search={plan.inputs as never} hash={openedPlanHash(plan.id)}>
            Open{named}
          </Link>
        </Button>
        <PlanNameDialog
          open={renaming}
          onOpenChange={setRenaming}
          title="Rename plan"
          description={`A new name for “${plan.name}”.`}
          submitLabel="Rename"
          initialName={plan.name}
          onSubmit={(name) => actions.rename(plan, name)}
          trigger={<Button variant="ghost">Rename{named}</Button>}
        />
        <DeletePlanDialog
          open={deleting}
          onOpenChange={setDeleting}
          planName={plan.name}
          onConfirm={() => actions.remove(plan)}
          trigger={
            <Button variant="ghost" className="text-red-800 hover:bg-red-50 hover:text-red-900">
              Delete{named}
            </Button>
          }
          // The row goes with the plan: focus moves to the list's heading, not to nowhere.
          returnFocusRef={listHeadingRef}
        />
      </div>
    </li>
  );
}
