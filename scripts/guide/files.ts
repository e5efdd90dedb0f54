// The files a registrant uploads in the guide, made here: landscape photos (SVG scenes rendered by
// sharp), a one-page PDF, and an MP4 header (enough for the server's type check; nobody plays it).
import sharp from 'sharp';

export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A simple landscape: sky, sun, two mountain ridges and water, in the given hues; 300 dpi as advised. */
export async function scenePhoto(name: string, sky: string, hills: string, water: string): Promise<UploadFile> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
    <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="#fdf3d8"/></linearGradient></defs>
    <rect width="1200" height="800" fill="url(#s)"/>
    <circle cx="880" cy="230" r="90" fill="#ffd66b"/>
    <path d="M0 520 L220 300 L420 480 L640 260 L900 500 L1200 330 L1200 800 L0 800Z" fill="${hills}" opacity="0.65"/>
    <path d="M0 600 L300 420 L560 590 L820 450 L1200 620 L1200 800 L0 800Z" fill="${hills}"/>
    <rect y="640" width="1200" height="160" fill="${water}"/>
  </svg>`;
  return { name, mimeType: 'image/jpeg', buffer: await sharp(Buffer.from(svg)).withMetadata({ density: 300 }).jpeg({ quality: 82 }).toBuffer() };
}

export function pdfFile(name: string): UploadFile {
  const body = `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`;
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body) };
}

export function mp4File(name: string): UploadFile {
  const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypisom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2avc1mp41')]);
  const free = Buffer.concat([Buffer.from([0, 0, 0, 0x10]), Buffer.from('free'), Buffer.alloc(8)]);
  return { name, mimeType: 'video/mp4', buffer: Buffer.concat([ftyp, free]) };
}
