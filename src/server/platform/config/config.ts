// The one place that reads process.env (DESIGN.md section 4). Parsed and validated once at boot;
// everything else receives the typed Config. Defaults run the whole site on this machine.
import { EDITIONS, LATEST_EDITION, type EditionNumber } from '../../../shared/editions';
import { Ajv } from 'ajv';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { taipeiEndOfDay } from '../../../shared/taipei-time';
import { registrationWindow, uploadWindow } from '../../../shared/window-messages';
import { GENERATE_KEY_HINT, parsePiiKeys, type PiiSettings } from './pii-key-setting';


const envSchema = {
  type: 'object',
  properties: {
    PORT: { type: 'integer', minimum: 0, maximum: 65535, default: 3000 },
    HOST: { type: 'string', default: '127.0.0.1' },
    DATA_DIR: { type: 'string', default: './data' },
    FILES_DIR: { type: 'string', default: '' },
    // Where stored files live: `local` (FILES_DIR) or `s3`, an S3-compatible bucket (docs/operations.md);
    // FILES_DIR then holds only the uploads being received (tmp/).
    FILES_BACKEND: { type: 'string', enum: ['local', 's3'], default: 'local' },
    S3_BUCKET: { type: 'string', default: '' },
    // Empty: AWS itself. Otherwise the store's address, e.g. https://minio.example:9000 (path-style requests).
    S3_ENDPOINT: { type: 'string', default: '' },
    S3_REGION: { type: 'string', default: 'us-east-1' },
    // Both or neither; neither: the SDK's own credentials chain (an instance role).
    S3_ACCESS_KEY_ID: { type: 'string', default: '' },
    S3_SECRET_ACCESS_KEY: { type: 'string', default: '' },
    DATABASE_URL: { type: 'string', default: '' },
    // The embedded database syncs its WAL at every commit (src/server/platform/db/pglite-durability.ts). Off by
    // default: it cost the deadline rush 19–24 % of its throughput and 40 %+ on p99s (README, Performance).
    PGLITE_SYNC: { type: 'boolean', default: false },
    // Demo news, winners, heroes and vendors (fictional, marked 示範). No default here: it follows
    // DATABASE_URL (on for the embedded database, off for PostgreSQL), see seedDemo below.
    SEED_DEMO: { type: 'boolean' },
    PUBLIC_URL: { type: 'string', default: '' },
    SMTP_URL: { type: 'string', default: '' },
    MAIL_FROM: { type: 'string', default: '觀光獎報名小組 <no-reply@tourism-award.example>' },
    LOG_LEVEL: { type: 'string', enum: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], default: 'info' },
    TRUST_PROXY: { type: 'string', default: 'false' },
    REGISTRATIONS_PER_ADDRESS: { type: 'integer', minimum: 1, default: 20 },
    ACCESS_TOKEN_TTL_SECONDS: { type: 'integer', minimum: 5, default: 900 }, // 5: the e2e session spec waits past it
    REFRESH_TOKEN_TTL_SECONDS: { type: 'integer', minimum: 60, default: 7 * 24 * 3600 },
    // Staff sessions of the back office (DESIGN.md section 11): idle timeout (sliding) and the most a session lasts.
    STAFF_IDLE_MINUTES: { type: 'integer', minimum: 1, maximum: 24 * 60, default: 30 },
    STAFF_SESSION_HOURS: { type: 'integer', minimum: 1, maximum: 7 * 24, default: 12 },
    // The HMAC key of the back office's ZIP download links (src/server/features/exports/zip-link.ts). Empty:
    // one is made on first use and kept in the database, shared by every instance on it.
    EXPORT_LINK_KEY: { type: 'string', default: '' },
    CAPTCHA_PROVIDER: { type: 'string', enum: ['altcha', 'turnstile'], default: 'altcha' },
    ALTCHA_HMAC_KEY: { type: 'string', default: '' },
    ALTCHA_COST: { type: 'integer', minimum: 1, default: 1000 },
    ALTCHA_EXPIRES_SECONDS: { type: 'integer', minimum: 10, default: 300 },
    TURNSTILE_SITE_KEY: { type: 'string', default: '' },
    TURNSTILE_SECRET: { type: 'string', default: '' },
    SITE_TITLE: { type: 'string', default: '第三屆觀光金質獎' },
    PROGRAMME_NAME: { type: 'string', default: '觀光金質獎' },
    // The edition under way: one of schemas/editions.json (the newest by default).
    EDITION: { type: 'integer', enum: EDITIONS.map((e) => e.number), default: LATEST_EDITION },
    REGISTRATION_OPENS_AT: { type: 'string', format: 'date-time', default: '2025-08-29T10:00:00+08:00' },
    REGISTRATION_CLOSES_AT: { type: 'string', format: 'date-time' },
    UPLOAD_CLOSES_AT: { type: 'string', format: 'date-time' },
    HOST_AUTHORITY: { type: 'string', default: '交通部觀光署' },
    INSTITUTE: { type: 'string', default: '觀光產業研究院（受託辦理單位）' },
    CONTACT_PHONE: { type: 'string', default: '(02) 2345-6789' },
    CONTACT_EXTENSIONS: { type: 'string', default: '501,502' },
    CONTACT_HOURS: { type: 'string', default: '週一至週五 09:00-12:00、13:30-17:00' },
    MAILBOX: { type: 'string', default: 'award@tourism-award.example' },
    MESSAGING_URL: { type: 'string', default: 'https://line.me/R/ti/p/@tourism-award-example' },
    // No default video: a made-up id would play someone else's video. Empty = "not published yet".
    PROMO_VIDEO_ID: { type: 'string', default: '' },
    TUTORIAL_VIDEO_ID: { type: 'string', default: '' },
    // The accessibility mark (issue 32) at the bottom of the home page: the 88x31 image's address and the
    // certificate page it links to. Shown only when both are set (empty by default: no mark until one is granted).
    ACCESSIBILITY_MARK_IMAGE: { type: 'string', default: '' },
    ACCESSIBILITY_MARK_LINK: { type: 'string', default: '' },
    ACCESSIBILITY_MARK_ALT: { type: 'string', default: '通過AA等級無障礙網頁檢測' },
    SWEEP_INTERVAL_SECONDS: { type: 'integer', minimum: 1, default: 3600 },
    SHUTDOWN_GRACE_SECONDS: { type: 'integer', minimum: 0, default: 10 },
    // Uploads processed at once (type check, photo re-encoding, hashing, their rows); the rest wait their
    // turn holding nothing, so sign-ins and registrations stay quick in a surge (src/server/platform/load/work-queue.ts).
    // Default: UPLOADS_PER_CORE per core (os.availableParallelism()).
    UPLOADS_AT_ONCE: { type: 'integer', minimum: 1 },
    // Uploads that may wait for a turn; one more is refused with 429 (a message asking to try again).
    UPLOADS_WAITING_MAX: { type: 'integer', minimum: 0, default: 2000 },
    // How often each instance's scheduler looks for due jobs (src/server/platform/scheduler/).
    SCHEDULER_TICK_SECONDS: { type: 'integer', minimum: 1, default: 60 },
    // Reminder letters before the upload window closes: days before, comma-separated (src/server/features/reminders/).
    REMINDER_DAYS: { type: 'string', pattern: '^\\s*[1-9]\\d{0,2}\\s*(,\\s*[1-9]\\d{0,2}\\s*)*$', default: '7,1' },
    // Jurors with sheets still to submit get a letter this many days before a stage's scoring closes (docs/judging.md).
    JUDGING_REMINDER_DAYS: { type: 'integer', minimum: 1, maximum: 60, default: 3 },
    // Keys of the national ID numbers at rest: `id=base64,...`, newest first (src/server/platform/security/pii-keys.ts).
    PII_KEYS: { type: 'string', default: '' },
    // How long after an edition's winners are published the personal data of its entries that did not win
    // are kept (national ID numbers, contact data, uploaded files: src/server/features/retention/), and how old
    // a letter of the outbox may grow. 6 months: the time a result may still be questioned (an appeal, an
    // audit by the authority, the next edition's call, which reuses no file) is over by then, and the privacy
    // page tells visitors this same number (it reads config.retention).
    RETENTION_MONTHS: { type: 'integer', minimum: 1, maximum: 120, default: 6 },
  },
  additionalProperties: true,
} as const;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  filesDir: string;
  /** Where stored files live: FILES_DIR, or an S3-compatible bucket (src/server/platform/storage/s3-file-store.ts). */
  filesBackend: 'local' | 's3';
  s3: { bucket: string; endpoint: string; region: string; accessKeyId: string; secretAccessKey: string };
  outboxDir: string;
  databaseUrl: string;
  /** PGlite syncs its write-ahead log before a commit is acknowledged (survives a power cut). */
  pgliteSync: boolean;
  /** Write the demo news, winners, heroes and vendors (src/server/platform/db/seed/); lookup lists are always written. */
  seedDemo: boolean;
  publicUrl: string;
  smtpUrl: string;
  mailFrom: string;
  logLevel: string;
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses and CIDR ranges. */
  trustProxy: TrustProxy;
  /** Registrations one client address may send per create window (THROTTLE.createWindowSeconds). */
  registrationsPerAddress: number;
  secureCookies: boolean;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** Staff sessions: ended after this long without a request, and this long after sign-in whatever happens. */
  staffSession: { idleMinutes: number; maxHours: number };
  /** HMAC key of the ZIP download links; empty: made once and kept in the database. */
  exportLinkKey: string;
  captcha: {
    provider: 'altcha' | 'turnstile';
    altchaHmacKey: string;
    altchaCost: number;
    altchaExpiresSeconds: number;
    turnstileSiteKey: string;
    turnstileSecret: string;
  };
  programme: {
    siteTitle: string;
    programmeName: string;
    edition: EditionNumber;
    registrationOpensAt: string;
    registrationClosesAt: string;
    uploadClosesAt: string;
    hostAuthority: string;
    institute: string;
    contactPhone: string;
    contactExtensions: string[];
    contactHours: string;
    mailbox: string;
    messagingUrl: string;
    promoVideoId: string;
    tutorialVideoId: string;
    /** Null until the settings name both the image and its link. */
    accessibilityMark: { image: string; link: string; alt: string } | null;
  };
  /** National ID numbers at rest (docs/personal-data.md): PII_KEYS, newest (the sealing key) first, or (empty) the key file in DATA_DIR, outside the database folder. */
  pii: PiiSettings;
  /** Retention (docs/personal-data.md): months after the winners' publication that non-winners' personal data are kept; also the outbox letters' age limit. */
  retention: { months: number };
  /** Admission of upload processing (src/server/platform/load/work-queue.ts). */
  uploadQueue: { atOnce: number; waitingMax: number };
  sweepIntervalSeconds: number;
  /** How often the scheduler looks for due jobs. */
  schedulerTickSeconds: number;
  /** Reminder letters go this many days before the upload window closes; distinct, largest first. */
  reminderDays: number[];
  /** Days before a judging stage's scoring closes when jurors with open sheets are reminded. */
  judgingReminderDays: number;
  /** On shutdown, how long requests in flight may take before their sockets are destroyed. */
  shutdownGraceSeconds: number;
  /** Serve the built site from dist/ (false in API-only tests). */
  serveWeb: boolean;
  webRoot: string;
}

