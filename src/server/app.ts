// buildApp(config) composes the server (the model: fastify/demo's app.ts): external plugins
// (cookies, multipart, security headers), our services, the contract's routes, then the built site.
// main.ts only listens; tests build the app per test.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { ApiCode } from '../shared/api-codes';
import { messages } from '../shared/messages';
import { StaffSessions } from './features/staff';
import { assertOwner, Sessions } from './features/registrant-sessions';
import { createCaptcha } from './platform/captcha/index';
import type { Config } from './platform/config/config';
import { ApiError } from './platform/http/api-error';
import { loadOperations } from './platform/contract/operations';
import { assertEveryOperationHandled, registerContract, type CallerGuards } from './platform/contract/register';
import { RequestValidators } from './platform/contract/validation';
import { connectDatabase, prepareDatabase, type DatabaseHandle } from './platform/db/index';
import { Mailer } from './platform/mail/mailer';
import { pageHtml } from './platform/site/page-html';
import { heroPageCover } from './features/awards';
import { playsBuiltInFilm } from './features/films';
import { feedLinkTag, registerFeeds, settingsPreloadTag } from './features/public-content';
import { listenForPublicContent } from './platform/cache/public-content-listener';
import { newsItemHead } from './features/news';
import { Receipts } from './features/upload';
import { WorkQueue } from './platform/load/work-queue';
import { handlers as defaultHandlers } from './handlers';
import type { Handlers } from './platform/contract/handler-types';
import { setSecurityHeaders } from './platform/security/headers';
import { serializeRequest } from './platform/security/log-url';
import { refuseCrossSiteWrites } from './platform/security/origin';
import { PiiCipher } from './platform/security/pii-cipher';
import { resolvePiiKeys } from './platform/security/pii-keys';
import { RateLimits } from './platform/security/rate-limit';
import { checkNationalIdKeys, resealNationalIds } from './features/registration';
import type { Services } from './platform/contract/services';
import { LocalFileStore, type DiskSync } from './platform/storage/file-store';
import { openFileStore } from './platform/storage/s3-file-store';
import { createScheduler } from './jobs';
import { registerResumableUploads, sweepUnattached, readUploadRules, readUploadQuotas } from './features/resources';
import { requestMessages } from './platform/http/request-messages';
import { limitJsonDepth } from './platform/http/json-depth';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

export interface BuildOptions {
  /** Replace handlers (tests of the loader itself). */
  handlers?: Handlers;
  /** Start the periodic workers (mail retry, file sweep, the scheduler). main.ts does; tests usually don't. */
  workers?: boolean;
  /** Read the request schemas from another folder (tests of a changed schema copy). */
  schemasDir?: string;
  /** Where log lines go instead of stdout (tests that read the log). */
  logStream?: { write(line: string): void };
  /** How stored files are synced to disk (tests that watch the order of the syncs). */
  diskSync?: DiskSync;
  /** A connection already under way (main.ts opens the database while the modules load); buildApp owns it. */
  connecting?: Promise<DatabaseHandle>;
  /**
   * Compile every request validator before buildApp resolves (main.ts; tests compile each on first use).
   * They compile while the database opens: its thread's start and the compiling (≈ 0.7 s each) overlap.
   */
  warm?: boolean;
}

/** Keys whose values never reach the logs (personal data, codes, tokens). */
const REDACT = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  // @fastify/multipart logs the request headers it hands to busboy at trace level.
  'busboyOptions.headers.cookie',
  'busboyOptions.headers.authorization',
  '*.accessCode',
  '*.indPersonalIdNumber',
  '*.cfToken',
  // A database error carries the statement's parameters (ID numbers, code hashes).
  'err.params',
  'err.cause.params',
];

/**
 * TRUST_PROXY as Fastify takes it. A hop count becomes a function of the hop: Fastify 5.12 reads a
 * bare number as "trust no hop". Hop 0 is the peer of the socket, so `n` trusts the peer and the
 * n - 1 entries before it at the end of X-Forwarded-For; the client is the entry the outermost proxy
 * appended, and whatever a client wrote before it is ignored.
 */
