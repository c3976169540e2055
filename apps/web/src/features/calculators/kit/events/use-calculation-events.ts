import { useCallback, useEffect, useRef } from 'react';
import type { CalculatorId } from '@/features/calculators/calculator-catalog';
import { reportCalculationEvent } from '@/lib/analytics/calculation-event-sink';

export interface CalculationEvents {
  /** Reports a completed calculation with its inputs and results. */
  completed: (inputs: unknown, results: unknown) => void;
}

/**
 * Reports a calculator screen's analytics events: `started` once when it opens, `completed`
 * for each successful calculation (inputs, results, time since opening) and `abandoned` when
 * the visitor leaves (page hide or navigating away) after opening and before completing one.
 * Reporting never throws into the calculation. `useCalculationGate` calls this for its screen.
 */
export function useCalculationEvents(calculatorType: CalculatorId): CalculationEvents {
  const openedAt = useRef(0);
  const completedOnce = useRef(false);
  const mounted = useRef(false);

  useEffect(() => {
    mounted.current = true;
    if (openedAt.current === 0) {
      openedAt.current = Date.now();
      const at = new Date(openedAt.current).toISOString();
      reportCalculationEvent({ type: 'started', calculatorType, at, startedAt: at });
    }
    let abandonedReported = false;
    const abandon = () => {
      if (completedOnce.current || abandonedReported) return;
      abandonedReported = true;
      const now = Date.now();
      reportCalculationEvent({
        type: 'abandoned',
        calculatorType,
        at: new Date(now).toISOString(),
        startedAt: new Date(openedAt.current).toISOString(),
        timeSpentMs: now - openedAt.current,
      });
    };
    const onPageHide = () => {
      abandon();
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      mounted.current = false;
      // React's development double mount remounts before microtasks run: only a real
      // unmount (leaving the screen) counts as abandoning it.
      queueMicrotask(() => {
        if (!mounted.current) abandon();
      });
    };
  }, [calculatorType]);

  const completed = useCallback(
    (inputs: unknown, results: unknown) => {
      completedOnce.current = true;
      const now = Date.now();
      // A calculation before the screen's effect ran (never in practice) started just now.
      const openedAtOrNow = openedAt.current || now;
      reportCalculationEvent({
        type: 'completed',
        calculatorType,
        at: new Date(now).toISOString(),
        startedAt: new Date(openedAtOrNow).toISOString(),
        timeSpentMs: now - openedAtOrNow,
        inputs,
        results,
      });
    },
    [calculatorType],
  );

  return { completed };
}
