// The browser's side of the site's API client in a Node test: relative URLs resolve against the site,
// and a cookie jar stands in for the browser's cookies (set, replaced and cleared as the server says).
// Installs itself over the global Request and fetch; call it before importing the client.
export function installBrowserFetch() {
  const site = { url: '' };
  const jar = new Map<string, string>();
  /** "METHOD /path" of every request, in order. */
  const calls: string[] = [];

  const NodeRequest = globalThis.Request;
  globalThis.Request = class SiteRequest extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' && input.startsWith('/') ? site.url + input : input, init);
    }
  } as typeof Request;

  const nodeFetch = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
    const headers = new Headers(request.headers);
    if (jar.size > 0) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await nodeFetch(new Request(request, { headers }));
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, value] = [pair!.slice(0, pair!.indexOf('=')), pair!.slice(pair!.indexOf('=') + 1)];
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
    return res;
  };
  return { site, jar, calls };
}
