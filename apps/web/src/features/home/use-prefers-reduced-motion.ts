import { useSyncExternalStore } from 'react';

const query = '(prefers-reduced-motion: reduce)';

// Where the preference cannot be read (jsdom has no matchMedia), nothing says motion is
// welcome, so nothing moves.
const canRead = () => typeof window.matchMedia === 'function';

function subscribe(onChange: () => void): () => void {
  if (!canRead()) return () => undefined;
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const getSnapshot = () => !canRead() || window.matchMedia(query).matches;

// The prerendered page cannot know the preference either.
const getServerSnapshot = () => true;

/** Whether the user asks for reduced motion; re-renders when they change the setting. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
