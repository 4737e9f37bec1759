/**
 * A browser's part in the redirect flow, over real HTTP: follows redirects one by one, keeps
 * cookies per path, and follows the test bank's `<meta http-equiv="refresh">` pages. `route`
 * sends each request elsewhere than its URL says (a chosen instance behind a load balancer);
 * the URLs the browser sees and the cookies' paths stay as they were.
 */
export function bankBrowser(route: (url: URL) => URL = (url) => url) {
  const jar = new Map<string, { value: string; path: string }>();
  const cookieHeader = (url: URL) =>
    [...jar.entries()]
      .filter(([, c]) => url.pathname.startsWith(c.path))
      .map(([name, c]) => `${name}=${c.value}`)
      .join('; ');
  const request = async (url: string, init: RequestInit = {}) => {
    const target = new URL(url);
    const headers = new Headers(init.headers);
    if (!headers.has('accept')) headers.set('accept', 'text/html,application/xhtml+xml');
    const cookie = cookieHeader(target);
    if (cookie) headers.set('cookie', cookie);
    const res = await fetch(route(target), { ...init, headers, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const [name, ...value] = pair!.split('=');
      const path =
        attrs
          .find((a) => /^\s*path=/i.test(a))
          ?.split('=')[1]
          ?.trim() ?? '/';
      const expired = attrs.some((a) => /expires=Thu, 01 Jan 1970/i.test(a));
      if (expired) jar.delete(name!.trim());
      else jar.set(name!.trim(), { value: value.join('='), path });
    }
    return res;
  };
  /** Follows redirects and meta refreshes until a page that stays (or `stop` says so). */
  const navigate = async (
    url: string,
    init: RequestInit = {},
    stop: (url: URL) => boolean = () => false,
  ): Promise<{ url: URL; res: Response; html: string }> => {
    let current = new URL(url);
    let res = await request(current.href, init);
    for (let hops = 0; hops < 20; hops++) {
      if (stop(current)) break;
      const location = res.headers.get('location');
      if (res.status >= 300 && res.status < 400 && location) {
        current = new URL(location, current);
        if (stop(current)) return { url: current, res, html: '' };
        res = await request(current.href);
        continue;
      }
      const html = await res.clone().text();
      const refresh = /http-equiv="refresh" content="0;url=([^"]+)"/.exec(html);
      if (!refresh) return { url: current, res, html };
      current = new URL(refresh[1]!.replace(/&amp;/g, '&'), current);
      if (stop(current)) return { url: current, res, html };
      res = await request(current.href);
    }
    return { url: current, res, html: await res.text() };
  };
  const post = (url: string, form: Record<string, string>) =>
    navigate(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
  return { request, navigate, post };
}