type Env = Record<string, string | undefined>;

export type TrustProxy = false | number | string[];

/**
 * TRUST_PROXY: `false` (default, also `0`): the socket's address is the client's. A positive integer:
 * that many proxies in front of the server, so the client is the address the outermost of them saw
 * (the entry that many places from the end of X-Forwarded-For). A comma-separated list of addresses
 * or CIDR ranges: the proxies to trust. `true` (trust every hop) is refused: the first entry of
 * X-Forwarded-For is whatever the client wrote, so every request could claim a new address.
 * Returns the value or a problem to report.
 */
export function parseTrustProxy(value: string): TrustProxy | { problem: string } {
  const v = value.trim().toLowerCase();
  if (v === 'false' || v === '0') return false;
  if (v === 'true') {
    return {
      problem:
        'TRUST_PROXY=true would trust every X-Forwarded-For entry, which any client can forge; give the number of proxies in front of the server (1 for nginx on the same host) or their addresses (e.g. 127.0.0.1 or 10.0.0.0/8)',
    };
  }
  if (/^\d+$/.test(v)) return Number(v);
  const entries = value.split(',').map((e) => e.trim()).filter(Boolean);
  const bad = entries.filter((e) => !validProxyAddress(e));
  if (entries.length === 0 || bad.length > 0) {
    return { problem: `TRUST_PROXY must be false, a number of proxies, or comma-separated proxy addresses/CIDR ranges (not: ${bad.join(', ') || value})` };
  }
  return entries;
}

