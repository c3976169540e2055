/**
 * Loads `href` as a new document, as opening a shared link does. Its own module so tests can
 * replace it: jsdom does not navigate.
 */
export function loadDocument(href: string): void {
  window.location.assign(href);
}
