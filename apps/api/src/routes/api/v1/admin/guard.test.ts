import { describe, expect, it } from 'vitest';
import { bearer, errorCode, signUpVerified } from '../../../../../test/accounts.js';
import { buildTestApp } from '../../../../../test/build-test-app.js';

const { app } = await buildTestApp();
const { session } = await signUpVerified(app);

interface Operation {
  tags?: string[];
  security?: Record<string, unknown>[];
  responses?: Record<string, unknown>;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** Every admin operation the app documents, so a route added later is guarded by this test. */
const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
  paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
}>();
const operations = Object.entries(document.paths)
  .filter(([path]) => path === '/api/v1/admin' || path.startsWith('/api/v1/admin/'))
  .flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item[method];
      return operation ? [{ method, path, operation }] : [];
    }),
  );

/** The request with the worst input the operation could get: bad ids, query and body. */
function invalidRequest(method: string, path: string, headers: Record<string, string> = {}) {
  const url = `${path.replaceAll(/\{[^}]+\}/g, 'not-a-uuid')}?limit=0&cursor=%25%25&unknown=1`;
  const upper = method.toUpperCase() as 'GET' | 'PUT' | 'POST' | 'DELETE' | 'PATCH';
  if (upper === 'GET') return app.inject({ method: upper, url, headers });
  return app.inject({
    method: upper,
    url,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: '{"not json',
  });
}

describe('the admin guard', () => {
  it('finds the admin routes in the OpenAPI document', () => {
    const paths = operations.map(({ method, path }) => `${method} ${path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'get /api/v1/admin/dashboard',
        'get /api/v1/admin/users',
        'get /api/v1/admin/audit',
        'post /api/v1/admin/users/{id}/complimentary-access',
        'delete /api/v1/admin/users/{id}/complimentary-access',
        'post /api/v1/admin/users/{id}/reset-quota',
        'post /api/v1/admin/users/{id}/disable',
        'post /api/v1/admin/users/{id}/enable',
      ]),
    );
  });

  describe.each(operations)('$method $path', ({ method, path, operation }) => {
    it('is documented as an admin operation behind a bearer token', () => {
      expect(operation.tags).toContain('admin');
      expect(operation.security).toEqual([{ bearerAuth: [] }]);
      expect(Object.keys(operation.responses ?? {})).toEqual(
        expect.arrayContaining(['401', '403']),
      );
    });

    it('answers 401 without a token, before looking at the input', async () => {
      const response = await invalidRequest(method, path);
      expect(response.statusCode).toBe(401);
      expect(errorCode(response)).toBe('UNAUTHORIZED');
    });

    it('answers 403 to a signed-in user who is not the admin, before looking at the input', async () => {
      const response = await invalidRequest(method, path, bearer(session.accessToken));
      expect(response.statusCode).toBe(403);
      expect(errorCode(response)).toBe('FORBIDDEN');
    });
  });
});
