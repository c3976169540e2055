import { useCallback, useEffect, useState } from 'react';
import { CHECKLIST_GROUPS } from './checklist-items';

/** Where the checklist keeps the ids of completed items (a JSON array), across reloads. */
export const CHECKLIST_STORAGE_KEY = 'planning_checklist_completed';

const knownIds = new Set(CHECKLIST_GROUPS.flatMap((group) => group.items.map((item) => item.id)));

function readCompleted(): ReadonlySet<string> {
  try {
    const raw = window.localStorage.getItem(CHECKLIST_STORAGE_KEY);
    if (raw === null) return new Set();
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return new Set();
    return new Set(parsed.filter((id): id is string => typeof id === 'string' && knownIds.has(id)));
  } catch {
    return new Set();
  }
}

function writeCompleted(completed: ReadonlySet<string>): void {
  try {
    window.localStorage.setItem(CHECKLIST_STORAGE_KEY, JSON.stringify([...completed]));
  } catch {
    // Storage full or blocked (private mode): progress then lasts until the page is left.
  }
}

/** The completed checklist items, saved in local storage so progress survives a reload. */
export function useChecklistProgress(): {
  completed: ReadonlySet<string>;
  toggle: (id: string, done: boolean) => void;
} {
  const [completed, setCompleted] = useState(readCompleted);

  useEffect(() => {
    writeCompleted(completed);
  }, [completed]);

  const toggle = useCallback((id: string, done: boolean) => {
    setCompleted((previous) => {
      const next = new Set(previous);
      if (done) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  return { completed, toggle };
}
