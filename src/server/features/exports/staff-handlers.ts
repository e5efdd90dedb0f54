// The back office's exports (tag admin-exports): CSV and XLSX of a filter, a ZIP of one registration
// and a ZIP of a filter. Who may call them is the contract's x-roles (admin, reviewer), enforced before
// these run; the national ID number column is for an admin only. Each writes its audit row first, then
// streams: nothing is built in memory or in a temporary file.
import type { FastifyReply } from 'fastify';
import { taipeiIso } from '../../../shared/taipei-time';
import { notFound } from '../../platform/http/api-error';
import { REPLY_SENT, signedInStaff, type Handlers } from '../../platform/contract/handler-types';
import type { Services } from '../../platform/contract/services';
import { contentDisposition } from '../../platform/storage/content-disposition';
import { countRegistrations, orderedRegistrations, type RegistrationFilter } from '../review';
import { recordExport } from './audit';
import { exportColumns, exportRows } from './columns';
import { csvStream } from './csv';
import { registrationZipContent, zipRegistration, type RegistrationZipContent } from './registration-zip-content';
import { XLSX_TYPE, xlsxStream } from './xlsx';
import { ZipWriter } from './zip-writer';

const EXPORT_NAME = '報名資料';

/** "報名資料-20251013-1504": the export's file name, in Taipei time. */
const stampedName = (ext: string) => `${EXPORT_NAME}-${taipeiIso(new Date()).slice(0, 16).replace(/-/g, '').replace('T', '-').replace(':', '')}.${ext}`;

function downloadHeaders(reply: FastifyReply, type: string, filename: string): FastifyReply {
  return reply
    .header('Content-Type', type)
    .header('Content-Disposition', contentDisposition('attachment', filename))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store');
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

export const exportHandlers = {
  adminRegistrationZip: async (ctx) => {
    const { params, req, reply, services } = ctx;
    const staff = signedInStaff(ctx);
    const found = await zipRegistration(services.db, params.uid);
    if (!found) throw notFound();
    const content = await registrationZipContent(services, found.uid);
    await recordExport(services, req, staff, 'file.zip', { registrationNumber: found.registration_number, files: content.entries.length }, { kind: 'registration', uid: found.uid });
    return sendZip(reply, `${found.registration_number}.zip`, (zip) => addRegistration(zip, content));
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

  adminExportXlsx: async (ctx) => {
    const { body, req, reply, services } = ctx;
    const staff = signedInStaff(ctx);
    const table = tableOf(services, staff.role, body);
    await recordExport(services, req, staff, 'export.xlsx', { filter: body, count: await countRegistrations(services.db, body), withNationalId: table.withNationalId });
    downloadHeaders(reply, XLSX_TYPE, stampedName('xlsx'));
    await reply.send(xlsxStream(EXPORT_NAME, table.columns, table.rows));
    return REPLY_SENT;
  },

  adminExportZip: async (ctx) => {
    const { body, req, reply, services } = ctx;
    const staff = signedInStaff(ctx);
    // Only the uids are held (a few dozen bytes each); each registration's content is read at its turn.
    const uids = (await orderedRegistrations(services.db, body, { field: 'registrationNumber', direction: 'asc' }).select('registration.uid').execute()).map((r) => r.uid);
    await recordExport(services, req, staff, 'export.zip', { filter: body, count: uids.length });
    return sendZip(reply, stampedName('zip'), async (zip) => {
      // The next registration is read (and its summary rendered) while this one streams.
      const prepare = (i: number) => {
        const uid = uids[i];
        if (uid === undefined) return null;
        const p = registrationZipContent(services, uid);
        p.catch(() => undefined);
        return p;
      };
      let next = prepare(0);
      for (let i = 0; next; i++) {
        const content = await next;
        next = prepare(i + 1);
        await addRegistration(zip, content, `${content.title}/`);
      }
    });
  },
} satisfies Handlers;