function trustProxyOption(trust: Config['trustProxy']): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  // An operation of the contract without a handler stops the boot before any data is touched
  // (a connection under way is closed: it has written nothing).
  const operations = loadOperations();
  const handlers = options.handlers ?? defaultHandlers;
  let validators: RequestValidators;
  try {
    assertEveryOperationHandled(operations, handlers);
    validators = new RequestValidators(options.schemasDir);
  } catch (err) {
    await options.connecting?.then((handle) => handle.close(), () => undefined);
    throw err;
  }

  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACT, censor: '[redacted]' },
      serializers: { req: serializeRequest },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    // On close, keep-alive sockets with no request close at once; the rest get the grace below.
    forceCloseConnections: 'idle',
  });

  // One schema per turn of the event loop (validators.warm): the database's messages get in between.
  const warming = options.warm ? validators.warm() : Promise.resolve();
  warming.catch(() => undefined); // awaited at the end of the boot
  const database = await prepareDatabase(await (options.connecting ?? connectDatabase(config)), config);
  app.addHook('onClose', async () => database.close());
  let pii: PiiCipher;
  try {
    // After the lock and the migrations: the key file is made by the one server of this data
    // directory, and numbers stored before encryption are sealed before any request reads them.
    pii = new PiiCipher(resolvePiiKeys(config));
    await checkNationalIdKeys(database.db, pii);
    const { resealed } = await resealNationalIds(database.db, pii, 'plaintext');
    if (resealed > 0) app.log.info({ resealed }, 'national ID numbers stored in plain text are now encrypted');
  } catch (err) {
    await database.close();
    throw err;
  }

  await app.register(cookie);
  await app.register(multipart);
  limitJsonDepth(app);
  app.addHook('onRequest', setSecurityHeaders(config));
  app.addHook('onRequest', refuseCrossSiteWrites(config));

  const files = await openFileStore(config, () => new LocalFileStore(config.filesDir, options.diskSync), app.log);
  app.addHook('onClose', async () => files.close?.());
  const uploadRules = readUploadRules(options.schemasDir);
  const receipts = new Receipts(database.db, config, files);
  const mail = new Mailer(database.db, config, app.log, receipts);
  const services: Services = {
    config,
    db: database.db,
    dbKind: database.kind,
    validators,
    uploadRules,
    uploadQuotas: readUploadQuotas(uploadRules, options.schemasDir),
    sessions: new Sessions(database.db, config),
    staffSessions: new StaffSessions(database.db, config),
    captcha: await createCaptcha(config, database.db),
    mail,
    files,
    uploadQueue: new WorkQueue(config.uploadQueue.atOnce, config.uploadQueue.waitingMax),
    receipts,
    rateLimits: new RateLimits(database.db),
    pii,
    log: app.log,
  };
  app.decorate('services', services);
  if (database.kind === 'postgres' && config.databaseUrl) {
    // Other instances' content changes reach this one's cache (src/server/platform/cache/public-content.ts).
    const listener = listenForPublicContent(services, config.databaseUrl);
    app.addHook('onClose', async () => listener.stop());
    await listener.started;
  }

  app.setErrorHandler((err: Error & { statusCode?: number; code?: string }, req, reply) => {
    // Every answer here is a JSON envelope, also for a file reply that failed before its first byte (its
    // bytes gone from the store): the file's type and name, set by its handler, go.
    reply.removeHeader('content-disposition').type('application/json; charset=utf-8');
    if (err instanceof ApiError) {
      if (err.status >= 500) req.log.error({ err }, "request failed");
      return reply.status(err.status).send({ code: err.code, message: err.message, data: err.data });
    }
    const status = err.statusCode && err.statusCode >= 400 ? err.statusCode : 500;
    if (status >= 500) {
      req.log.error({ err }, 'request failed');
      return reply.status(status).send({ code: ApiCode.internal, message: messages.internal, data: null });
    }
    // Fastify's own 4xx (malformed JSON, unsupported content type, body too large...): zh-TW texts,
    // and a 400 has the contract's BadRequest shape (data.errors), like every other 400.
    const code = status === 413 ? ApiCode.tooLarge : status === 415 ? ApiCode.unsupportedType : ApiCode.validation;
    if (status === 400) {
      const detail = err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ? requestMessages.invalidJson : err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ? requestMessages.emptyBody : messages.badRequestFormat;
      return reply.status(400).send({ code, message: messages.badRequestFormat, data: { errors: [{ field: '', message: detail }] } });
    }
    return reply.status(status).send({ code, message: status === 413 ? requestMessages.bodyTooLarge : messages.badRequestFormat, data: null });
  });

  // Who is calling, for the route loader: the sessions live in their features.
  const guards: CallerGuards = {
    registrant: (req) => services.sessions.resolve(req),
    optionalRegistrant: (req) => services.sessions.resolveOptional(req),
    staff: (req) => services.staffSessions.resolve(req),
    assertOwner: (kind, id, registrationUid) => assertOwner(database.db, kind, id, registrationUid),
  };
  await app.register(async (api) => registerContract(api, services, handlers, guards, operations));
  // The tus endpoints (x-protocol: tus in the contract): their own body parser, the same session guard.
  app.decorate('resumableUploads', await registerResumableUploads(app, services, guards.registrant));

  const index = join(config.webRoot, 'index.html');
  const serveWeb = config.serveWeb && existsSync(index);
  // Each page's HTML names what that page loads first (src/server/platform/site/page-html.ts).
  // Heroes pages paint a cover largest; the cover comes from the database. A video page paints its
  // built-in film's poster largest, unless a video-service id or a replaced film shows instead.
  // A news item's page names the item (shared links), or answers 404 when the public may not read it.
  const pageFor = serveWeb
    ? pageHtml(config.webRoot, {
        dataImage: (pattern, params) => heroPageCover(database.db, pattern, params),
        builtInFilm: (kind) =>
          playsBuiltInFilm(database.db, { promo: config.programme.promoVideoId, tutorial: config.programme.tutorialVideoId }, kind),
        itemHead: newsItemHead(services),
        siteHead: [feedLinkTag(config.programme.siteTitle), settingsPreloadTag],
      })
    : async () => ({ html: '', status: 404 as const });
  const sendPage = async (reply: FastifyReply, path: string) => {
    const page = await pageFor(path);
    return reply.status(page.status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(page.html);
  };
  // robots.txt, sitemap.xml, feed.xml (src/server/features/public-content/feeds.ts).
  registerFeeds(app, services);
  // The back office (its own build, dist/admin/): every address under /admin/ but its assets is its one
  // page (the not-found handler below), never a file of the static plugin, which answered /admin/ 403 and
  // /admin/index.html without X-Robots-Tag.
  const isAdminPage = (path: string) => path === '/admin' || (path.startsWith('/admin/') && !path.startsWith('/admin/assets/'));
  if (serveWeb) {
    await app.register(fastifyStatic, {
      root: config.webRoot,
      // Looked up per request (not a route per file found at boot): a rebuilt site is served whole.
      wildcard: true,
      index: false,
      // `pathname` is decoded here (/%61dmin/ is /admin/).
      allowedPath: (pathname) => !isAdminPage(pathname),
      // The build writes .br/.gz beside each text file (src/build/precompress.ts): sent to browsers
      // that accept them, with no compression work per request.
      preCompressed: true,
      // Cache-Control is ours (setHeaders), not send's `public, max-age=0`.
      cacheControl: false,
      // (@fastify/static 9 — 10 needs Node 22 — hands over the raw response and sets no Vary of its
      // own: which copy was sent depends on Accept-Encoding, so a cache must key on it.)
      setHeaders(res, path) {
        res.setHeader('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
        res.setHeader('Vary', 'Accept-Encoding');
      },
    });
    // The site's root is a page, not a directory listing.
    app.get('/', (_req, reply) => sendPage(reply, '/'));
  }
  // The back office's one page, whose router shows the area or its not-found view. Never indexed.
  const adminIndex = join(config.webRoot, 'admin', 'index.html');
  const sendAdmin = async (reply: FastifyReply) =>
    reply.header('Cache-Control', 'no-cache').header('X-Robots-Tag', 'noindex, nofollow').type('text/html; charset=utf-8').send(await readFile(adminIndex));
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    // A missing script or asset is a 404, not the page: a browser must never run index.html as a module.
    const isAsset = path.startsWith('/assets/') || /\.[a-z0-9]{1,5}$/i.test(path);
    if (isAdminPage(path) && (!isAsset || path === '/admin/index.html') && config.serveWeb && existsSync(adminIndex) && (req.method === 'GET' || req.method === 'HEAD')) return sendAdmin(reply);
    if (!path.startsWith('/api/') && !isAsset && serveWeb && (req.method === 'GET' || req.method === 'HEAD')) {
      // History fallback: the client router renders every route of SPEC.md section 2; any other
      // address gets the same page (the router shows its not-found page) with an honest 404, and so
      // does a news item the public may not read.
      return sendPage(reply, path);
    }
    return reply.status(404).send({ code: ApiCode.notFound, message: messages.notFound, data: null });
  });

  if (options.workers) {
    mail.start();
    const sweep = setInterval(() => {
      sweepUnattached(database.db, files).catch((err) => app.log.error({ err }, 'file sweep failed'));
      app.resumableUploads.sweepExpired().catch((err) => app.log.error({ err }, 'resumable upload sweep failed'));
    }, config.sweepIntervalSeconds * 1000);
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));
  }
  // onClose hooks run last-added first: letters still on their way finish (rendering their
  // receipts), then the renderer stops, then the database closes.
  app.addHook('onClose', async () => receipts.stop());
  app.addHook('onClose', async () => mail.stop());
  if (options.workers) {
    // Scheduled jobs (reminders, the rate-limit cleanup). Added after the mail queue's hook, so the
    // round under way finishes (its letters queued and handed over) before the queue stops.
    const scheduler = createScheduler(services);
    scheduler.start(config.schedulerTickSeconds * 1000);
    app.addHook('onClose', async () => scheduler.stop());
  }

  // Shutdown is bounded: requests in flight get SHUTDOWN_GRACE_SECONDS to finish, then every socket
  // left is destroyed. Without it close() waits on a socket that is not idle though its answer was
  // sent (a refused upload whose body the client is still sending, or never finishes).
  // An answer sent while closing ends its connection (a keep-alive socket would wait for the grace).
  let grace: NodeJS.Timeout | undefined;
  let closing = false;
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (closing) reply.header('Connection', 'close');
    done(null, payload);
  });
  app.addHook('preClose', (done) => {
    closing = true;
    grace = setTimeout(() => app.server.closeAllConnections(), config.shutdownGraceSeconds * 1000);
    grace.unref();
    done();
  });
  app.addHook('onClose', async () => clearTimeout(grace));
  try {
    await warming; // a schema that does not compile stops the boot
  } catch (err) {
    await app.close();
    throw err;
  }
  return app;
}
