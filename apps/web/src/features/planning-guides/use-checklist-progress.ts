import { useSyncExternalStore } from 'react';
import { CHECKLIST_GROUPS } from './checklist-items';

/** Where the checklist keeps the ids of completed items (a JSON array), across reloads. */
export const CHECKLIST_STORAGE_KEY = 'planning_checklist_completed';

const knownIds = new Set(CHECKLIST_GROUPS.flatMap((group) => group.items.map((item) => item.id)));
const none: ReadonlySet<string> = new Set();
const listeners = new Set<() => void>();
/** Used when local storage cannot be read (blocked storage): progress lasts for this page. */
let memoryRaw: string | null = null;
/** The last parse, so an unchanged stored value gives the same set (as React requires). */
let parsed: { raw: string | null; completed: ReadonlySet<string> } = { raw: null, completed: none };

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(CHECKLIST_STORAGE_KEY);
  } catch {
    return memoryRaw;
  }
}

function parse(raw: string | null): ReadonlySet<string> {
  try {
    const value: unknown = raw === null ? [] : JSON.parse(raw);
    if (!Array.isArray(value)) return none;
    return new Set(value.filter((id): id is string => typeof id === 'string' && knownIds.has(id)));
  } catch {
    return none;
  }
}

function getSnapshot(): ReadonlySet<string> {
  const raw = readRaw();
  if (raw !== parsed.raw) parsed = { raw, completed: parse(raw) };
  return parsed.completed;
}

// Prerendered pages (src/prerender.tsx) cannot know this browser's progress: they show none,
// and the saved progress appears once the page has hydrated.
const getServerSnapshot = () => none;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function toggle(id: string, done: boolean): void {
  const next = new Set(getSnapshot());
  if (done) next.add(id);
  else next.delete(id);
  memoryRaw = JSON.stringify([...next]);
  try {
    window.localStorage.setItem(CHECKLIST_STORAGE_KEY, memoryRaw);
  } catch {
    // Storage full or blocked: the in-memory progress still holds for this page.
  }
  for (const listener of listeners) listener();
}

/** The completed checklist items, saved in local storage so progress survives a reload. */
export function useChecklistProgress(): {
  completed: ReadonlySet<string>;
  toggle: (id: string, done: boolean) => void;
} {
  return { completed: useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot), toggle };
}
