import { afterEach, beforeEach, vi } from 'vitest';

let errors = [];

beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args) => {
    errors.push(args.map(String).join(' '));
  });
});

afterEach(() => {
  const logged = errors;
  errors = [];
  if (logged.length > 0) {
    throw new Error(`console.error was called during the test:\n${logged.join('\n')}`);
  }
});
