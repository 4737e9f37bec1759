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
 * The value is normalised first, as a browser would (WHATWG URL parsing: dot segments removed,
 * percent-encoded dots decoded), and the normalised path is what is checked and returned:
 * `/.//evil.example` normalises to `//evil.example`, another host, so it is refused.
 *
 * @example app/age-gate/page.tsx
 * ```ts
 * const returnTo = safeReturnTo(searchParams.returnTo, '/');
 * ```
 */
export function safeReturnTo(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return fallback;
  if (!isSafeInEveryForm(value)) return fallback;
  const normalised = normalise(value);
  if (normalised === undefined || !isSafeInEveryForm(normalised)) return fallback;
  // A fixed point: the path we hand out resolves to itself, so no later parse can move it.
  return normalise(normalised) === normalised ? normalised : fallback;
}

/** `path + search + hash` of `value` resolved on a placeholder origin; undefined off it. */
function normalise(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return undefined;
  }
  return url.origin === BASE ? url.pathname + url.search + url.hash : undefined;
}

/** Safe as it is and after each of up to three rounds of percent-decoding (double encoding). */
function isSafeInEveryForm(value: string): boolean {
  let decoded = value;
  for (let i = 0; i < 3; i++) {
    if (!isSafePath(decoded)) return false;
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return false;
    }
    if (next === decoded) return true;
    decoded = next;
  }
  return isSafePath(decoded);
}

function isSafePath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !UNSAFE.test(path);
}
