import type { PageViewEvent } from '@freedompath/contracts';

/** The longest user agent the API takes (`userAgent` in contracts' analytics events). */
const MAX_USER_AGENT_LENGTH = 512;

/** Below this width the site shows its phone layout, and a page view counts as mobile. */
const MOBILE_QUERY = '(max-width: 767px)';

export function userAgent(): string {
  return navigator.userAgent.slice(0, MAX_USER_AGENT_LENGTH);
}

/** The screen as `1920x1080`. */
export function screenResolution(): string {
  return `${Math.round(screen.width)}x${Math.round(screen.height)}`;
}

/** `mobile` on a narrow window or a mobile browser, else `desktop`. */
export function deviceType(): PageViewEvent['deviceType'] {
  const narrow = typeof matchMedia === 'function' && matchMedia(MOBILE_QUERY).matches;
  return narrow || /Mobi/.test(navigator.userAgent) ? 'mobile' : 'desktop';
}
