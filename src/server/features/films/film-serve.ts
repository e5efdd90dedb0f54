// A replaced film's files (filmFile), public while the replacement is in place: the MP4 with Range support
// (a phone seeks by asking for byte ranges; the answer is 206 with Content-Range), and the captions. One
// range per request, as browsers ask for media; a range outside the file answers 416.
import type { FastifyReply } from 'fastify';
import { ApiCode } from '../../../shared/api-codes';
import { ApiError, notFound } from '../../platform/http/api-error';
import type { Services } from '../../platform/contract/services';
import { filmMessages } from './film-messages';
import { filmFileRow } from './film-store';

/** The bytes a Range header asks for (end included), 'all' without one (or one we do not serve), or null when unsatisfiable. */
export function byteRange(header: string | undefined, size: number): { start: number; end: number } | 'all' | null {
  if (!header) return 'all';
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // Several ranges, or another unit: answer the whole file (RFC 9110 allows ignoring Range).
  if (!m || (m[1] === '' && m[2] === '')) return 'all';
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0 || size === 0) return null;
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size || end < start) return null;
  return { start, end };
}

export async function sendFilmFile(services: Services, reply: FastifyReply, uid: string, rangeHeader: string | undefined): Promise<void> {
  const row = await filmFileRow(services.db, uid);
  if (!row || !(await services.files.exists(row.key))) throw notFound(filmMessages.fileNotFound);
  const range = byteRange(rangeHeader, row.size);
  // Before the file's headers: the refusal is a JSON envelope, not the file's type.
  if (range === null) {
    reply.header('Content-Range', `bytes */${row.size}`);
    throw new ApiError(416, ApiCode.validation, filmMessages.rangeNotSatisfiable);
  }
  reply
    .header('Content-Type', row.type)
    .header('Accept-Ranges', 'bytes')
    .header('X-Content-Type-Options', 'nosniff')
    // A file's address changes with each replacement; a restored one stops answering within a minute.
    .header('Cache-Control', 'public, max-age=60');
  if (range === 'all') {
    reply.header('Content-Length', String(row.size));
    await reply.send(services.files.read(row.key));
    return;
  }
  reply
    .code(206)
    .header('Content-Range', `bytes ${range.start}-${range.end}/${row.size}`)
    .header('Content-Length', String(range.end - range.start + 1));
  await reply.send(services.files.readRange(row.key, range.start, range.end));
}
