import base from '@freedompath/eslint-config/base';

/**
 * The layers of src/ (ADR 040), each importing only the layers below it:
 * routes → services → repositories → infrastructure, with lib/ beside them all. app.ts,
 * server.ts, env.ts and seed/ assemble the layers and may import any of them; tests may too.
 */
const layer = (name) => [`**/${name}/**`, `../${name}/**`, `../../${name}/**`];
const drizzle = {
  group: ['drizzle-orm', 'drizzle-orm/*', '**/infrastructure/database/schema/**'],
  message: 'SQL lives in src/repositories: a route calls a service.',
};

/** The repositories' decorators: a route reaches them only through a service. */
const repositoryDecorators = [
  'users',
  'refreshTokens',
  'emailTokens',
  'scenarios',
  'analyticsEvents',
  'subscriptions',
  'payments',
  'stripeCustomers',
  'stripeEvents',
];

function boundary(files, forbidden, message, extra = []) {
  return {
    files,
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: forbidden.flatMap(layer), message }, ...extra] },
      ],
    },
  };
}

const routesCallServices = {
  files: ['src/routes/**'],
  ignores: ['**/*.test.ts'],
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector: `MemberExpression[property.name=/^(${repositoryDecorators.join('|')})$/][object.name='app']`,
        message: 'A route calls a service (src/services), never a repository.',
      },
    ],
  },
};

/** The layer rules alone: `layer-boundaries.test.ts` lints examples with them. */
export const layerBoundaries = [
  boundary(
    ['src/routes/**'],
    ['repositories'],
    'A route calls a service (src/services); repositories are theirs.',
    [drizzle],
  ),
  routesCallServices,
  boundary(
    ['src/services/**'],
    ['routes'],
    'A service knows nothing of HTTP routes: the route calls it.',
  ),
  boundary(
    ['src/repositories/**'],
    ['services', 'routes'],
    'A repository holds SQL only: rules and transactions are a service’s.',
  ),
  boundary(
    ['src/infrastructure/**'],
    ['repositories', 'services', 'routes'],
    'Infrastructure is the bottom layer: it imports no repository, service or route.',
  ),
  boundary(
    ['src/lib/**'],
    ['infrastructure', 'repositories', 'services', 'routes'],
    'lib/ is shared by every layer and imports none of them.',
  ),
];

export default [...base, ...layerBoundaries];
