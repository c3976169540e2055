/**
 * The texts an element is described by (its `aria-describedby`), in order: a field's hint, then
 * its error.
 */
export function descriptionOf(element: HTMLElement): string[] {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '');
}
