// The back office's exports (tag admin-exports): CSV and XLSX of a filter, and the ZIPs of one
// registration or of a filter. Who may call them is the contract's x-roles (admin, reviewer), enforced
// before these run; the national ID number column is for an admin only. A ZIP is asked for as a link
// (zip-link.ts) the browser then downloads by itself, streamed to disk by its download manager. Each
// download writes its audit row first, then streams: nothing is built in memory or in a temporary file.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { taipeiIso } from '../../../shared/taipei-time';
import { notFound } from '../../platform/http/api-error';
import { REPLY_SENT, signedInStaff, type DataOf, type Handlers } from '../../platform/contract/handler-types';
import type { Services } from '../../platform/contract/services';
import type { Staff } from '../../platform/contract/callers';
import { contentDisposition } from '../../platform/storage/content-disposition';
import { countRegistrations, orderedRegistrations, type RegistrationFilter } from '../review';
import { auditRowsOf } from '../audit';
import { recordExport } from './audit';
import { AUDIT_CSV_COLUMNS, AUDIT_CSV_NAME, auditCsvRows } from './audit-csv';
import { exportColumns, exportRows } from './columns';
import { csvStream } from './csv';
import { personalDataContent } from './personal-data-content';
import { registrationZipContent, registrationZipContents, zipRegistration, type RegistrationZipContent } from './registration-zip-content';
import { XLSX_TYPE, xlsxStream } from './xlsx';
import { mintZipLink, redeemZipLink, type ZipTarget } from './zip-link';
import { zipBytes } from './zip-size';
import { ZipWriter } from './zip-writer';

const EXPORT_NAME = '報名資料';
/** Registrations a filtered ZIP reads at once: their rows, files and receipts in a few statements, a few MB of summaries held. */
const ZIP_BATCH = 50;
/** Folders whose summaries render while the current one streams. */
const RENDER_AHEAD = 3;
const PERSONAL_DATA_NAME = '當事人資料';

/** "報名資料-20251013-1504": the export's file name, in Taipei time. */
const stampedName = (ext: string, name = EXPORT_NAME) => `${name}-${taipeiIso(new Date()).slice(0, 16).replace(/-/g, '').replace('T', '-').replace(':', '')}.${ext}`;

function downloadHeaders(reply: FastifyReply, type: string, filename: string): FastifyReply {
  return reply
    .header('Content-Type', type)
    .header('Content-Disposition', contentDisposition('attachment', filename))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    // A download is followed from a link that holds a single-use token (zip-link.ts): nothing passes it on.
    .header('Referrer-Policy', 'no-referrer');
}

/** The table rows of a filter, in the columns the role may see. */
function tableOf(services: Services, role: Parameters<typeof exportColumns>[0], filter: RegistrationFilter) {
  const columns = exportColumns(role);
  async function* rows() {
    for await (const row of exportRows(services, filter)) yield columns.map((c) => c.value(row, services));
  }
  return { columns, rows: rows(), withNationalId: columns.some((c) => c.capability === 'exportNationalId') };
}

/**
 * Streams a ZIP filled by `fill`. The reply pipes the archive (backpressure from the client reaches
 * the file being read); a client that goes away, or a source that fails, aborts the archive and cuts
 * the connection (a truncated download never looks complete).
 */
async function sendZip(reply: FastifyReply, filename: string, fill: (zip: ZipWriter) => Promise<void>): Promise<typeof REPLY_SENT> {
  const zip = await ZipWriter.open();
  downloadHeaders(reply, 'application/zip', filename);
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) zip.abort();
  });
  void reply.send(zip.archive);
  void (async () => {
    try {
      await fill(zip);
      await zip.finish();
    } catch (err) {
      // A client that went away is not a failure of ours.
      if (!zip.clientGone) reply.log.error({ err }, 'ZIP export failed while streaming');
      zip.abort();
      reply.raw.destroy();
    }
  })();
  return REPLY_SENT;
}

async function addRegistration(zip: ZipWriter, content: RegistrationZipContent, folder = '') {
  for (const entry of content.entries) await zip.add(entry, folder);
}

/** A link to `target` for `staff`, with what the ZIP will hold: its registrations and their files' stored bytes. */
async function zipLink(services: Services, staff: Staff, target: ZipTarget, registrations: number): Promise<DataOf<'adminExportZipLink'>> {
  return { ...(await mintZipLink(services, staff, target)), registrations, bytes: await zipBytes(services, target) };
}

async function sendRegistrationZip(services: Services, req: FastifyRequest, reply: FastifyReply, staff: Staff, uid: string): Promise<typeof REPLY_SENT> {
  const found = await zipRegistration(services.db, uid);
  if (!found) throw notFound();
  const content = await registrationZipContent(services, found.uid);
  await recordExport(services, req, staff, 'file.zip', { registrationNumber: found.registration_number, files: content.entries.length }, { kind: 'registration', uid: found.uid });
  return sendZip(reply, `${found.registration_number}.zip`, async (zip) => {
    await addRegistration(zip, content);
    await zip.added();
    await content.saveSummaries();
  });
}

