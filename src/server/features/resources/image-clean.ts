// Photos are re-encoded on arrival: GPS and every other EXIF field are dropped, orientation is
// applied, and decompression bombs are refused (pixel limit). The capture date and resolution are
// read first: they feed the "older than 6 months / below 300 dpi" warnings (a warning, never a refusal).
import type Sharp from 'sharp';
import type { ImageInfo } from '../../platform/db/schema';
import { loadExifr, loadSharp } from '../../platform/load/lazy-modules';

/** 40 megapixels: far above any phone photo, far below what would exhaust memory when decoded. */
export const MAX_IMAGE_PIXELS = 40_000_000;

export class ImageRejectedError extends Error {}

/** Whether a detected type is an image's: every such file is re-encoded before it is stored (here, and news-files.ts). */
export const isImage = (mime: string) => mime.startsWith('image/');

/** The photo as stored, and what was read of the original. */
export interface CleanedImage {
  bytes: Buffer;
  info: ImageInfo;
}

/** `input`: the photo's path, or its bytes already read (uploads.ts reads a photo once). */
export async function cleanImage(input: string | Buffer, mime: string): Promise<CleanedImage> {
  const [sharp, exifr] = await Promise.all([loadSharp(), loadExifr()]);
  let meta: Sharp.Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
  } catch (err) {
    throw new ImageRejectedError(String((err as Error).message));
  }
  if (!meta.width || !meta.height || meta.width * meta.height > MAX_IMAGE_PIXELS) {
    throw new ImageRejectedError('image too large when decoded');
  }
  let takenAt: string | null = null;
  try {
    const exif = (await exifr.parse(input, { pick: ['DateTimeOriginal', 'CreateDate', 'ModifyDate'] })) as Record<string, unknown> | undefined;
    const date = exif?.DateTimeOriginal ?? exif?.CreateDate ?? exif?.ModifyDate;
    if (date instanceof Date && !Number.isNaN(date.getTime())) takenAt = date.toISOString();
  } catch {
    /* no readable EXIF */
  }
  const dpi = meta.density ?? null;
  let bytes: Buffer;
  try {
    // One encode: rotated, the ICC profile kept, every other metadata block dropped (EXIF, XMP, IPTC: GPS
    // can hide in any of them), and the resolution written back. A PNG keeps it by itself (pHYs, not
    // metadata); a JPEG's would be lost, so its EXIF is replaced by the resolution alone. A second
    // decode and encode to set it (as before) doubled the work: 1-1.3 s more for a 12-megapixel phone
    // photo on this 2-core machine (docs/performance.md, 3 Dec 2026).
    const img = sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS }).rotate().keepIccProfile();
    if (mime === 'image/png') bytes = await img.png().toBuffer();
    else bytes = await (dpi ? img.withExif({ IFD0: resolutionTags(dpi) }) : img).jpeg({ quality: 92, mozjpeg: true }).toBuffer();
  } catch (err) {
    throw new ImageRejectedError(String((err as Error).message));
  }
  const orientedSwap = (meta.orientation ?? 1) >= 5;
  return {
    bytes,
    info: {
      width: orientedSwap ? meta.height : meta.width,
      height: orientedSwap ? meta.width : meta.height,
      dpi,
      takenAt,
    },
  };
}

/** EXIF's resolution in dots per inch (a rational to two decimals: a density read in dots per cm is not whole). */
function resolutionTags(dpi: number): Record<string, string> {
  const rational = `${Math.round(dpi * 100)}/100`;
  return { XResolution: rational, YResolution: rational, ResolutionUnit: '2' };
}
