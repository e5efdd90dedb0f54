// What handlers receive: the app's collaborators, built once in buildApp (src/server/app.ts). This is
// the platform's part; a feature that keeps a collaborator of its own per app (the registrant and staff
// sessions, the upload rules, the receipts) adds it to this interface from its own folder, the way
// Fastify's decorators are declared (`declare module '…/services' { interface Services { … } }`), so
// the platform never names a feature.
import type { FastifyBaseLogger } from 'fastify';
import type { Captcha } from '../captcha/index';
import type { Config } from '../config/config';
import type { RequestValidators } from './validation';
import type { Database } from '../db/index';
import type { Mailer } from '../mail/mailer';
import type { PiiCipher } from '../security/pii-cipher';
import type { RateLimits } from '../security/rate-limit';
import type { WorkQueue } from '../load/work-queue';
import type { FileStore } from '../storage/file-store';

export interface Services {
  config: Config;
  db: Database;
  dbKind: 'pglite' | 'postgres';
  validators: RequestValidators;
  captcha: Captcha;
  mail: Mailer;
  files: FileStore;
  /** Upload processing, a few at a time (src/server/platform/load/work-queue.ts). */
  uploadQueue: WorkQueue;
  rateLimits: RateLimits;
  /** Seals and opens personal data at rest (national ID numbers). */
  pii: PiiCipher;
  log: FastifyBaseLogger;
}