/** Everything held about one registrant (their request under PDPA §3), audited as `registrant.export`. */
async function sendPersonalDataZip(services: Services, req: FastifyRequest, reply: FastifyReply, staff: Staff, uid: string): Promise<typeof REPLY_SENT> {
  const found = await zipRegistration(services.db, uid);
  if (!found) throw notFound();
  const content = await personalDataContent(services, found.uid);
  await recordExport(services, req, staff, 'registrant.export', { registrationNumber: found.registration_number, files: content.entries.length }, { kind: 'registration', uid: found.uid });
  return sendZip(reply, `${found.registration_number}-${PERSONAL_DATA_NAME}.zip`, async (zip) => {
    await addRegistration(zip, content);
    await zip.added();
    await content.saveSummaries();
  });
}

async function sendFilterZip(services: Services, req: FastifyRequest, reply: FastifyReply, staff: Staff, filter: RegistrationFilter): Promise<typeof REPLY_SENT> {
  // Only the uids are held (a few dozen bytes each); each registration's content is read at its turn.
  const uids = (await orderedRegistrations(services.db, filter, { field: 'registrationNumber', direction: 'asc' }).select('registration.uid').execute()).map((r) => r.uid);
  await recordExport(services, req, staff, 'export.zip', { filter, count: uids.length });
  return sendZip(reply, stampedName('zip'), async (zip) => {
    // The next batch is read (a few statements for all of it) while this one streams; summaries render a few folders ahead.
    const prepare = (from: number) => {
      if (from >= uids.length) return null;
      const p = registrationZipContents(services, uids.slice(from, from + ZIP_BATCH));
      p.catch(() => undefined);
      return p;
    };
    let next = prepare(0);
    for (let from = 0; next; from += ZIP_BATCH) {
      const batch = await next;
      next = prepare(from + ZIP_BATCH);
      for (const [i, content] of batch.entries()) {
        for (const ahead of batch.slice(i, i + 1 + RENDER_AHEAD)) ahead.prepare();
        await addRegistration(zip, content, `${content.title}/`);
      }
      // The summaries this batch rendered, recorded in one transaction (none: no statement).
      await zip.added();
      await batch[0]?.saveSummaries();
    }
  });
}

export const exportHandlers = {
  adminRegistrationZipLink: async (ctx) => {
    const { params, services } = ctx;
    const found = await zipRegistration(services.db, params.uid);
    if (!found) throw notFound();
    return { data: await zipLink(services, signedInStaff(ctx), { registration: found.uid }, 1) };
  },

  adminRegistrantDataLink: async (ctx) => {
    const { params, services } = ctx;
    const found = await zipRegistration(services.db, params.uid);
    if (!found) throw notFound();
    return { data: await zipLink(services, signedInStaff(ctx), { personalData: found.uid }, 1) };
  },

  adminExportZipLink: async (ctx) => {
    const { body, services } = ctx;
    return { data: await zipLink(services, signedInStaff(ctx), { filter: body }, await countRegistrations(services.db, body)) };
  },

  // The browser's own download: the link names what to zip, for whom, until when, once.
  adminExportZipDownload: async (ctx) => {
    const { query, req, reply, services } = ctx;
    const staff = signedInStaff(ctx);
    const target = await redeemZipLink(services, staff, query.link);
    if ('registration' in target) return sendRegistrationZip(services, req, reply, staff, target.registration);
    if ('personalData' in target) return sendPersonalDataZip(services, req, reply, staff, target.personalData);
    return sendFilterZip(services, req, reply, staff, target.filter);
  },

  adminExportCsv: async (ctx) => {
    const { body, req, reply, services } = ctx;
    const staff = signedInStaff(ctx);
    const table = tableOf(services, staff.role, body);
    await recordExport(services, req, staff, 'export.csv', { filter: body, count: await countRegistrations(services.db, body), withNationalId: table.withNationalId });
    downloadHeaders(reply, 'text/csv; charset=utf-8', stampedName('csv'));
    await reply.send(csvStream(table.columns, table.rows));
    return REPLY_SENT;
  },

  // The audit log's CSV (admin): the export is audited like every other, with its filter.
  adminAuditExport: async (ctx) => {
    const { body, req, reply, services } = ctx;
    const staff = signedInStaff(ctx);
    const filter = body ?? {};
    const events = await auditRowsOf(services.db, filter);
    await recordExport(services, req, staff, 'export.audit-csv', { filter, count: events.length });
    downloadHeaders(reply, 'text/csv; charset=utf-8', stampedName('csv', AUDIT_CSV_NAME));
    await reply.send(csvStream(AUDIT_CSV_COLUMNS, auditCsvRows(events)));
    return REPLY_SENT;
  },

  adminExportXlsx: async (ctx) => {
    const { body, req, reply, services } = ctx;
    const staff = signedInStaff(ctx);
    const table = tableOf(services, staff.role, body);
    await recordExport(services, req, staff, 'export.xlsx', { filter: body, count: await countRegistrations(services.db, body), withNationalId: table.withNationalId });
    downloadHeaders(reply, XLSX_TYPE, stampedName('xlsx'));
    await reply.send(xlsxStream(EXPORT_NAME, table.columns, table.rows));
    return REPLY_SENT;
  },
} satisfies Handlers;
