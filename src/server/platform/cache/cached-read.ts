// Public reads whose rows only the seed writes (lookup lists, the heroes board, published news) are
// answered from memory: one query per key and lifetime instead of one per request. The embedded
// database serves one query at a time, so under load every read would queue behind the others
// (bench/api.mjs measures it). Each app has its own cache; concurrent misses of a key share one load.
// The seed runs before the server listens, so nothing is stale at start; the back office forgets the
// entries it changes (src/server/platform/cache/public-content.ts); a row written from outside the server
// (at the SQL prompt) shows within the entry's lifetime.
// The answer is kept serialised (envelope and all) and encoded: a hit writes the stored bytes, no JSON work.
// GET answers carry an ETag, and a client that sends it back gets a 304 without the body. The same
// entries hold the non-JSON public reads (sitemap, Atom feed, a news page's link tags): cachedBody.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { REPLY_SENT, type OperationId, type HandlerResult } from '../contract/handler-types';
import type { Services } from '../contract/services';
import { envelope } from '../contract/envelope';

/** Entries per app: a bound on keys taken from user input (keywords). */
const MAX_ENTRIES = 1000;

export interface Entry {
  /** The whole answer, serialised once (a JSON envelope, or XML/text for the feeds and the sitemap). */
  body: string;
  /** The body encoded once: a hit is written as these bytes, not encoded again per request. */
  bytes: Buffer;
  etag: string;
}

/** Loads the body; may shorten the entry's lifetime (e.g. until a scheduled news item is published). */
export type BodyLoader = (setTtl: (ms: number) => void) => Promise<string>;

const caches = new WeakMap<Services, LRUCache<string, Entry, BodyLoader>>();

function cacheOf(services: Services): LRUCache<string, Entry, BodyLoader> {
  let cache = caches.get(services);
  if (!cache) {
    cache = new LRUCache<string, Entry, BodyLoader>({
      max: MAX_ENTRIES,
      ttl: 60_000,
      // A load under way when its key is forgotten still answers its waiters, but is not kept.
      ignoreFetchAbort: true,
      fetchMethod: async (_key, _stale, { options, context }) => {
        const body = await context((ms) => (options.ttl = Math.max(1, Math.min(options.ttl ?? ms, ms))));
        const bytes = Buffer.from(body, 'utf8');
        return { body, bytes, etag: `"${createHash('sha1').update(bytes).digest('base64url')}"` };
      },
    });
    caches.set(services, cache);
  }
  return cache;
}

/** Forgets the entries whose key passes `test` (the back office changed what they hold). */
export function forgetCachedReads(services: Services, test: (key: string) => boolean): void {
  const cache = caches.get(services);
  if (!cache) return;
  for (const key of [...cache.keys()]) if (test(key)) cache.delete(key);
}

/** Whether the client's If-None-Match names this entity tag (weak comparison, RFC 9110 13.1.2). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** The entry of `key`, loaded by `load` at most once per `ttlMs` (concurrent misses share one load). */
export async function cachedBody(services: Services, key: string, ttlMs: number, load: BodyLoader): Promise<Entry> {
  const cache = cacheOf(services);
  // A hit is read synchronously (no promise); a miss, or a load under way, goes through fetch().
  const entry = cache.get(key) ?? (await cache.fetch(key, { ttl: ttlMs, context: load }));
  if (!entry) throw new Error(`cached read ${key}: nothing loaded`);
  return entry;
}

/**
 * Sends `entry` as `type`, with its ETag on GET/HEAD, or a 304 when the client already holds this
 * version; returns REPLY_SENT.
 */
export function sendCached(ctx: { req: FastifyRequest; reply: FastifyReply }, entry: Entry, type: string): typeof REPLY_SENT {
  if (ctx.req.method === 'GET' || ctx.req.method === 'HEAD') {
    ctx.reply.header('ETag', entry.etag);
    if (matches(ctx.req.headers['if-none-match'], entry.etag)) {
      ctx.reply.code(304).send();
      return REPLY_SENT;
    }
  }
  ctx.reply.type(type).send(entry.bytes);
  return REPLY_SENT;
}

/**
 * Answers with the handler's result for `key`, loaded at most once per `ttlMs`, and returns
 * REPLY_SENT. On GET it sets the ETag and answers 304 when the client already holds this version.
 */
export async function cachedRead<K extends OperationId>(
  ctx: { services: Services; req: FastifyRequest; reply: FastifyReply },
  key: string,
  ttlMs: number,
  load: (setTtl: (ms: number) => void) => Promise<HandlerResult<K>>,
): Promise<typeof REPLY_SENT> {
  const entry = await cachedBody(ctx.services, key, ttlMs, async (setTtl) => JSON.stringify(envelope(await load(setTtl))));
  return sendCached(ctx, entry, 'application/json; charset=utf-8');
}
