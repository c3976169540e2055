import react from '@freedompath/eslint-config/react';
import zodMini from '@freedompath/eslint-config/zod-mini';

/**
 * The feature folder of each calculator screen is named after its REST slug in the registry of
 * @freedompath/contracts (src/features/calculator-folders.test.ts checks they agree).
 */
export const calculatorFeatureFolders = [
  'runway',
  'career-break',
  'cost-of-living',
  'part-time',
  'compensation',
  'affordability',
  'international-runway',
  'paycheck-planner',
  'freelance-rate',
  'prepaid-expenses',
  'layoff',
  'debt-paydown',
  'travel-planner',
  'fire',
];

const chartModules = {
  paths: [
    { name: 'chart.js', message: 'Draw charts with the kit (features/calculators/kit/charts).' },
    {
      name: 'react-chartjs-2',
      message: 'Draw charts with the kit (features/calculators/kit/charts).',
    },
  ],
};

/**
 * The account screens (features/auth) are imported by their routes only: what other features
 * need of the session (the store, `useSession`, the API client, the `/me` query) is in src/lib.
 */
const authImports = {
  group: ['../auth/**', '**/features/auth/**'],
  message: 'Only the account routes import features/auth: read the session from src/lib.',
};

/**
 * One calculator's folder never imports another's: what screens share lives in the kit
 * (features/calculators/kit). chart.js is imported by the kit's charts only, so it stays out of
 * the app shell's bundle.
 */
const featureBoundaries = calculatorFeatureFolders.map((folder) => ({
  files: [`src/features/${folder}/**`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        ...chartModules,
        patterns: [
          {
            group: calculatorFeatureFolders
              .filter((other) => other !== folder)
              .map((other) => `**/features/${other}/**`)
              .concat(
                calculatorFeatureFolders
                  .filter((other) => other !== folder)
                  .map((other) => `../${other}/**`),
              ),
            message:
              'A calculator feature never imports another: move what they share into the kit.',
          },
          authImports,
        ],
      },
    ],
  },
}));

/**
 * The account screens build on the page frame (features/layout) and the list of saved plans
 * (features/saved-plans), and nothing else of a feature.
 */
const authBoundary = {
  files: ['src/features/auth/**'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        ...chartModules,
        patterns: [
          {
            group: [
              '../*/**',
              '!../../**',
              '**/features/*/**',
              '!../layout/**',
              '!**/features/layout/**',
              '!../saved-plans/**',
              '!**/features/saved-plans/**',
            ],
            message:
              'The account screens import no other feature than the page frame (layout) and the saved plans.',
          },
        ],
      },
    ],
  },
};

/** How a module of src/lib could name `module` of src: by the alias or climbing to it. */
const fromLib = (module) => [`@/${module}`, `../${module}`, `../../${module}`];

/**
 * src/lib is what the features, the routes and the router build on, so it imports none of them:
 * a feature pulls in no other through lib, and nothing in lib is tied to the route tree. Tests
 * may render the whole app.
 */
export const libBoundary = {
  files: ['src/lib/**'],
  ignores: ['**/*.test.ts', '**/*.test.tsx'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        ...chartModules,
        patterns: [
          {
            group: ['features/**', 'components/**', 'routes/**', 'routeTree.gen', 'router'].flatMap(
              fromLib,
            ),
            message:
              'src/lib imports no feature, component, route or the router: move the module into the feature, or pass in what it needs.',
          },
        ],
      },
    ],
  },
};

export default [
  { ignores: ['dist/**', 'src/routeTree.gen.ts'] },
  ...react,
  {
    files: ['src/**'],
    ignores: ['src/features/calculators/kit/charts/**'],
    rules: { 'no-restricted-imports': ['error', chartModules] },
  },
  {
    files: ['src/features/**'],
    ignores: ['src/features/calculators/kit/charts/**', 'src/features/auth/**'],
    rules: { 'no-restricted-imports': ['error', { ...chartModules, patterns: [authImports] }] },
  },
  ...featureBoundaries,
  authBoundary,
  libBoundary,
  zodMini,
];
