import type { Role } from '@freedompath/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error.js';
import { z } from 'zod';
import type { UserRecord } from '../../repositories/users-repository.js';

/** Who made the request, as the database says now (not as the token said when issued). */
export interface Viewer {
  user: UserRecord;
  role: Role;
  /** The session (refresh family) the access token belongs to. */
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * 401 unless a live access token names an existing user. Routes run it at `onRequest`, before
     * their input is read, so a caller without a session learns nothing about the input rules.
     */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * preHandler: the viewer as `authenticate` finds it, or null (never a 401) when the token is
     * missing, invalid or expired, for routes that serve anonymous visitors too.
     */
    identify: (request: FastifyRequest) => Promise<void>;
    /** preHandler after `authenticate`: 403 unless the user is the admin. */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    viewer: Viewer | null;
  }
}

/** What our access tokens carry; anything else, even validly signed, is no access token. */
const claimsSchema = z.object({
  sub: z.uuid(),
  sid: z.uuid(),
  typ: z.literal('access'),
  iat: z.number().int(),
  exp: z.number().int(),
});

function unauthorized(reply: FastifyReply): AppError {
  void reply.header('www-authenticate', 'Bearer');
  return new AppError(401, 'UNAUTHORIZED');
}

function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer ([^\s]+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/**
 * Access-token checks. A token counts only while it verifies (HS256 under the current secret
 * or, during a rotation, the previous one; issuer, audience, expiry), its session has not been revoked and it was issued after the user's
 * `tokensValidAfter`: signing out or resetting a password cuts access at once, not in 15
 * minutes. The role comes from the database on every request.
 */
export default fp(
  (app: FastifyInstance) => {
    app.decorateRequest('viewer', null);

    /** The viewer a live access token names, or null for any token that does not count. */
    async function viewerOf(request: FastifyRequest): Promise<Viewer | null> {
      const token = bearerToken(request);
      if (!token) return null;
      let verified: unknown;
      try {
        verified = app.verifyAccessToken(token);
      } catch {
        return null;
      }
      const parsed = claimsSchema.safeParse(verified);
      if (!parsed.success) return null;
      const claims = parsed.data;
      // Expiry on the app's clock (the verifier leaves it to us: see infrastructure/http/jwt.ts).
      if (claims.exp * 1000 <= app.clock.now().getTime()) return null;
      // One query on every request with a token: the user, if their session is still live.
      const user = await app.users.findInSession(claims.sub, claims.sid);
      // Whole seconds, as `iat` is: a token from the second of a reset is refused by its
      // revoked session instead.
      const validAfter = user ? Math.floor(user.tokensValidAfter.getTime() / 1000) : Infinity;
      if (!user || claims.iat < validAfter) return null;
      return { user, role: user.role, sessionId: claims.sid };
    }

    app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
      const viewer = await viewerOf(request);
      if (!viewer) throw unauthorized(reply);
      request.viewer = viewer;
    });

    app.decorate('identify', async (request: FastifyRequest) => {
      request.viewer = await viewerOf(request);
    });

    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      if (request.viewer?.role !== 'admin') {
        throw new AppError(403, 'FORBIDDEN');
      }
    });
  },
  { name: 'authenticate', dependencies: ['jwt', 'users-repository'] },
);
