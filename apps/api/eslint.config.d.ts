import type { Linter } from 'eslint';

/** The layer rules of src/ alone (ADR 040). */
export const layerBoundaries: Linter.Config[];
declare const config: Linter.Config[];
export default config;
