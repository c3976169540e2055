let count = 0;

/**
 * A key no other item made on this page has, for telling the rows of an editable list apart
 * (React's `key`, which row to edit or remove): `uniqueKey('bill')` → 'bill-7'. A plan restored from
 * a link carries no keys, so each row gets a new one.
 */
export function uniqueKey(prefix: string): string {
  count += 1;
  return `${prefix}-${count}`;
}
