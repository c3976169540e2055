import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Access tokens live 15 minutes: a stolen one is soon useless, a refresh gets a new one. */
export const ACCESS_TOKEN_TTL_SECONDS = 900;
/** Who our access tokens are for: a token minted for anything else is refused. */
export const ACCESS_TOKEN_AUDIENCE = 'freedompath-api';

/** The claims of an access token: the user, and the refresh family (session) it belongs to. */
export interface AccessTokenClaims {
  sub: string;
  sid: string;
  typ: 'access';
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The claims of an access token signed with the current secret or, during a rotation, the
     * previous one, with every other check of the verifier below.
     *
     * @throws when the token does not verify under either
     */
    verifyAccessToken: (token: string) => unknown;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessTokenClaims;
    user: AccessTokenClaims & { iat: number; exp: number };
  }
}

export interface JwtPluginOptions {
  /** Signs new tokens and verifies them. */
  secret: string;
  /**
   * The secret `secret` replaced, during a rotation: tokens it signed stay valid until they
   * expire (15 minutes), so nobody is signed out. Never signs.
   */
  previousSecret?: string | undefined;
  issuer: string;
}

/**
 * Signs and verifies access tokens: HS256 only (an `alg: none` or RS/HS confusion token is
 * refused), with issuer and audience checked and expiry required on every verify; the expiry
 * itself is compared with the app's clock by `authenticate`.
 */
export default fp(
  async (app: FastifyInstance, options: JwtPluginOptions) => {
    await app.register(fastifyJwt, {
      secret: options.secret,
      sign: {
        algorithm: 'HS256',
        iss: options.issuer,
        aud: ACCESS_TOKEN_AUDIENCE,
        expiresIn: ACCESS_TOKEN_TTL_SECONDS,
      },
      verify: {
        algorithms: ['HS256'],
        allowedIss: options.issuer,
        allowedAud: ACCESS_TOKEN_AUDIENCE,
        // A token without these would skip their checks (fast-jwt checks only claims present).
        requiredClaims: ['iss', 'aud', 'exp', 'iat', 'sub', 'sid', 'typ'],
        // `authenticate` checks `exp` on the app's clock (which tests move), so one verifier
        // built at registration serves every request.
        ignoreExpiration: true,
      },
    });
    // Only the key differs: @fastify/jwt merges it into the verify options above, building a
    // verifier per call (microseconds), which only a rotation's first 15 minutes and bad tokens
    // take.
    const previous = options.previousSecret && { key: options.previousSecret };
    app.decorate('verifyAccessToken', (token: string): unknown => {
      try {
        return app.jwt.verify(token);
      } catch (error) {
        if (!previous) throw error;
        return app.jwt.verify(token, previous);
      }
    });
  },
  { name: 'jwt' },
);
