// What handlers receive: the app's collaborators, built once in buildApp.
import type { FastifyBaseLogger } from 'fastify';
import type { StaffSessions } from '../../features/staff/staff-sessions';
import type { Sessions } from '../../features/registrant-sessions/sessions';
import type { Captcha } from '../captcha/index';
import type { Config } from '../config/config';
import type { RequestValidators } from './validation';
import type { Database } from '../db/index';
import type { Mailer } from '../mail/mailer';
import type { Receipts } from '../../features/upload/receipt/receipts';
import type { PiiCipher } from '../security/pii-cipher';
import type { RateLimits } from '../security/rate-limit';
import type { WorkQueue } from '../load/work-queue';
import type { FileStore } from '../storage/file-store';
import type { UploadRules } from '../../features/resources/upload-rules';
import type { UploadQuotas } from '../../features/resources/quotas';

export interface Services {
  config: Config;
  db: Database;
  dbKind: 'pglite' | 'postgres';
  validators: RequestValidators;
  /** schemas/upload-rules.json of the same schemas folder as the validators */
  uploadRules: UploadRules;
  /** schemas/upload-quotas.json with the byte quota derived from the same folder's rules */
  uploadQuotas: UploadQuotas;
  sessions: Sessions;
  /** Staff sessions of the back office (a cookie and table of their own). */
  staffSessions: StaffSessions;
  captcha: Captcha;
  mail: Mailer;
  files: FileStore;
  /** Upload processing, a few at a time (src/server/platform/load/work-queue.ts). */
  uploadQueue: WorkQueue;
  receipts: Receipts;
  rateLimits: RateLimits;
  /** Seals and opens personal data at rest (national ID numbers). */
  pii: PiiCipher;
  log: FastifyBaseLogger;
}
