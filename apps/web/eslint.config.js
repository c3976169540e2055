import react from '@freedompath/eslint-config/react';

export default [{ ignores: ['dist/**', 'src/routeTree.gen.ts'] }, ...react];
