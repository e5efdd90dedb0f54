// Photos are re-encoded on arrival: GPS and every other EXIF field are dropped, orientation is
// applied, and decompression bombs are refused (pixel limit). The capture date and resolution are
// read first: they feed the "older than 6 months / below 300 dpi" warnings (a warning, never a refusal).
import type Sharp from 'sharp';
import type { ImageInfo } from '../../platform/db/schema';
import { loadExifr, loadSharp } from '../../platform/load/lazy-modules';

/** 40 megapixels: far above any phone photo, far below what would exhaust memory when decoded. */
export const MAX_IMAGE_PIXELS = 40_000_000;

export class ImageRejectedError extends Error {}

export async function cleanImage(input: string, output: string, mime: string): Promise<ImageInfo> {
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
  try {
    // Pass 1 drops every metadata block (EXIF, XMP, IPTC); pass 2 only sets the resolution back,
    // since `withMetadata` would otherwise carry XMP (which can hold GPS) along.
    const encode = (img: Sharp.Sharp) => (mime === 'image/png' ? img.png() : img.jpeg({ quality: 92, mozjpeg: true }));
    const stripped = await encode(sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS }).rotate().keepIccProfile()).toBuffer();
    if (dpi) await encode(sharp(stripped).keepIccProfile().withMetadata({ density: dpi }).withExif({})).toFile(output);
    else await sharp(stripped).toFile(output);
  } catch (err) {
    throw new ImageRejectedError(String((err as Error).message));
  }
  const orientedSwap = (meta.orientation ?? 1) >= 5;
  return {
    width: orientedSwap ? meta.height : meta.width,
    height: orientedSwap ? meta.width : meta.height,
    dpi,
    takenAt,
  };
}
