/**
 * What the gate's tokens record of a merchant's account: a SHA-256 digest of its id (128 bits,
 * base64url), never the id itself — the verified cookie carries nothing that identifies the
 * person. Equal ids give equal tags, so a token can be matched to the account that is signed in.
 * Web APIs only.
 */
export async function accountTag(accountId: string): Promise<string> {
  const digest = await crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(`ofage-account:${accountId}`),
  );
  let binary = '';
  for (const byte of new Uint8Array(digest).subarray(0, 16)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
