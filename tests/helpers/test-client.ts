// A small HTTP client for tests: real requests, a cookie jar, JSON and multipart helpers. With a
// `localAddress` (127.0.0.2, 127.0.0.3…: all of 127.0.0.0/8 is loopback) the requests leave from that
// address, a second visitor as the server sees it.
import { request as httpRequest } from 'node:http';
export interface TestResponse<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export class TestClient {
  private readonly jar = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    private readonly options: { localAddress?: string } = {},
  ) {}

  cookie(name: string): string | undefined {
    return this.jar.get(name);
  }

  setCookie(name: string, value: string | undefined): void {
    if (value === undefined) this.jar.delete(name);
    else this.jar.set(name, value);
  }

  private remember(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attrs.some((a) => /^\s*expires=/i.test(a) && Date.parse(a.split('=')[1]!) < Date.now()) || value === '';
      if (expired) this.jar.delete(name);
      else this.jar.set(name, value);
    }
  }

  async request<T = Record<string, unknown>>(method: string, path: string, init: { body?: BodyInit; headers?: Record<string, string> } = {}): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { ...init.headers };
    if (this.jar.size > 0) headers.cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const url = this.baseUrl + path;
    const res = this.options.localAddress ? await fromAddress(this.options.localAddress, url, method, headers, init.body) : await fetch(url, { method, headers, body: init.body });
    this.remember(res);
    const text = await res.text();
    let body: unknown = text;
    if (res.headers.get('content-type')?.includes('application/json')) body = JSON.parse(text);
    return { status: res.status, headers: res.headers, body: body as T, text };
  }

  get<T = Record<string, unknown>>(path: string) {
    return this.request<T>('GET', path);
  }

  post<T = Record<string, unknown>>(path: string, json?: unknown, headers: Record<string, string> = {}) {
    return this.request<T>('POST', path, {
      body: json === undefined ? undefined : JSON.stringify(json),
      headers: json === undefined ? headers : { 'content-type': 'application/json', ...headers },
    });
  }

  /** multipart/form-data: fields first (in order), then the file. */
  upload<T = Record<string, unknown>>(path: string, fields: Record<string, string>, file: { name: string; content: Buffer | Uint8Array; type?: string }) {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append('file', new Blob([new Uint8Array(file.content)], { type: file.type ?? 'application/octet-stream' }), file.name);
    return this.request<T>('POST', path, { body: form });
  }
}

/** One request over node:http bound to `localAddress`, answered as a fetch Response. */
async function fromAddress(localAddress: string, url: string, method: string, headers: Record<string, string>, body?: BodyInit): Promise<Response> {
  // Let fetch's own Request encode the body (JSON, FormData) and name its content type.
  const prepared = new Request(url, { method, headers, body });
  const bytes = body === undefined ? undefined : Buffer.from(await prepared.arrayBuffer());
  const sent: Record<string, string> = Object.fromEntries(prepared.headers);
  if (bytes) sent['content-length'] = String(bytes.length);
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers: sent, localAddress }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        const answer = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) answer.append(name, v);
        }
        const status = res.statusCode ?? 0;
        const empty = [204, 205, 304].includes(status) || method === 'HEAD';
        resolve(new Response(empty ? null : Buffer.concat(chunks), { status, headers: answer }));
      });
    });
    req.on('error', reject);
    req.end(bytes);
  });
}
