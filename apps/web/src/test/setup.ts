import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

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

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});
