import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { metaForPath } from './page-meta';

/** How long a new page may take to show its heading (a route chunk on a slow network). */
const HEADING_WAIT_MS = 10_000;

function setDescription(description: string): void {
  document.querySelector('meta[name="description"]')?.setAttribute('content', description);
}

/**
 * Focuses the page's h1 once it is in `main`, so a screen reader announces the new page and
 * Tab continues from its top instead of from the link that was clicked (which may no longer
 * exist). The heading gets `tabindex="-1"`: focusable by script, not a Tab stop.
 */
function focusHeadingWhenShown(main: HTMLElement): () => void {
  const focus = () => {
    const heading = main.querySelector('h1');
    if (!heading) return false;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.dataset.pageHeading = '';
    heading.focus();
    return true;
  };
  if (focus()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (focus()) stop();
  });
  const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
  observer.observe(main, { childList: true, subtree: true });
  return stop;
}

/**
 * What a page change does beyond rendering: the description follows the page (as the built
 * HTML of that route has it, ./page-meta.ts), and after a client-side navigation, not on the
 * first load, focus moves to the new page's heading. Only a new path counts: calculators
 * rewrite their search params on every input.
 */
export function usePageChange(): void {
  // The resolved location: `location` changes when a navigation starts, while the previous
  // page (and its heading) is still shown.
  const pathname = useRouterState({
    select: (state) => (state.resolvedLocation ?? state.location).pathname,
  });
  const firstPath = useRef(pathname);
  useEffect(() => {
    setDescription(metaForPath(pathname).description);
    if (pathname === firstPath.current) return undefined;
    firstPath.current = '';
    const main = document.getElementById('main');
    return main ? focusHeadingWhenShown(main) : undefined;
  }, [pathname]);
}
