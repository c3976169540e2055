import type { Linter } from 'eslint';

/** The feature folder names of the calculator screens (the registry's slugs). */
export const calculatorFeatureFolders: readonly string[];
declare const config: Linter.Config[];
export default config;
