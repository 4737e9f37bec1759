const BASE = 'http://ofage.invalid';
// Browsers strip tab/CR/LF from URLs and treat `\` like `/`, so `/\t/evil` and `/\evil` both
// become `//evil` (a network-path reference, i.e. another host).
const UNSAFE = /[\u0000-\u001f\u007f\\]/;

/**
 * Returns `value` when it is a same-origin relative path (`/spirits?page=2`), else `fallback`.
 *
 * Rejects absolute URLs, network-path references (`//evil`), backslash tricks (`/\evil`),
 * control characters and their percent-encoded forms, so the result is safe to put in a
 * `Location` header or `location.assign()` on this origin.
 *
 * @example app/age-gate/page.tsx
 * ```ts
 * const returnTo = safeReturnTo(searchParams.returnTo, '/');
 * ```
 */
export function safeReturnTo(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return fallback;
  let decoded = value;
  for (let i = 0; i < 3; i++) {
    if (!isSafePath(decoded)) return fallback;
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return fallback;
    }
    if (next === decoded) break;
    decoded = next;
  }
  if (!isSafePath(decoded)) return fallback;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  return url.pathname + url.search + url.hash;
}

function isSafePath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !UNSAFE.test(path);
}
