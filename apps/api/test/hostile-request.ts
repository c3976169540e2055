import fc from 'fast-check';
import type { DocumentedOperation, JsonSchema, Method } from './openapi-operations.js';

/** A request a careless or hostile client could send to one operation. */
export interface HostileRequest {
  method: Method;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** Whether `authorization` is the live token of the caller the operation is meant for. */
  credential: 'valid' | 'none' | 'bad';
}

export interface HostileRequestOptions {
  /** `components.schemas` of the document, which the operation's `$ref`s point into. */
  schemas: Record<string, JsonSchema>;
  /** The `Authorization` of the caller the operation is meant for. */
  validAuthorization: string;
  /** `Authorization` values that must count for nothing: expired, foreign-signed, `alg: none`… */
  badAuthorizations: string[];
  /** Real values for the path's parameters: a saved plan of the caller, the admin's target… */
  pathValues: string[];
  /** `Cookie` values that authenticate, for the operations that read one. */
  validCookies: string[];
  /** The server's BODY_LIMIT: some bodies go beyond it. */
  bodyLimit: number;
}

/**
 * A JSON fragment written as is into the body's text: the numbers `JSON.stringify` cannot
 * write (`1e309`, `-0`), nesting deeper than it can recurse, keys it would not keep.
 */
class RawJson {
  constructor(readonly text: string) {}
}

function toJsonText(value: unknown): string {
  const fragments: string[] = [];
  const text = JSON.stringify(value, (_key, item: unknown) =>
    item instanceof RawJson ? `\u0000raw${fragments.push(item.text) - 1}\u0000` : item,
  ) as string | undefined;
  if (text === undefined) return '';
  return text.replace(/"\\u0000raw(\d+)\\u0000"/g, (_match, index: string) => {
    return fragments[Number(index)] ?? '';
  });
}

const RAW_NUMBERS = [
  '1e309',
  '-1e309',
  '-0',
  '-0.0',
  '1e-400',
  '0.1e999999999',
  '123456789012345678901234567890',
  '9007199254740993',
  '-9007199254740993',
  '1E+2',
].map((text) => new RawJson(text));

/** Strings that have broken software before: NUL, lone surrogates, direction marks, injections. */
const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'a\udc00b',
  '\udbff\ud800',
  '\ufeff',
  '\u202eevil',
  '\u2028\u2029',
  '\r\n',
  '👩‍👩‍👧‍👦',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǒ̶',
  "' or '1'='1",
  '"; drop table users; --',
  '%00',
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  '${7*7}',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  'null',
  '1e309',
  '-0',
  '2026-02-30',
  '9999-12-31T23:59:59.999Z',
  'ann@example.com\u0000',
  'ANN@EXAMPLE.COM',
  'ann@exаmple.com', // a Cyrillic "а"
  'javascript:alert(1)',
];

const loneSurrogates = fc.string({
  unit: fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)),
  minLength: 1,
  maxLength: 4,
});

const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  // Any code point, NUL and the astral planes included.
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 5 }), loneSurrogates, fc.string({ maxLength: 5 }))
      .map((parts) => parts.join('')),
  },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 300_000 }).map((n) => 'x'.repeat(n)) },
);

const hostileNumber: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...RAW_NUMBERS),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -2_147_483_649, 1e21, 0.1, -1, 0),
  fc.double(),
);

const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, true, false),
  hostileNumber,
  hostileString,
);

function deepNesting(arrays: boolean): fc.Arbitrary<RawJson> {
  return fc
    .integer({ min: 20, max: 100_000 })
    .map(
      (depth) =>
        new RawJson(
          arrays
            ? '['.repeat(depth) + ']'.repeat(depth)
            : '{"a":'.repeat(depth) + '0' + '}'.repeat(depth),
        ),
    );
}

