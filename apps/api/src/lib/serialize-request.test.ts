import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { serializeRequest } from './serialize-request.js';

function request(url: string, headers: Record<string, string> = {}): FastifyRequest {
  return {
    method: 'GET',
    url,
    headers,
    host: 'localhost',
    ip: '127.0.0.1',
    socket: { remotePort: 1234 },
  } as unknown as FastifyRequest;
}

describe('serializeRequest', () => {
  it('hides the token of an e-mailed link and keeps the rest of the address', () => {
    expect(serializeRequest(request('/auth/callback?flow=recovery&token=abc-DEF_123')).url).toBe(
      '/auth/callback?flow=recovery&token=[hidden]',
    );
    expect(serializeRequest(request('/auth/callback?token=abc&flow=signup')).url).toBe(
      '/auth/callback?token=[hidden]&flow=signup',
    );
    expect(serializeRequest(request('/pricing?canceled=true'))).toEqual({
      method: 'GET',
      url: '/pricing?canceled=true',
      host: 'localhost',
      remoteAddress: '127.0.0.1',
      remotePort: 1234,
    });
  });

  it('logs no header, not even the secret ones', () => {
    const logged = serializeRequest(
      request('/api/v1/me', { authorization: 'Bearer abc', cookie: 'fp_refresh=def' }),
    );
    expect(JSON.stringify(logged)).not.toMatch(/abc|def/);
  });

  it("keeps a proxy's well-formed X-Request-Id as forwardedId, and nothing else", () => {
    for (const id of [
      '7f3a9c1e-0b2d-4c5e-8f90-123456789abc',
      'Root=1-67891233-abcdef012345678912345678',
      'fe3bd5ad0e0c6a6e',
    ]) {
      expect(serializeRequest(request('/', { 'x-request-id': id })).forwardedId).toBe(id);
    }
    for (const id of ['', 'two words', 'x'.repeat(129), 'line\nbreak', '<script>']) {
      expect(serializeRequest(request('/', { 'x-request-id': id }))).not.toHaveProperty(
        'forwardedId',
      );
    }
  });
});
