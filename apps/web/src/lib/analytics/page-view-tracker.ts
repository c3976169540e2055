import type { PageViewEvent } from '@freedompath/contracts';
import type { AnyRouter } from '@tanstack/react-router';
import { pageViewSessionId } from './analytics-session-ids';
import { deviceType, screenResolution, userAgent } from './client-facts';
import { randomUuid } from '../random-id';

/** The longest `pageUrl`, `referrer` and `pageTitle` the API takes (contracts). */
const MAX_URL_LENGTH = 2048;
const MAX_TITLE_LENGTH = 300;

/** A URL without its query and fragment, which can carry tokens and a calculator's inputs. */
function withoutQuery(url: string): string | null {
  try {
    const { origin, pathname } = new URL(url);
    return `${origin}${pathname}`.slice(0, MAX_URL_LENGTH);
  } catch {
    return null;
  }
}

/**
 * Records a page view for the first page shown and then for each navigation to another path.
 * Query changes are not views: calculators rewrite their query on every input. The first view's
 * referrer is the document's; a later one's is the previous page of the app, without its query.
 *
 * Start it before the app first renders: the first view is taken from the router's first
 * `onRendered` (or `onResolved`, for a router that loads while rendering). Each view is built a
 * task later, once the new page's effects have set `document.title` (lib/use-page-title.ts).
 * Returns a function that stops it.
 */
export function trackPageViews(
  router: Pick<AnyRouter, 'subscribe'>,
  record: (view: PageViewEvent) => void,
): () => void {
  let shownPath: string | null = null;
  const timers = new Set<ReturnType<typeof setTimeout>>();

  const onPageChange = ({ toLocation }: { toLocation: { pathname: string } }) => {
    const pathname = toLocation.pathname;
    if (pathname === shownPath) return;
    const referrer =
      shownPath === null
        ? withoutQuery(document.referrer)
        : withoutQuery(`${window.location.origin}${shownPath}`);
    shownPath = pathname;
    const timer = setTimeout(() => {
      timers.delete(timer);
      record({
        type: 'page_view',
        clientEventId: randomUuid(),
        pageUrl: pathname.slice(0, MAX_URL_LENGTH),
        // Never half an emoji: the server refuses a lone surrogate.
        pageTitle: document.title.slice(0, MAX_TITLE_LENGTH).replace(/[\ud800-\udbff]$/, ''),
        sessionId: pageViewSessionId(),
        userAgent: userAgent(),
        referrer,
        screenResolution: screenResolution(),
        deviceType: deviceType(),
      });
    });
    timers.add(timer);
  };

  const unsubscribes = [
    router.subscribe('onResolved', onPageChange),
    router.subscribe('onRendered', onPageChange),
  ];
  return () => {
    for (const unsubscribe of unsubscribes) unsubscribe();
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
  };
}
