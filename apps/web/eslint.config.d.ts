import type { Linter } from 'eslint';

/** The feature folder names of the calculator screens (the registry's slugs). */
export const calculatorFeatureFolders: readonly string[];
/** The rule that keeps src/lib from importing the features, the routes and the router. */
export const libBoundary: Linter.Config;
declare const config: Linter.Config[];
export default config;
