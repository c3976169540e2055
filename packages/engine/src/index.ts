/**
 * @freedompath/engine: every FreedomPath calculator as pure functions. Each calculator is also
 * importable on its own subpath (`@freedompath/engine/debt`, …) to keep bundles small.
 */
export * from './shared/index.js';
export * from './runway/index.js';
export * from './career-break/index.js';
export * from './cost-of-living/index.js';
export * from './part-time/index.js';
export * from './compensation/index.js';
export * from './affordability/index.js';
export * from './international/index.js';
export * from './paycheck/index.js';
export * from './freelance/index.js';
export * from './prepaid/index.js';
export * from './layoff/index.js';
export * from './debt/index.js';
export * from './travel/index.js';
export * from './readiness/index.js';
export * from './fire/index.js';
