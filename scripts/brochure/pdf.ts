// The brochure and regulation PDFs (pdfkit, A4), with the Noto Sans Hant font that pdfkit subsets:
// only the glyphs used are embedded, which keeps each file small.
import { createWriteStream } from 'node:fs';
import PDFDocument from 'pdfkit';
import { PDF_FONT } from '../../src/server/platform/pdf/fonts';
import type { Article, Brochure } from './content';

const NAVY = '#0b3d5c';
const GOLD = '#c79300';
const INK = '#1f2a33';
const MARGIN = 64;

// A fixed date keeps the committed files identical from run to run when the text has not changed.
const CREATED = new Date('2025-08-29T10:00:00+08:00');

function newDocument(title: string, subject: string) {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    info: { Title: title, Subject: subject, Author: '觀光金質獎', Creator: 'scripts/brochure', CreationDate: CREATED, ModDate: CREATED },
    lang: 'zh-TW',
    displayTitle: true,
    pdfVersion: '1.7',
  });
  doc.registerFont('regular', PDF_FONT.regular);
  doc.registerFont('bold', PDF_FONT.bold);
  return doc;
}

function save(doc: PDFKit.PDFDocument, path: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const out = createWriteStream(path);
    out.on('finish', resolve);
    out.on('error', reject);
    doc.pipe(out);
    doc.end();
  });
}

export async function writeBrochurePdf(b: Brochure, path: string): Promise<void> {
  const doc = newDocument(`${b.siteTitle} ${b.subtitle}`, b.subtitle);
  const width = doc.page.width - MARGIN * 2;
  // Cover
  doc.rect(0, 0, doc.page.width, 300).fill(NAVY);
  doc.rect(0, 300, doc.page.width, 6).fill('#f4c542');
  doc.font('bold').fontSize(18).fillColor('#f4c542').text(b.subtitle, MARGIN, 120, { width });
  doc.font('bold').fontSize(40).fillColor('#ffffff').text(b.siteTitle, MARGIN, 150, { width });
  doc.font('regular').fontSize(13).fillColor(INK);
  doc.y = 340;
  for (const line of b.organisers) doc.text(line, MARGIN, doc.y, { width });
  doc.moveDown(1.5);
  b.sections.forEach((section, i) => {
    if (doc.y > doc.page.height - MARGIN - 120) doc.addPage();
    doc.moveDown(0.6);
    doc.font('bold').fontSize(16).fillColor(NAVY).text(`${String(i + 1).padStart(2, '0')}\u3000${section.title}`, MARGIN, doc.y, { width });
    const y = doc.y + 4;
    doc.moveTo(MARGIN, y).lineTo(MARGIN + 48, y).lineWidth(2.5).strokeColor(GOLD).stroke();
    doc.y = y + 8;
    doc.font('regular').fontSize(12).fillColor(INK);
    doc.list(section.bullets, MARGIN + 6, doc.y, { width: width - 6, bulletRadius: 2.2, textIndent: 14, bulletIndent: 0, paragraphGap: 4, lineGap: 3 });
  });
  await save(doc, path);
}

export async function writeRegulationPdf(reg: { title: string; articles: Article[] }, path: string): Promise<void> {
  const doc = newDocument(reg.title, '實施要點');
  const width = doc.page.width - MARGIN * 2;
  doc.font('bold').fontSize(22).fillColor(NAVY).text(reg.title, MARGIN, MARGIN, { width, align: 'center' });
  doc.moveDown(1.2);
  for (const article of reg.articles) {
    if (doc.y > doc.page.height - MARGIN - 90) doc.addPage();
    doc.font('bold').fontSize(13).fillColor(NAVY).text(article.heading, MARGIN, doc.y, { width });
    doc.moveDown(0.2);
    doc.font('regular').fontSize(11.5).fillColor(INK);
    for (const p of article.paragraphs) doc.text(p, MARGIN + 16, doc.y, { width: width - 16, lineGap: 3, paragraphGap: 3 });
    doc.moveDown(0.7);
  }
  await save(doc, path);
}
