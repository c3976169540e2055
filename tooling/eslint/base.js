import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/**
 * Typed lint rules for every TypeScript package: the recommended set with type information,
 * so floating promises and unsafe `any` flows are caught.
 */
export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/.test-build/**',
      '**/coverage/**',
      '**/*.gen.ts',
      '**/*.generated.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: true,
      },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      eqeqeq: ['error', 'always'],
      // Fastify plugins and route handlers are async by contract even when they do not await.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