function validProxyAddress(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Uploads processed at once per core, by default. A job (uploads.ts keep()) spends most of its time
 * waiting, not computing: three syncs (the file's bytes, its directory, the database's log at the
 * commit) and its turn of the database session. At one per core the cores idled while photos queued
 * (issue 33, a surge of 200 at a time: p99 photo 12.4 s at 1 per core, 5.8 s at 3, 5.7 s at 6; see
 * docs/performance.md). Image work itself is bounded by libuv's thread pool (4), not by this number.
 */
export const UPLOADS_PER_CORE = 3;

/** Parses the environment (or an override map in tests). Throws one readable error listing every bad setting. */
export function loadConfig(env: Env = process.env, overrides: Partial<Config> = {}): Config {
  const ajv = new Ajv({ useDefaults: true, coerceTypes: true, allErrors: true });
  ajv.addFormat('date-time', (v: string) => !Number.isNaN(Date.parse(v)));
  const validate = ajv.compile(envSchema);
  const raw: Record<string, unknown> = {};
  for (const key of Object.keys(envSchema.properties)) {
    const value = env[key];
    if (value !== undefined && value !== '') raw[key] = value;
  }
  if (!validate(raw)) {
    const problems = (validate.errors ?? []).map((e) => `${e.instancePath.slice(1) || e.params['missingProperty']} ${e.message}`);
    throw new Error(`Invalid settings: ${problems.join('; ')}`);
  }
  const trustProxy = parseTrustProxy(String(raw.TRUST_PROXY));
  if (typeof trustProxy === 'object' && !Array.isArray(trustProxy)) throw new Error(`Invalid settings: ${trustProxy.problem}`);
  const str = (key: string) => raw[key] as string;
  const num = (key: string) => raw[key] as number;
  const now = new Date();
  // Demo default: registration open now and for 30 more days, uploads 6 days longer (as in SPEC.md:
  // 9 Oct closes registration, 15 Oct closes uploads). The real 3rd-edition dates are in README.md.
  const registrationClosesAt = str('REGISTRATION_CLOSES_AT') ?? taipeiEndOfDay(now, 30);
  const uploadClosesAt = str('UPLOAD_CLOSES_AT') ?? taipeiEndOfDay(new Date(Date.parse(registrationClosesAt)), 6);
  const dataDir = resolve(str('DATA_DIR'));
  const port = num('PORT');
  const publicUrl = (str('PUBLIC_URL') || `http://localhost:${port}`).replace(/\/$/, '');
  const piiKeys = parsePiiKeys(str('PII_KEYS'), 'Invalid settings: PII_KEYS');
  const config: Config = {
    port,
    host: str('HOST'),
    dataDir,
    filesDir: str('FILES_DIR') ? resolve(str('FILES_DIR')) : resolve(dataDir, 'files'),
    filesBackend: str('FILES_BACKEND') as 'local' | 's3',
    s3: {
      bucket: str('S3_BUCKET'),
      endpoint: str('S3_ENDPOINT'),
      region: str('S3_REGION'),
      accessKeyId: str('S3_ACCESS_KEY_ID'),
      secretAccessKey: str('S3_SECRET_ACCESS_KEY'),
    },
    outboxDir: resolve(dataDir, 'outbox'),
    databaseUrl: str('DATABASE_URL'),
    pgliteSync: raw.PGLITE_SYNC as boolean,
    // `npm start` on the embedded database shows a living site; a PostgreSQL deployment is a real one.
    seedDemo: (raw.SEED_DEMO as boolean | undefined) ?? !str('DATABASE_URL'),
    publicUrl,
    smtpUrl: str('SMTP_URL'),
    mailFrom: str('MAIL_FROM'),
    logLevel: str('LOG_LEVEL'),
    trustProxy,
    registrationsPerAddress: num('REGISTRATIONS_PER_ADDRESS'),
    secureCookies: publicUrl.startsWith('https://'),
    accessTokenTtlSeconds: num('ACCESS_TOKEN_TTL_SECONDS'),
    refreshTokenTtlSeconds: num('REFRESH_TOKEN_TTL_SECONDS'),
    staffSession: { idleMinutes: num('STAFF_IDLE_MINUTES'), maxHours: num('STAFF_SESSION_HOURS') },
    exportLinkKey: str('EXPORT_LINK_KEY'),
    captcha: {
      provider: str('CAPTCHA_PROVIDER') as 'altcha' | 'turnstile',
      altchaHmacKey: str('ALTCHA_HMAC_KEY'),
      altchaCost: num('ALTCHA_COST'),
      altchaExpiresSeconds: num('ALTCHA_EXPIRES_SECONDS'),
      turnstileSiteKey: str('TURNSTILE_SITE_KEY'),
      turnstileSecret: str('TURNSTILE_SECRET'),
    },
    programme: {
      siteTitle: str('SITE_TITLE'),
      programmeName: str('PROGRAMME_NAME'),
      edition: num('EDITION') as EditionNumber,
      registrationOpensAt: str('REGISTRATION_OPENS_AT'),
      registrationClosesAt,
      uploadClosesAt,
      hostAuthority: str('HOST_AUTHORITY'),
      institute: str('INSTITUTE'),
      contactPhone: str('CONTACT_PHONE'),
      contactExtensions: str('CONTACT_EXTENSIONS').split(',').map((s) => s.trim()).filter(Boolean),
      contactHours: str('CONTACT_HOURS'),
      mailbox: str('MAILBOX'),
      messagingUrl: str('MESSAGING_URL'),
      promoVideoId: str('PROMO_VIDEO_ID'),
      tutorialVideoId: str('TUTORIAL_VIDEO_ID'),
      accessibilityMark:
        str('ACCESSIBILITY_MARK_IMAGE') && str('ACCESSIBILITY_MARK_LINK')
          ? { image: str('ACCESSIBILITY_MARK_IMAGE'), link: str('ACCESSIBILITY_MARK_LINK'), alt: str('ACCESSIBILITY_MARK_ALT') }
          : null,
    },
    retention: { months: num('RETENTION_MONTHS') },
    pii: { keys: piiKeys, keyFile: resolve(dataDir, 'keys', 'pii.key') },
    uploadQueue: { atOnce: (raw.UPLOADS_AT_ONCE as number | undefined) ?? UPLOADS_PER_CORE * availableParallelism(), waitingMax: num('UPLOADS_WAITING_MAX') },
    sweepIntervalSeconds: num('SWEEP_INTERVAL_SECONDS'),
    schedulerTickSeconds: num('SCHEDULER_TICK_SECONDS'),
    reminderDays: [...new Set(str('REMINDER_DAYS').split(',').map((d) => Number(d.trim())))].sort((a, b) => b - a),
    judgingReminderDays: num('JUDGING_REMINDER_DAYS'),
    shutdownGraceSeconds: num('SHUTDOWN_GRACE_SECONDS'),
    serveWeb: true,
    webRoot: resolve('dist'),
    ...overrides,
  };
  if (config.captcha.provider === 'turnstile' && !(config.captcha.turnstileSecret && config.captcha.turnstileSiteKey)) {
    throw new Error('Invalid settings: CAPTCHA_PROVIDER=turnstile needs TURNSTILE_SITE_KEY and TURNSTILE_SECRET');
  }
  if (config.filesBackend === 's3' && !config.s3.bucket) throw new Error('Invalid settings: FILES_BACKEND=s3 needs S3_BUCKET');
  if (!config.s3.accessKeyId !== !config.s3.secretAccessKey) {
    throw new Error('Invalid settings: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (or neither: the SDK finds its own credentials)');
  }
  // Only the embedded database may make its own key: with PostgreSQL each instance would make another.
  if (config.databaseUrl && config.pii.keys.length === 0) {
    throw new Error(
      'Invalid settings: DATABASE_URL is set, so PII_KEYS is required (the key that encrypts national ID numbers at rest; ' +
        `the same on every instance, backed up apart from the database). Make one with ${GENERATE_KEY_HINT} ` +
        'and set PII_KEYS=<id>=<that base64>, e.g. PII_KEYS=k1=...',
    );
  }
  return config;
}

/** Whether `now` falls inside the registration window. */
export function registrationOpen(config: Config, now = new Date()): boolean {
  return registrationWindow(config.programme, now) === 'open';
}

/** Whether uploads (and registration edits) are still accepted. */
export function uploadOpen(config: Config, now = new Date()): boolean {
  return uploadWindow(config.programme, now) === 'open';
}
