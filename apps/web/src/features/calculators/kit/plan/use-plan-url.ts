import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

/**
 * Keeps the page's URL in step with a screen's plan, so the address bar (and "Copy link") always
 * holds what the form holds. Pass the plan values parsed from the form; fields whose text does
 * not parse keep their last good value. The URL is replaced, not pushed: typing adds no history
 * entries. Writing the URL never calculates and never spends a calculation.
 *
 * @example
 * const plan = Route.useSearch();            // the route validates it with `runwayPlan.schema`
 * const [form, setForm] = useState(() => formFromPlan(plan));
 * usePlanUrl(planFromForm(form, plan));
 */
export function usePlanUrl<Values extends object>(values: Values): void {
  const navigate = useNavigate();
  const serialized = JSON.stringify(values);
  const written = useRef(serialized);
  useEffect(() => {
    if (written.current === serialized) return;
    written.current = serialized;
    // The route's own search middleware drops fields equal to their defaults.
    void navigate({
      to: '.',
      search: JSON.parse(serialized) as never,
      replace: true,
      resetScroll: false,
    });
  }, [navigate, serialized]);
}
