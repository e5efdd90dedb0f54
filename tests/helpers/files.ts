// Small real files for upload tests, generated (no binary fixtures in the repository).
import sharp from 'sharp';

/** An XMP packet holding a GPS position: where a phone may put it besides EXIF. */
const XMP_WITH_GPS =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="25,2.05N" exif:GPSLongitude="121,30.0E"/></rdf:RDF></x:xmpmeta>';

export async function jpeg(width = 64, height = 48, opts: { gps?: boolean; takenAt?: string; dpi?: number } = {}): Promise<Buffer> {
  let img = sharp({ create: { width, height, channels: 3, background: '#3a7' } });
  if (opts.dpi) img = img.withMetadata({ density: opts.dpi });
  if (opts.gps) img = img.withXmp(XMP_WITH_GPS);
  const exif: Record<string, Record<string, string>> = {};
  if (opts.takenAt) exif.IFD2 = { DateTimeOriginal: opts.takenAt };
  if (opts.gps) exif.IFD3 = { GPSLatitudeRef: 'N', GPSLatitude: '25/1 2/1 3/1', GPSLongitudeRef: 'E', GPSLongitude: '121/1 30/1 0/1' };
  if (Object.keys(exif).length) img = img.withExif(exif);
  return img.jpeg().toBuffer();
}

export async function png(width = 32, height = 32, opts: { dpi?: number } = {}): Promise<Buffer> {
  const img = sharp({ create: { width, height, channels: 4, background: '#f00f' } });
  return (opts.dpi ? img.withMetadata({ density: opts.dpi }) : img).png().toBuffer();
}

/** A minimal valid one-page PDF. */
export function pdf(text = 'receipt'): Buffer {
  const body = `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n% ${text}\ntrailer<</Root 1 0 R>>\n%%EOF\n`;
  return Buffer.from(body);
}

/** The first bytes of a Windows executable. */
export function exe(): Buffer {
  const b = Buffer.alloc(512);
  b.write('MZ', 0, 'ascii');
  b.writeUInt32LE(0x80, 0x3c);
  b.write('PE\0\0', 0x80, 'binary');
  return b;
}

/** An MP4 header (ftyp box) followed by padding up to `size` bytes. */
export function mp4(size = 1024): Buffer {
  const b = Buffer.alloc(size);
  b.writeUInt32BE(24, 0);
  b.write('ftypisom', 4, 'ascii');
  b.writeUInt32BE(0x200, 12);
  b.write('isomiso2', 16, 'ascii');
  return b;
}
