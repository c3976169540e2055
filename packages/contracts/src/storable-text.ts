/** Half of a surrogate pair without its other half. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * True for text PostgreSQL can store: `text` and `jsonb` refuse NUL characters and unpaired
 * surrogates (invalid UTF-16 has no UTF-8 form), and such text is never typed by a person.
 */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

export const UNSTORABLE_TEXT_MESSAGE = 'Contains characters that cannot be saved';
