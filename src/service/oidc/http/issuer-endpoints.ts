/**
 * How an endpoint answers what goes wrong: `page` endpoints are where a browser navigates (the
 * provider's authorization endpoint, the age-key page: an HTML refusal page); `oauth` endpoints
 * are called by a relying party's code (`{error, error_description}` JSON, as the provider
 * answers); `step` endpoints are the age-key page's own calls and `asset` its scripts (the
 * service's `{error, errorMessage}` JSON).
 */
export type EndpointKind = 'page' | 'oauth' | 'step' | 'asset';

export interface IssuerEndpoint {
  /** The path inside an issuer; `:uid` stands for one interaction's id. */
  pattern: string;
  /** Methods served (HEAD with GET); OPTIONS only where the provider answers CORS preflights. */
  methods: readonly string[];
  kind: EndpointKind;
}

/**
 * Every endpoint an issuer serves: the provider's (with the features `createIssuer` turns on:
 * discovery, JWKS, authorization with its resume, pushed requests, token) and the age-key
 * page's. Anything else under an issuer is a 404 in the API's JSON shape, answered before the
 * provider (whose own is plain text) or a database is reached; the metrics name a request by
 * these patterns.
 */
export const ISSUER_ENDPOINTS: readonly IssuerEndpoint[] = [
  { pattern: '/.well-known/openid-configuration', methods: ['GET', 'OPTIONS'], kind: 'oauth' },
  {
    pattern: '/.well-known/oauth-authorization-server',
    methods: ['GET', 'OPTIONS'],
    kind: 'oauth',
  },
  { pattern: '/jwks', methods: ['GET', 'OPTIONS'], kind: 'oauth' },
  { pattern: '/auth', methods: ['GET'], kind: 'page' },
  { pattern: '/auth/:uid', methods: ['GET'], kind: 'page' },
  { pattern: '/par', methods: ['POST', 'OPTIONS'], kind: 'oauth' },
  { pattern: '/token', methods: ['POST', 'OPTIONS'], kind: 'oauth' },
  { pattern: '/interaction/:uid', methods: ['GET'], kind: 'page' },
  { pattern: '/interaction/:uid/options', methods: ['POST'], kind: 'step' },
  { pattern: '/interaction/:uid/finish', methods: ['POST'], kind: 'step' },
  { pattern: '/interaction/:uid/abort', methods: ['POST'], kind: 'step' },
  { pattern: '/assets/interaction.js', methods: ['GET'], kind: 'asset' },
  { pattern: '/assets/webauthn.js', methods: ['GET'], kind: 'asset' },
];

/** An interaction's id as the provider makes them (43 base64url characters), with slack. */
const UID = /^[\w-]{1,64}$/;

/** The endpoint a path inside an issuer (`/auth`, `/interaction/abc`) is, with its `uid`. */
export function findIssuerEndpoint(
  rest: string,
): { endpoint: IssuerEndpoint; uid: string | undefined } | undefined {
  const segments = rest.split('/');
  for (const endpoint of ISSUER_ENDPOINTS) {
    const wanted = endpoint.pattern.split('/');
    if (wanted.length !== segments.length) continue;
    let uid: string | undefined;
    const matches = wanted.every((part, i) => {
      const segment = segments[i]!;
      if (part !== ':uid') return part === segment;
      uid = segment;
      return UID.test(segment);
    });
    if (matches) return { endpoint, uid };
  }
  return undefined;
}

/** The methods of `endpoint` for an `Allow` header: HEAD with GET, never OPTIONS. */
export function allowedMethods(endpoint: IssuerEndpoint): string {
  return endpoint.methods
    .flatMap((m) => (m === 'GET' ? ['GET', 'HEAD'] : m === 'OPTIONS' ? [] : [m]))
    .join(', ');
}
