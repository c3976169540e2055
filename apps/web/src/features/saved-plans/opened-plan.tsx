import type { CalculatorSlug } from '@freedompath/contracts';
import { useLocation } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { openedPlanIdOf } from './opened-plan-hash';
import { useSession } from '@/lib/use-session';
import type { CalculatorEntry } from '../calculators/calculator-catalog';

// Loaded with the first reopened plan only: other visits never download it.
const SavedResults = lazy(async () => ({
  default: (await import('./saved-results')).SavedResults,
}));

/**
 * The saved plan the address opened (its hash, ADR 043), shown with its saved results until
 * the screen has results of its own. The hash is read once, as the screen mounts: the screen
 * rewrites its address as the form changes, and the hash goes with it.
 */
export function OpenedPlan({
  calculator,
  hidden,
  onRecalculate,
  focusAfterRef,
}: {
  calculator: CalculatorEntry;
  /** The screen shows results of its own now. */
  hidden: boolean;
  onRecalculate: () => void;
  /** Where focus goes when the panel goes while it held focus (Recalculate was pressed). */
  focusAfterRef: RefObject<HTMLElement | null>;
}) {
  const { user } = useSession();
  const hash = useLocation({ select: (location) => location.hash });
  const [planId] = useState(() => openedPlanIdOf(hash));
  const panelRef = useRef<HTMLDivElement>(null);
  const heldFocus = useRef(false);

  useEffect(() => {
    if (!hidden || !heldFocus.current) return;
    heldFocus.current = false;
    // The button pressed has gone with the panel: the screen's title takes focus, not nowhere.
    if (document.activeElement === document.body) focusAfterRef.current?.focus();
  }, [hidden, focusAfterRef]);

  if (!user || !planId || hidden) return null;
  return (
    <div ref={panelRef}>
      <Suspense fallback={null}>
        <SavedResults
          userId={user.id}
          planId={planId}
          // The catalogue types slugs as text; they are the registry's.
          calculator={calculator.slug as CalculatorSlug}
          onRecalculate={() => {
            heldFocus.current = panelRef.current?.contains(document.activeElement) ?? false;
            onRecalculate();
          }}
        />
      </Suspense>
    </div>
  );
}
