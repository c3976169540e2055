import { authNotices } from './auth-notices';

/** What an e-mailed link (or a provider's error redirect) asks /auth/callback to do. */
export type CallbackParams =
  | { kind: 'error'; description: string }
  | { kind: 'signup'; token: string }
  /** A reset link; a link without its token still leads to the reset page. */
  | { kind: 'recovery'; token: string | null }
  | { kind: 'none' };

/**
 * Reads the callback's address in the product's order (product: platform#accounts): an error
 * description in the hash or the query first, then `flow=recovery`, then `flow=signup` with its
 * token.
 *
 * @example readCallbackParams('?flow=signup&token=abc', '') // { kind: 'signup', token: 'abc' }
 */
export function readCallbackParams(search: string, hash: string): CallbackParams {
  const query = new URLSearchParams(search);
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const read = (name: string) => fragment.get(name) ?? query.get(name);
  const description = read('error_description');
  if (description !== null || read('error') !== null) {
    return { kind: 'error', description: description || authNotices.authenticationError };
  }
  const flow = query.get('flow');
  const token = query.get('token') || null;
  if (flow === 'recovery') return { kind: 'recovery', token };
  if (flow === 'signup' && token) return { kind: 'signup', token };
  return { kind: 'none' };
}
