// A small HTTP client for tests: real requests, a cookie jar, JSON and multipart helpers.
export interface TestResponse<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export class TestClient {
  private readonly jar = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

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
    const res = await fetch(this.baseUrl + path, { method, headers, body: init.body });
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
