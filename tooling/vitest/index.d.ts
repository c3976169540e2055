import type { ViteUserConfig } from 'vitest/config';

export declare const sourceCondition: '@freedompath/source';
declare const config: ViteUserConfig;
export default config;
