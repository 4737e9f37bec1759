/**
 * The receiver a webhook URL delivers to, as delivery isolation counts receivers: the URL's
 * origin (`https://hooks.example.com`, `http://127.0.0.1:8080`), which the URL parser normalises
 * (lower-case host, punycode, default port dropped). Products whose URLs share an origin share a
 * receiver: forty products pointing at one dead host are one dead receiver, not forty.
 *
 * @example `src/service/webhooks/insert-pending-event.ts`
 * ```ts
 * await db.insertInto('webhook_events').values({ ...event, receiver: receiverKey(event.url) });
 * ```
 */
export function receiverKey(url: string): string {
  try {
    const origin = new URL(url).origin;
    // `null` for schemes without an origin; webhook URLs are http(s), so this is a stored oddity.
    return origin === 'null' ? url : origin;
  } catch {
    return url;
  }
}
