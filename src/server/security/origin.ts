// A state-changing API request from another site is refused (cookies are SameSite=Strict as well).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiCode } from '../../shared/api-codes';
import type { Config } from '../config';

export function refuseCrossSiteWrites(config: Config) {
  const allowed = new URL(config.publicUrl).origin;
  return async (req: FastifyRequest, reply: FastifyReply) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return;
    if (!req.url.startsWith('/api/')) return;
    const origin = req.headers.origin;
    if (!origin) return; // same-origin fetches from older browsers and non-browser clients send none
    const own = `${req.protocol}://${req.headers.host}`;
    if (origin === allowed || origin === own) return;
    return reply.status(403).send({ code: ApiCode.forbidden, message: '拒絕跨站請求', data: null });
  };
}
