// File upload and download (DESIGN.md section 5).
import { messages } from '../../../shared/messages';
import { notFound } from '../../platform/http/api-error';
import { REPLY_SENT, type Handlers } from '../../platform/contract/handler-types';
import { contentDisposition } from '../../platform/storage/content-disposition';
import { isRemovedKey } from '../../platform/storage/removed-file';
import { receiveUpload } from './uploads';
import { resourceByUid, toFileResource } from './resources';

/** Types a browser may show inline; everything else downloads. */
const INLINE = new Set(['image/jpeg', 'image/png', 'application/pdf', 'video/mp4']);

export const resourceHandlers = {
  resourcesCreate: async ({ req, registrant, services }) => {
    const row = await receiveUpload(req, services, registrant);
    return { data: toFileResource(row) };
  },

  resourcesDownload: async ({ params, reply, services }) => {
    const row = await resourceByUid(services.db, params.uid);
    if (row && isRemovedKey(row.storage_key)) throw notFound(messages.fileRemovedByRetention);
    if (!row || !(await services.files.exists(row.storage_key))) throw notFound(messages.fileNotFound);
    reply
      .header('Content-Type', row.file_type)
      .header('Content-Length', String(row.file_size))
      .header('Content-Disposition', contentDisposition(INLINE.has(row.file_type) ? 'inline' : 'attachment', row.original_filename))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store')
      // A downloaded document never runs script in our origin, even if a viewer would let it.
      .header('Content-Security-Policy', "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox");
    await reply.send(services.files.read(row.storage_key));
    return REPLY_SENT;
  },
} satisfies Handlers;
