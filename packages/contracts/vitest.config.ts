export { default } from '@freedompath/vitest-config';