const hugeArray = fc
  .tuple(
    fc.integer({ min: 100, max: 100_000 }),
    fc.constantFrom<unknown>(0, null, '', 'a', {}, [], true, new RawJson('1e309')),
  )
  .map(([length, item]) => Array<unknown>(length).fill(item));

const hostileArray: fc.Arbitrary<unknown> = fc.oneof(
  hugeArray,
  deepNesting(true),
  fc.array(hostileScalar, { maxLength: 5 }),
);

/** Objects: strange keys and values, nesting no plan has, keys that could become a prototype. */
const hostileObject: fc.Arbitrary<unknown> = fc.oneof(
  fc.dictionary(hostileString, hostileScalar, { maxKeys: 4 }),
  deepNesting(false),
  fc.constantFrom(
    new RawJson('{"__proto__":{"role":"admin"}}'),
    new RawJson('{"constructor":{"prototype":{"role":"admin"}}}'),
  ),
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileScalar },
  { weight: 1, arbitrary: hostileArray },
  { weight: 1, arbitrary: hostileObject },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** Field names a client should not get to set, and names that are not names. */
const extraKey = fc.oneof(
  fc.constantFrom(
    'role',
    'isAdmin',
    'userId',
    'id',
    'plan',
    'createdAt',
    '__proto__',
    'constructor',
  ),
  hostileString,
);

function resolve(schema: JsonSchema, schemas: Record<string, JsonSchema>): JsonSchema {
  const name = schema.$ref?.split('/').at(-1);
  return name === undefined ? schema : resolve(schemas[name] ?? {}, schemas);
}

/**
 * A body of the schema's shape, valid where the document says enough (its examples, enums,
 * formats): what the mutations start from, so they reach past the first check.
 */
function skeletonOf(schema: JsonSchema, schemas: Record<string, JsonSchema>, depth = 0): unknown {
  const resolved = resolve(schema, schemas);
  if (resolved.example !== undefined) return resolved.example;
  if (resolved.examples?.[0] !== undefined) return resolved.examples[0];
  if (resolved.default !== undefined) return resolved.default;
  if (resolved.const !== undefined) return resolved.const;
  if (resolved.enum?.[0] !== undefined) return resolved.enum[0];
  const alternatives = resolved.anyOf ?? resolved.oneOf ?? resolved.allOf;
  if (alternatives) {
    const chosen = alternatives.find(
      (alternative) => resolve(alternative, schemas).type !== 'null',
    );
    return chosen && depth < 10 ? skeletonOf(chosen, schemas, depth + 1) : null;
  }
  const type = [resolved.type ?? 'object'].flat().find((name) => name !== 'null');
  switch (type) {
    case 'object':
      // A recursive schema stops somewhere: its deepest level is an empty object.
      return Object.fromEntries(
        Object.entries(depth < 10 ? (resolved.properties ?? {}) : {}).map(([key, property]) => [
          key,
          skeletonOf(property, schemas, depth + 1),
        ]),
      );
    case 'array':
      return resolved.items && depth < 10 ? [skeletonOf(resolved.items, schemas, depth + 1)] : [];
    case 'string':
      if (resolved.format === 'email') return 'ann@example.com';
      if (resolved.format === 'uuid') return '3f0c6a4e-8d1b-4c2a-9e5f-7a6b5c4d3e2f';
      if (resolved.format === 'date-time') return '2026-01-01T00:00:00.000Z';
      return 'text';
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    default:
      return null;
  }
}

type Container = Record<string, unknown> | unknown[];

function isContainer(value: unknown): value is Container {
  return typeof value === 'object' && value !== null && !(value instanceof RawJson);
}

/** `value` if it is an object or array, and those in it (the first items of long lists). */
function containersOf(value: unknown, depth = 0): Container[] {
  if (!isContainer(value) || depth > 6) return [];
  const children = Array.isArray(value) ? value.slice(0, 20) : Object.values(value);
  return [value, ...children.flatMap((child) => containersOf(child, depth + 1))];
}

/** A member of an object or an item of an array. */
interface Slot {
  container: Container;
  key: string;
}

