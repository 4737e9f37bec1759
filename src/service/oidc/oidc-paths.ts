/** Where the two OpenID Connect issuers are mounted, under the service's public URL. */
export const OIDC_BASE_PATH = '/api/v1/oidc';

/**
 * `use`: a relying party asks whether the person has reached some ages; `create`: a relying
 * party that verified the person's age lets them save it in a new age key.
 */
export type IssuerName = 'use' | 'create';
export const ISSUER_NAMES: readonly IssuerName[] = ['use', 'create'];

/** `<public URL>/api/v1/oidc/<name>`: the issuer identifier and the base of its endpoints. */
export function issuerUrl(publicUrl: string, name: IssuerName): string {
  return `${publicUrl.replace(/\/$/, '')}${OIDC_BASE_PATH}/${name}`;
}

/** True for a path (with or without query) under one of the issuers. */
export function isOidcPath(url: string): boolean {
  return (
    url === OIDC_BASE_PATH ||
    url.startsWith(`${OIDC_BASE_PATH}/`) ||
    url.startsWith(`${OIDC_BASE_PATH}?`)
  );
}

/** The issuer a path belongs to, and the path inside it (`/auth`, `/.well-known/…`). */
export function splitOidcPath(pathname: string): { issuer: IssuerName; rest: string } | undefined {
  const m = /^\/api\/v1\/oidc\/(use|create)(\/.*)?$/.exec(pathname);
  if (!m) return undefined;
  return { issuer: m[1] as IssuerName, rest: m[2] ?? '/' };
}
