/** Whether an error means the work was cancelled (an `AbortError`), not that it failed. */
export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
