import { useEffect } from 'react';
import { site } from './site';

/** The document title for a page: "<title> — FreedomPath", or the product's own title. */
export function pageTitle(title?: string): string {
  return title ? `${title} — ${site.name}` : `${site.name} — ${site.tagline}`;
}

/**
 * Sets `document.title` while the calling page is shown, so each route has its own title in
 * the tab, the history list and for screen readers announcing the navigation.
 */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
