// Each instance on PostgreSQL hears the others' publicContentChanged (public-content.ts) on a pg client
// of its own: LISTEN needs one session held for the app's life, which the pool's connections (lent
// per query) are not. When that session ends (a restart, a failover, an administrator), it connects
// again with a growing pause and then forgets every cached public answer, since notifications sent
// while it was away are lost. It stops when the app closes.
import type { Client, Notification } from 'pg';
import type { Services } from '../contract/services';
import { forgetAllAreas, forgetArea, isContentArea, PUBLIC_CONTENT_CHANNEL } from './public-content';

/** The listener's session name in pg_stat_activity (operators and tests find it by this). */
export const LISTENER_APPLICATION_NAME = 'public-content-listener';

const FIRST_RETRY_MS = 100;
const MAX_RETRY_MS = 5_000;

export interface PublicContentListener {
  /** Resolves once listening, or once the first attempt failed (it keeps trying in the background). */
  started: Promise<void>;
  stop(): Promise<void>;
}

export function listenForPublicContent(services: Services, databaseUrl: string): PublicContentListener {
  let client: Client | null = null;
  let stopped = false;
  let retryMs = FIRST_RETRY_MS;
  let timer: NodeJS.Timeout | undefined;

  const onNotification = (msg: Notification) => {
    if (msg.channel === PUBLIC_CONTENT_CHANNEL && msg.payload && isContentArea(msg.payload)) forgetArea(services, msg.payload);
  };

  const retryLater = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
  };

  /** The session `c` ended or failed: drop it and connect again (once, whichever event came first). */
  const lost = (c: Client, err?: Error) => {
    if (client !== c) return;
    client = null;
    c.end().catch(() => undefined);
    if (stopped) return;
    services.log.warn({ err }, 'public content listener disconnected; reconnecting');
    retryLater();
  };

  async function connect(): Promise<void> {
    const pg = (await import('pg')).default;
    const c = new pg.Client({ connectionString: databaseUrl, application_name: LISTENER_APPLICATION_NAME, keepAlive: true, connectionTimeoutMillis: 10_000 });
    c.on('error', (err) => lost(c, err));
    c.on('end', () => lost(c));
    c.on('notification', onNotification);
    client = c;
    try {
      await c.connect();
      await c.query(`LISTEN ${PUBLIC_CONTENT_CHANNEL}`);
    } catch (err) {
      lost(c, err as Error);
      return;
    }
    if (stopped) {
      await c.end().catch(() => undefined);
      return;
    }
    retryMs = FIRST_RETRY_MS;
    // Only now, with LISTEN in place: whatever changed before is forgotten, whatever changes next is heard.
    forgetAllAreas(services);
  }

  return {
    started: connect(),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
    },
  };
}
