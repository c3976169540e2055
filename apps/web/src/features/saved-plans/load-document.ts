/**
 * Loads `href` as a new document, as opening a shared link does, even when it differs from the
 * current address by its hash only: the browser would then just move to the fragment. Its own
 * module so tests can replace it: jsdom does not navigate.
 */
export function loadDocument(href: string): void {
  const target = new URL(href, window.location.href);
  const here = new URL(window.location.href);
  window.location.assign(target.href);
  if (target.pathname === here.pathname && target.search === here.search) {
    window.location.reload();
  }
}
