import { act, cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { toastStore } from '../components/ui/toast-store';
import { clearCalculationEvents } from '../lib/analytics/calculation-event-sink';
import { freeCalculationCounter } from '../features/calculators/kit/gate/free-calculation-counter';
import { sessionStore } from '../lib/session-store';

// jsdom lacks the pointer-capture and scrolling methods Radix primitives call.
const element = Element.prototype as Partial<Element>;
element.hasPointerCapture ??= () => false;
element.setPointerCapture ??= () => undefined;
element.releasePointerCapture ??= () => undefined;
element.scrollIntoView ??= () => undefined;
// The Radix switch inside a form measures its hidden input with ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
};
// jsdom reports scrollTo as not implemented; the router restores scroll on every navigation.
window.scrollTo = () => undefined;

// findBy…/waitFor resolve as soon as their condition holds; the default 1 s limit fails a screen
// that takes longer to render while a busy 2-core machine runs other suites beside it.
configure({ asyncUtilTimeout: 10_000 });

// Every test starts as a new anonymous visitor: signed out, no spent calculations, no events,
// no toasts.
beforeEach(() => {
  localStorage.clear();
  sessionStore.reset();
  freeCalculationCounter.reset();
  clearCalculationEvents();
});

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  act(() => toastStore.clear());
  cleanup();
});
