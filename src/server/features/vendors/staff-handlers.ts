// The vendor list operations of the contract (tag admin-vendors; x-roles admin, editor): the list,
// hide/show, and the import's preview and apply (src/server/features/vendors/vendor-import.ts, the same
// code `npm run import -- vendors FILE` runs). Each change tells the public lookup to forget its copy.
import type { FastifyRequest } from 'fastify';
import { publicContentChanged } from '../../platform/cache/public-content';
import { badRequest, tooLarge } from '../../platform/http/api-error';
import { signedInStaff, type Handlers } from '../../platform/contract/handler-types';
import { staffActor } from '../audit';
import { readVendorFile } from './vendor-file';
import { applyVendorImport, keepPreviewedRows, planVendorImport, previewedRows, previewOf, sha256Of } from './vendor-import';
import { VENDOR_IMPORT } from './vendor-import-rules';
import { listVendors, setVendorHidden } from './vendor-list';
import { vendorMessages as m } from './vendor-messages';

/** The multipart field `file`, whole (a list is a few MB at most: VENDOR_IMPORT.maxBytes). */
async function receiveFile(req: FastifyRequest): Promise<{ fileName: string; bytes: Buffer }> {
  const missing = badRequest([{ field: 'file', message: m.fileMissing }], m.fileMissing);
  if (!req.isMultipart()) throw missing;
  const parts = req.parts({ limits: { fileSize: VENDOR_IMPORT.maxBytes, files: 1, fields: 2, fieldSize: 1024 } });
  let file: { fileName: string; bytes: Buffer } | undefined;
  try {
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file' || file) {
        part.file.resume();
        continue;
      }
      const bytes = await part.toBuffer();
      file = { fileName: part.filename, bytes };
    }
  } catch (err) {
    // The body may still be arriving: read it into nowhere so the client hears the answer.
    if (!req.raw.complete) {
      req.raw.unpipe();
      req.raw.resume();
    }
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(m.fileSize);
    throw err;
  }
  if (!file) throw missing;
  return file;
}

export const vendorHandlers = {
  adminVendorList: async ({ body, services }) => listVendors(services.db, body ?? {}),

  adminVendorVisibility: async (ctx) => {
    const vendor = await setVendorHidden(ctx.services.db, ctx.params.uid, ctx.body.hidden, staffActor(signedInStaff(ctx), ctx.req));
    publicContentChanged(ctx.services, 'vendors');
    return { data: vendor };
  },

  adminVendorImportPreview: async ({ req, services }) => {
    const { fileName, bytes } = await receiveFile(req);
    const rows = await readVendorFile(fileName, bytes);
    const sha256 = sha256Of(bytes);
    const plan = await planVendorImport(services.db, services.validators, rows);
    const canApply = plan.errors.length === 0;
    const expiresAt = canApply ? await keepPreviewedRows(services.db, sha256, fileName, rows) : null;
    return { data: previewOf(plan, { sha256, fileName, rows: rows.length, expiresAt }) };
  },

  adminVendorImportApply: async (ctx) => {
    const { services } = ctx;
    const kept = await previewedRows(services.db, ctx.body.sha256);
    const result = await applyVendorImport(services.db, services.validators, { sha256: ctx.body.sha256, ...kept }, staffActor(signedInStaff(ctx), ctx.req));
    publicContentChanged(services, 'vendors');
    return { data: result };
  },
} satisfies Handlers;
