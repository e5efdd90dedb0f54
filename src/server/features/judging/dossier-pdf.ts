// An entry's dossier for the meeting room (issue 28), as PDF: the fields the stage's visibility list allows,
// the merits, the photos (small, two to a row) and the list of files under their neutral names. Made on
// request, from the same dossier the juror's page reads (dossier.ts), so the paper never shows more.
// pdfkit and the font are loaded with the first dossier, not at start (an idle server does not hold them).
import type { FastifyReply } from 'fastify';
import { rocDateTimeSeconds, TAIPEI_SUFFIX } from '../../../shared/taipei-time';
import type { Staff } from '../../platform/contract/callers';
import type { Services } from '../../platform/contract/services';
import { a4Document } from '../../platform/pdf/a4-document';
import { contentDisposition } from '../../platform/storage/content-disposition';
import { isRemovedKey } from '../../platform/storage/removed-file';
import { dossierOf } from './dossier';
import { readEntry } from './juror-desk';
import type { Stage } from './stages';

const PHOTO_TYPES = new Set(['image/jpeg', 'image/png']);

async function bytesOf(services: Services, storageKey: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of services.files.read(storageKey)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function dossierPdf(services: Services, reply: FastifyReply, staff: Staff, stage: Stage, registrationUid: string): Promise<void> {
  // The same checks as the page: a juror only for an entry assigned to them.
  const entry = await readEntry(services, staff, stage, registrationUid);
  const { submission } = await dossierOf(services.db, stage, registrationUid);
  const generatedAt = new Date();
  const number = submission.registration.registration_number;
  const { doc, width, finish } = await a4Document({ Title: `${entry.stage.title} ${number}`, Author: services.config.programme.siteTitle, CreationDate: generatedAt });
  doc.font('regular').fontSize(16).text(`${services.config.programme.siteTitle} ${entry.stage.title}：評審資料`, { width, align: 'center' });
  doc.fontSize(9).fillColor('#555').text(`產生時間：${rocDateTimeSeconds(generatedAt)}${TAIPEI_SUFFIX} 機密資料，僅供評審使用`, { width, align: 'center' });
  doc.moveDown(0.8);
  for (const f of entry.fields) doc.fontSize(10).fillColor('#000').text(`${f.label}：${f.value}`, { width });
  doc.moveDown(0.6).fontSize(12).text(`事蹟（${entry.achievements.length} 筆）`, { width });
  for (const a of entry.achievements) doc.fontSize(9.5).text(`【${a.category}】${a.year} 年 ${a.month} 月 ${a.description}`, { width });
  doc.moveDown(0.6).fontSize(12).text(`檔案（${entry.attachments.length} 個）`, { width });
  for (const f of entry.attachments) doc.fontSize(9).text(`${f.name}${f.caption ? ` ${f.caption}` : ''}`, { width });
  const photos = entry.attachments.filter((f) => PHOTO_TYPES.has(f.fileType));
  if (photos.length > 0) {
    doc.addPage().fontSize(12).text('照片', { width });
    const cell = (width - 20) / 2;
    let column = 0;
    let top = doc.y + 8;
    for (const photo of photos) {
      const file = submission.files.find((f) => f.resource.uid === photo.uid);
      // A photo whose bytes retention removed (a non-winner of an ended edition) has no image to show.
      if (!file || isRemovedKey(file.resource.storage_key)) continue;
      if (top + cell * 0.75 + 30 > doc.page.height - 40) {
        doc.addPage();
        top = 40;
        column = 0;
      }
      const x = 40 + column * (cell + 20);
      doc.image(await bytesOf(services, file.resource.storage_key), x, top, { fit: [cell, cell * 0.75], align: 'center', valign: 'center' });
      doc.fontSize(8).text(photo.caption ? `${photo.name} ${photo.caption}` : photo.name, x, top + cell * 0.75 + 4, { width: cell, height: 20, ellipsis: true });
      column = (column + 1) % 2;
      if (column === 0) top += cell * 0.75 + 30;
    }
  }
  const pdf = await finish();
  reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', contentDisposition('inline', `評審資料-${number}.pdf`))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store');
  await reply.send(pdf);
}
