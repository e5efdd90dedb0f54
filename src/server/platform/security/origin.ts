// A state-changing API request from another site is refused (cookies are SameSite=Strict as well).
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { ApiCode } from '../../../shared/api-codes';
import type { Config } from '../config/config';
import { requestMessages } from '../http/request-messages';

/**
 * Whether the request reaches the API, decided on the route the router matched: it decodes the path,
 * so `/%61pi/...` runs the operation of `/api/...` and must meet the same check. A path no route
 * matches (a 404 whatever its Origin) is judged as written.
 */
const isApiRequest = (req: FastifyRequest) => (req.routeOptions.url ?? req.url).startsWith('/api/');

export function refuseCrossSiteWrites(config: Config) {
  const allowed = new URL(config.publicUrl).origin;
  // A callback hook, not async: it runs on every request and most of them pass straight through.
  return (req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const origin = req.headers.origin;
    // Same-origin fetches from older browsers and non-browser clients send no Origin.
    if (!origin || req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS' || !isApiRequest(req)) return done();
    const own = `${req.protocol}://${req.headers.host}`;
    if (origin === allowed || origin === own) return done();
    reply.status(403).send({ code: ApiCode.forbidden, message: requestMessages.crossSiteRefused, data: null });
  };
}
