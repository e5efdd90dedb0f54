// A registration's files for staff (admin, reviewer; x-roles keeps editors out): the full file, and a
// thumbnail made here with sharp. A download is an audit row (`file.download`): who, which file, of
// which registration (DESIGN.md section 11: every staff file download is recorded). A thumbnail is not:
// a registration's page shows a dozen, and rows for them buried the downloads that matter.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '../../../shared/messages';
import { recordAudit } from '../audit';
import type { AuditAction } from '../../../shared/audit-labels';
import { notFound } from '../../platform/http/api-error';
import type { Resource } from '../../platform/db/schema';
import type { Services } from '../../platform/contract/services';
import type { Staff } from '../../platform/contract/callers';
import { contentDisposition } from '../../platform/storage/content-disposition';
import { isRemovedKey } from '../../platform/storage/removed-file';
import { loadSharp } from '../../platform/load/lazy-modules';
import { THUMBNAIL_SOURCES } from './staff-files';

/** The thumbnail's width at most (the page's grid shows them at 160 px, sharp on 2x screens). */
export const THUMBNAIL_WIDTH = 320;

/** Types a browser may show inline; everything else downloads (as the registrant's own download). */
const INLINE = new Set(['image/jpeg', 'image/png', 'application/pdf', 'video/mp4']);

/** A file that belongs to a registration and whose bytes are there; 404 otherwise. */
async function registrationFile(services: Services, uid: string): Promise<Resource & { owner_registration_uid: string }> {
  const row = await services.db.selectFrom('resource').selectAll().where('uid', '=', uid).where('owner_registration_uid', 'is not', null).executeTakeFirst();
  if (row && isRemovedKey(row.storage_key)) throw notFound(messages.fileRemovedByRetention);
  if (!row || row.owner_registration_uid === null || !(await services.files.exists(row.storage_key))) throw notFound(messages.fileNotFound);
  return { ...row, owner_registration_uid: row.owner_registration_uid };
}

async function audit(services: Services, req: FastifyRequest, staff: Staff, row: Resource & { owner_registration_uid: string }, action: AuditAction) {
  await recordAudit(services.db, {
    actor: { kind: 'staff', uid: staff.uid, label: staff.email, clientAddress: req.ip },
    action,
    subject: { kind: 'resource', uid: row.uid },
    detail: { registrationUid: row.owner_registration_uid, purpose: row.purpose, filename: row.original_filename },
  });
}

const SAFE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  // A downloaded document never runs script in our origin, even if a viewer would let it.
  'Content-Security-Policy': "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox",
};

export async function sendStaffFile(services: Services, req: FastifyRequest, reply: FastifyReply, staff: Staff, uid: string): Promise<void> {
  const row = await registrationFile(services, uid);
  await audit(services, req, staff, row, 'file.download');
  reply
    .headers(SAFE_HEADERS)
    .header('Content-Type', row.file_type)
    .header('Content-Length', String(row.file_size))
    .header('Content-Disposition', contentDisposition(INLINE.has(row.file_type) ? 'inline' : 'attachment', row.original_filename))
    .header('Cache-Control', 'private, no-store');
  await reply.send(services.files.read(row.storage_key));
}

export async function sendStaffThumbnail(services: Services, req: FastifyRequest, reply: FastifyReply, staff: Staff, uid: string): Promise<void> {
  const row = await registrationFile(services, uid);
  if (!THUMBNAIL_SOURCES.has(row.file_type)) throw notFound(messages.fileNotFound);
  // Made on demand (a few ms for a cleaned upload); the browser keeps it for the session's length.
  const sharp = await loadSharp();
  const webp = await sharp(await services.files.readAll(row.storage_key))
    .rotate()
    .resize({ width: THUMBNAIL_WIDTH, height: THUMBNAIL_WIDTH, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 75 })
    .toBuffer();
  reply
    .headers(SAFE_HEADERS)
    .header('Content-Type', 'image/webp')
    .header('Content-Length', String(webp.length))
    .header('Cache-Control', 'private, max-age=1800');
  await reply.send(webp);
}
