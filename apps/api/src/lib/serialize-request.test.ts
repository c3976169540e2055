import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { serializeRequest } from './serialize-request.js';

function request(url: string): FastifyRequest {
  return {
    method: 'GET',
    url,
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
});