/** Every member of `container` and of the containers in it (the first items of long lists). */
function slotsOf(container: Container, depth = 0): Slot[] {
  if (depth > 6) return [];
  const keys = Object.keys(container).slice(0, 20);
  return keys.flatMap((key) => {
    const child: unknown = (container as Record<string, unknown>)[key];
    return [{ container, key }, ...(isContainer(child) ? slotsOf(child, depth + 1) : [])];
  });
}

/** Sets an own property, even `__proto__`, as `JSON.parse` would. */
function setOwn(container: Container, key: string, value: unknown): void {
  Object.defineProperty(container, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

/**
 * A deep copy that keeps the raw fragments and `__proto__` keys: generated values are reused
 * across runs and while shrinking, so the mutations must never change one in place.
 */
function copy(value: unknown): unknown {
  if (!isContainer(value)) return value;
  if (Array.isArray(value)) return value.map(copy);
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) setOwn(result, key, copy(item));
  return result;
}

/**
 * One change to a well-formed body. `at` picks the field (or, for `add`, the object or array),
 * modulo how many there are. `harden` keeps the field's JSON type with a hostile value of it,
 * so the change gets past the type checks to the checks behind them (lengths, ranges, what
 * PostgreSQL can store); `replace` usually changes the type.
 */
type Mutation =
  | { kind: 'remove'; at: number }
  | { kind: 'replace'; at: number; value: unknown }
  | { kind: 'harden'; at: number; string: string; number: unknown; array: unknown; object: unknown }
  | { kind: 'add'; at: number; key: string; value: unknown };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('remove' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), value: hostileValue }),
  fc.record({
    kind: fc.constant('harden' as const),
    at: fc.nat(),
    string: hostileString,
    number: hostileNumber,
    array: hostileArray,
    object: hostileObject,
  }),
  fc.record({
    kind: fc.constant('add' as const),
    at: fc.nat(),
    key: extraKey,
    value: hostileValue,
  }),
);

/** The hostile value of `current`'s type, or `undefined` for a type with none (booleans). */
function hardened(current: unknown, change: Extract<Mutation, { kind: 'harden' }>): unknown {
  if (typeof current === 'string') return change.string;
  if (typeof current === 'number') return change.number;
  if (Array.isArray(current)) return change.array;
  if (isContainer(current)) return change.object;
  return undefined;
}

/** Applies the mutations to a copy of `skeleton`: a field missing, of a wrong type, or extra. */
function mutate(skeleton: unknown, mutations: Mutation[]): unknown {
  // The body is a member of `root`, so a mutation can replace or remove the body itself.
  const root: Record<string, unknown> = { body: copy(skeleton) };
  for (const change of mutations) {
    if (change.kind === 'add') {
      const containers = containersOf(root.body);
      const container = containers[change.at % containers.length];
      if (Array.isArray(container)) container.push(copy(change.value));
      else if (container) setOwn(container, change.key, copy(change.value));
      continue;
    }
    const slots = slotsOf(root);
    const slot = slots[change.at % slots.length];
    if (!slot) continue;
    const { container, key } = slot;
    if (change.kind === 'remove') {
      if (Array.isArray(container)) container.splice(Number(key), 1);
      else Reflect.deleteProperty(container, key);
      continue;
    }
    const current = (container as Record<string, unknown>)[key];
    const value = change.kind === 'replace' ? change.value : hardened(current, change);
    if (value !== undefined) setOwn(container, key, copy(value));
  }
  return root.body;
}

/** Texts that are not JSON, or not JSON a careful parser takes. */
const BROKEN_JSON = [
  '',
  ' ',
  '{',
  '}',
  '[1,2',
  '{"a":}',
  '{"a":1,}',
  "{'a':1}",
  '{a:1}',
  '{"a":1}{"b":2}',
  '{"a":1} trailing',
  'nul',
  'undefined',
  'NaN',
  '-Infinity',
  '0x10',
  '"\\ud800"',
  '"\\u0000"',
  '"\\x41"',
  '{"a":"\u0000"}',
  '{"a":1,"a":2}',
  '\ufeff{}',
  '/* comment */ {}',
];

