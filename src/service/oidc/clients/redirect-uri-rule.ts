/**
 * Host names that reach the machine the browser runs on: `localhost` and its subdomains (RFC
 * 6761 §6.3), 127.0.0.0/8 and `[::1]`.
 */
function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/\.$/, '');
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127(\.\d{1,3}){3}$/.test(host) ||
    host === '[::1]'
  );
}

/**
 * The one rule for a client's redirect URIs, applied where a client is registered (the console
 * and the CLI, through `checkClientInput`) and where the provider loads it (`clientMetadata`,
 * `applyRedirectUriRule`), so a client is never registered that the provider then refuses: an
 * absolute https URL without a fragment; a live client's never on this machine (`localhost`,
 * 127.0.0.0/8, `[::1]`: the provider refuses those for ID tokens in the front channel, and a
 * live relying party is not on the person's own machine); plain http only for a test client on
 * loopback. All of one client's URIs are on one host (its pairwise subjects derive from it).
 * Returns what is wrong, in words that say what to change, or `undefined`.
 */
export function redirectUrisProblem(
  uris: readonly string[],
  mode: 'test' | 'live',
): string | undefined {
  const hosts = new Set<string>();
  for (const uri of uris) {
    let url: URL;
    try {
      url = new URL(uri);
    } catch {
      return `redirect URI ${uri} is not an absolute URL`;
    }
    if (url.hash !== '' || uri.includes('#')) {
      return `redirect URI ${uri} must not have a fragment`;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
      return `redirect URI ${uri} must be an https URL`;
    }
    const loopback = isLoopbackHost(url.hostname);
    if (mode === 'live' && loopback) {
      return `redirect URI ${uri} is on this machine (${url.hostname}): a live client's redirect URIs are on the app's public host; use a test client for localhost`;
    }
    if (url.protocol === 'http:' && !(loopback && mode === 'test')) {
      return `redirect URI ${uri} must use https (plain http only for localhost, with a test client)`;
    }
    hosts.add(url.host);
  }
  if (hosts.size > 1) {
    return `all redirect URIs of one client must be on one host (got ${[...hosts].join(', ')}): register a client per host`;
  }
  return undefined;
}
