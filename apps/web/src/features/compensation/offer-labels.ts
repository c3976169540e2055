/**
 * What each offer is called on screen: its name, or 'Offer N' while it has none, made unique
 * and different from the `reserved` words (charts and tables key rows and columns by it).
 *
 * @example offerLabels(['Acme', '', 'Acme']) // ['Acme', 'Offer 2', 'Acme (3)']
 */
export function offerLabels(names: readonly string[], reserved: readonly string[] = []): string[] {
  const seen = new Set(reserved);
  return names.map((name, index) => {
    let label = name.trim() || `Offer ${index + 1}`;
    while (seen.has(label)) label = `${label} (${index + 1})`;
    seen.add(label);
    return label;
  });
}
