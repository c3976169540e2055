import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom lacks the pointer-capture and scrolling methods Radix primitives call.
const element = Element.prototype as Partial<Element>;
element.hasPointerCapture ??= () => false;
element.setPointerCapture ??= () => undefined;
element.releasePointerCapture ??= () => undefined;
element.scrollIntoView ??= () => undefined;
// jsdom reports scrollTo as not implemented; the router restores scroll on every navigation.
window.scrollTo = () => undefined;

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});
