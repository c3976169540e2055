/**
 * A value built on first use and kept. For what is costly to build at module load and not
 * always needed (the first `Intl` formatter of a page loads locale data: tens of
 * milliseconds on a phone, all in the task that evaluates the module).
 */
export function once<T>(build: () => T): () => T {
  let built: { value: T } | undefined;
  return () => (built ??= { value: build() }).value;
}
