import base from '@freedompath/eslint-config/base';

/**
 * The engine is pure and dependency-free: its sources import only each other. Tests, benches
 * and scripts may use their dev dependencies.
 */
export default [
  ...base,
  {
    files: ['src/**/*.ts'],
    ignores: ['src/**/*.test.ts', 'src/**/test-support/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\.{1,2}/)',
              message: 'The engine imports nothing: only its own modules (relative paths).',
            },
          ],
        },
      ],
    },
  },
];