type Payload = string | Buffer | undefined;

function bodyArbitrary(
  operation: DocumentedOperation,
  options: HostileRequestOptions,
): fc.Arbitrary<Payload> {
  const schema = operation.spec.requestBody?.content['application/json']?.schema ?? {};
  const skeleton = skeletonOf(schema, options.schemas);
  const skeletonText = toJsonText(skeleton);
  const broken: fc.Arbitrary<Payload> = fc.oneof(
    fc.constantFrom(...BROKEN_JSON),
    fc.nat().map((at) => skeletonText.slice(0, at % skeletonText.length)),
    fc
      .tuple(fc.nat(), fc.string({ unit: 'binary', minLength: 1, maxLength: 3 }))
      .map(([at, text]) => {
        const index = at % (skeletonText.length + 1);
        return skeletonText.slice(0, index) + text + skeletonText.slice(index);
      }),
    // Not UTF-8: a UTF-16 body, and bytes no encoding has.
    fc.constant(Buffer.from(skeletonText, 'utf16le')),
    fc
      .uint8Array({ minLength: 1, maxLength: 64 })
      .map((bytes) => Buffer.concat([Buffer.from([0xff, 0xfe, 0xc0]), bytes])),
  );
  const beyondLimit = fc
    .integer({ min: 1, max: 4096 })
    .map((extra) => `{"x":"${'a'.repeat(options.bodyLimit + extra)}"}`);
  return fc.oneof(
    {
      weight: 10,
      arbitrary: fc
        .array(mutation, { minLength: 1, maxLength: 3 })
        .map((mutations) => toJsonText(mutate(skeleton, mutations))),
    },
    // Well formed: the query string, the headers or the credentials are what is wrong.
    { weight: 2, arbitrary: fc.constant(skeletonText) },
    { weight: 2, arbitrary: hostileValue.map((value) => toJsonText(value)) },
    { weight: 3, arbitrary: broken },
    { weight: 1, arbitrary: beyondLimit },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

/** `arbitrary`'s value one time in `n`, else `null`. */
function oneIn<T>(n: number, arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T | null> {
  return fc.oneof({ weight: n - 1, arbitrary: fc.constant(null) }, { weight: 1, arbitrary });
}

/** Header text as HTTP can carry it: visible ASCII, tab and the Latin-1 upper half. */
function headerText(maxLength: number): fc.Arbitrary<string> {
  return fc.string({
    unit: fc
      .oneof(
        fc.integer({ min: 0x20, max: 0x7e }),
        fc.integer({ min: 0x80, max: 0xff }),
        fc.constant(9),
      )
      .map((code) => String.fromCharCode(code)),
    maxLength,
  });
}

/** Percent-encodes the UTF-8 bytes of `text` (a lone surrogate becomes U+FFFD). */
function percentEncode(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[\w.~-]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).padStart(2, '0').toUpperCase()}`,
    )
    .join('');
}

/** Escapes no decoder takes: cut short, not hex, an overlong NUL, an encoded surrogate. */
const BAD_ESCAPES = ['%', '%zz', '%E0%A4%A', '%00', '%C0%80', '%ED%A0%80', '%FF', '%uD800'];

const hostileUrlText = fc.oneof(
  hostileString.map(percentEncode),
  fc.constantFrom(...BAD_ESCAPES),
  fc.integer({ min: 1_000, max: 100_000 }).map((n) => 'a'.repeat(n)),
);

function queryArbitrary(
  operation: DocumentedOperation,
  schemas: Record<string, JsonSchema>,
): fc.Arbitrary<string> {
  const declared = (operation.spec.parameters ?? []).filter(
    (parameter) => parameter.in === 'query',
  );
  const names = ['client', 'limit', ...declared.map(({ name }) => name)];
  // Each declared parameter's own example or first option, so the others are tried beside it.
  const values = declared.map(({ schema }) => String(skeletonOf(schema ?? {}, schemas)));
  const name = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...names) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('__proto__', 'constructor[prototype]', 'a[]', 'a[b]', ''),
    },
    { weight: 1, arbitrary: hostileUrlText },
  );
  const value = fc.oneof(
    { weight: 1, arbitrary: fc.constantFrom('api', '1', '-1', '0', '1e309', '', ...values) },
    { weight: 2, arbitrary: hostileUrlText },
  );
  const part = fc
    .tuple(name, fc.option(value, { freq: 5 }))
    .map(([key, text]) => (text === null ? key : `${key}=${text}`));
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant('') },
    {
      weight: 1,
      arbitrary: fc
        .array(part, { minLength: 1, maxLength: 6 })
        .chain((parts) => fc.constantFrom('&', ';', '&&').map((glue) => `?${parts.join(glue)}`)),
    },
  );
}

/** Path segments no route should take for an id. */
const HOSTILE_SEGMENTS = [
  '',
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
  '..',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  'a;b=c',
  '%20',
  'null',
  '-0',
  ...BAD_ESCAPES,
];

function pathArbitrary(path: string, realValues: string[]): fc.Arbitrary<string> {
  const real = realValues.length > 0 ? realValues : ['00000000-0000-4000-8000-000000000000'];
  const segment = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...real) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...real)
        .chain((value) =>
          fc.constantFrom(value.toUpperCase(), `${value}%00`, `${value}x`, ` ${value}`),
        ),
    },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_SEGMENTS) },
    { weight: 1, arbitrary: hostileUrlText },
  );
  const pieces = path.split(/(\{[^}]+\})/);
  return fc
    .tuple(...pieces.map((piece) => (piece.startsWith('{') ? segment : fc.constant(piece))))
    .map((filled) => filled.join(''));
}

const HOSTILE_CONTENT_TYPES = [
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  'application/json; charset=iso-8859-1',
  'APPLICATION/JSON',
  'application/json;;;',
  'application/jsonp',
  'application/merge-patch+json',
  'application/json, text/plain',
  '*/*',
  'text/html',
  'application/xml',
  'application/octet-stream',
  ';',
  '',
];

const contentTypeArbitrary: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 12, arbitrary: fc.constant('application/json') },
  { weight: 1, arbitrary: fc.constant(undefined) },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_CONTENT_TYPES) },
  { weight: 1, arbitrary: headerText(60) },
);

const GARBAGE_COOKIES = [
  'fp_refresh=garbage',
  'fp_refresh=',
  'fp_refresh=%zz%E0',
  'fp_refresh="unterminated',
  'fp_refresh=a; fp_refresh=b',
  `fp_refresh=${'a'.repeat(8_000)}`,
  'fp_simulated_checkout=guess',
  ';;;',
  '=',
  '__proto__=x; constructor=y',
];

const cookieArbitrary = (valid: string[]) =>
  oneIn(4, fc.oneof(fc.constantFrom(...GARBAGE_COOKIES, ...valid), headerText(200)));

const extraHeadersArbitrary = oneIn(
  3,
  fc.record(
    {
      'idempotency-key': fc.oneof(headerText(80), fc.constantFrom('', 'a'.repeat(10_000))),
      'stripe-signature': fc.oneof(
        headerText(120),
        fc.constantFrom('t=1,v1=abc', 't=abc,v1=', `t=1700000000,v1=${'0'.repeat(64)}`, ',,,'),
      ),
      'user-agent': fc.oneof(headerText(80), fc.constantFrom('Googlebot/2.1', 'Mozilla/5.0', '')),
      'x-forwarded-for': fc.oneof(headerText(60), fc.constantFrom('127.0.0.1', '::1, 10.0.0.1')),
      accept: fc.oneof(headerText(60), fc.constantFrom('application/xml', 'text/html', '*/*;q=x')),
      origin: fc.constantFrom('https://evil.example', 'null', 'http://localhost:5173'),
      'content-encoding': fc.constantFrom('gzip', 'br', 'identity', 'x'),
    },
    { requiredKeys: [] },
  ),
);

/** A length that is not the body's: rarer than the other headers, as it stops any request. */
const contentLengthArbitrary = oneIn(
  12,
  fc.constantFrom('0', '1', '-1', 'abc', '1e3', '99999999999999999999'),
);

function credentialArbitrary(
  options: HostileRequestOptions,
): fc.Arbitrary<{ credential: HostileRequest['credential']; authorization?: string }> {
  return fc.oneof(
    {
      weight: 8,
      arbitrary: fc.constant({
        credential: 'valid' as const,
        authorization: options.validAuthorization,
      }),
    },
    { weight: 1, arbitrary: fc.constant({ credential: 'none' as const }) },
    {
      weight: 2,
      arbitrary: fc
        .oneof(
          fc.constantFrom(...options.badAuthorizations),
          headerText(300).map((text) => `Bearer ${text}`),
        )
        .map((authorization) => ({ credential: 'bad' as const, authorization })),
    },
  );
}

/** Long texts cut in the middle, so a counterexample stays readable. */
function clip(text: string, max = 240): string {
  return text.length <= max
    ? text
    : `${text.slice(0, max / 2)}…(${text.length} characters)…${text.slice(-max / 4)}`;
}

function summary(request: HostileRequest): string {
  const payload =
    request.payload === undefined
      ? 'no body'
      : Buffer.isBuffer(request.payload)
        ? `bytes ${clip(request.payload.toString('hex'))}`
        : clip(JSON.stringify(request.payload));
  const headers = Object.entries(request.headers).map(
    ([name, value]) => `${name}: ${clip(JSON.stringify(value), 120)}`,
  );
  return [
    `${request.method} ${clip(request.url)} (${request.credential} credential)`,
    ...headers,
    payload,
  ].join('\n  ');
}

/**
 * Requests to `operation` that a careless or hostile client could send: a body with a field
 * missing, of a wrong type or extra (huge strings and arrays, deep nesting, NUL, lone
 * surrogates, `1e309`, `-0`, prototype keys), broken or oversized JSON, bad content types, a
 * query string with bad, repeated or huge parameters, path ids that are not ids, bad or
 * expired or foreign-signed tokens and garbage cookies; mixed with the well-formed parts, so
 * each hostile part is also seen on its own.
 */
export function hostileRequest(
  operation: DocumentedOperation,
  options: HostileRequestOptions,
): fc.Arbitrary<HostileRequest> {
  return fc
    .record({
      path: pathArbitrary(operation.path, options.pathValues),
      query: queryArbitrary(operation, options.schemas),
      payload: bodyArbitrary(operation, options),
      contentType: contentTypeArbitrary,
      credential: credentialArbitrary(options),
      cookie: cookieArbitrary(options.validCookies),
      extraHeaders: extraHeadersArbitrary,
      contentLength: contentLengthArbitrary,
    })
    .map((parts) => {
      const { path, query, payload, contentType, credential, cookie, contentLength } = parts;
      const headers: Record<string, string> = { ...parts.extraHeaders };
      if (contentLength !== null) headers['content-length'] = contentLength;
      if (credential.authorization !== undefined) headers.authorization = credential.authorization;
      if (contentType !== undefined) headers['content-type'] = contentType;
      if (cookie !== null) headers.cookie = cookie;
      const request: HostileRequest = {
        method: operation.method,
        url: `${path}${query}`,
        headers,
        credential: credential.credential,
        ...(payload === undefined ? {} : { payload }),
      };
      return Object.assign(request, { [fc.toStringMethod]: () => summary(request) });
    });
}
