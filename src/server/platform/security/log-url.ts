// The request log's view of a URL: the success page sends the visitor to the upload page with the
// registration number and the upload login code in the query (SPEC.md section 2), and a log line must
// never hold a login code. Every query value is replaced: any other page's query may be as private,
// and the path with the parameter names is what the log is read for.
import type { FastifyRequest } from 'fastify';

const CENSOR = '[redacted]';

export function redactQuery(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      return eq < 0 ? pair : `${pair.slice(0, eq)}=${CENSOR}`;
    })
    .join('&');
  return `${url.slice(0, at)}?${query}`;
}

/** Fastify's default request serializer, with the query values redacted. */
export function serializeRequest(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactQuery(req.url),
    version: [req.headers['accept-version'] ?? []].flat().join(',') || undefined,
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
