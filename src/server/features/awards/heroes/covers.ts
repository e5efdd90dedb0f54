// Hero covers (issue 18): an uploaded picture is cropped to the cards' aspect ratio and stored as WebP
// and JPEG in each width of schemas/admin/hero-cover.json. sharp writes no metadata unless asked, so
// EXIF (and its GPS block), XMP and IPTC are all dropped; the orientation is applied first.
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { badRequest, tooLarge, unsupportedType } from '../../../platform/http/api-error';
import { loadFileType, loadSharp } from '../../../platform/load/lazy-modules';
import type { DB, HeroCoverImageTable } from '../../../platform/db/schema';
import { MAX_IMAGE_PIXELS } from '../../resources';
import type { FileStore } from '../../../platform/storage/file-store';
import { awardMessages } from '../award-messages';
import { HERO_COVER } from './cover-rules';

type Executor = Kysely<DB> | Transaction<DB>;
export type CoverRendition = Pick<HeroCoverImageTable, 'uid' | 'width' | 'height' | 'mime_type' | 'storage_key' | 'byte_size'>;

/** The public address of one rendition (served by leaderboardsCover). */
export const coverImageUrl = (uid: string) => `/api/leaderboards/v1/cover/${uid}`;

/** A crop box as fractions of the (oriented) picture. */
export interface CropBox { left: number; top: number; width: number; height: number }

const CROP_FIELDS = { cropLeft: 'left', cropTop: 'top', cropWidth: 'width', cropHeight: 'height' } as const;

/**
 * The upload's file and crop fields. The file is read into memory (at most maxBytes, a few MB): staff
 * upload a cover now and then, and sharp needs the whole picture anyway.
 */
export async function receiveCover(req: FastifyRequest): Promise<{ bytes: Buffer; crop: CropBox | null }> {
  if (!req.isMultipart()) throw badRequest([{ field: 'file', message: awardMessages.coverMissing }], awardMessages.coverMissing);
  let bytes: Buffer | null = null;
  const fields: Partial<Record<keyof typeof CROP_FIELDS, string>> = {};
  try {
    for await (const part of req.parts({ limits: { fileSize: HERO_COVER.maxBytes, files: 1, fields: 8 } })) {
      if (part.type === 'file') {
        const file = part as MultipartFile;
        if (file.fieldname !== 'file') {
          file.file.resume();
          continue;
        }
        bytes = await file.toBuffer();
      } else {
        const value = part as MultipartValue<string>;
        if (value.fieldname in CROP_FIELDS) fields[value.fieldname as keyof typeof CROP_FIELDS] = String(value.value);
      }
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(HERO_COVER.sizeMessage);
    throw err;
  }
  if (!bytes || bytes.length === 0) throw badRequest([{ field: 'file', message: awardMessages.coverMissing }], awardMessages.coverMissing);
  const given = Object.keys(fields).length;
  if (given === 0) return { bytes, crop: null };
  const box = Object.fromEntries(Object.entries(CROP_FIELDS).map(([field, key]) => [key, Number(fields[field as keyof typeof CROP_FIELDS])])) as unknown as CropBox;
  const valid =
    given === 4 &&
    Object.values(box).every((v) => Number.isFinite(v) && v >= 0 && v <= 1) &&
    box.width > 0 && box.height > 0 && box.left + box.width <= 1.000001 && box.top + box.height <= 1.000001;
  if (!valid) throw badRequest([{ field: 'crop', message: awardMessages.coverCropInvalid }], awardMessages.coverCropInvalid);
  return { bytes, crop: box };
}

/** The crop in pixels: the box given (widened or narrowed about its centre to the aspect ratio), or the largest centred one. */
function cropPixels(width: number, height: number, box: CropBox | null) {
  const [aw, ah] = HERO_COVER.aspectRatio;
  const b = box ?? { left: 0, top: 0, width: 1, height: 1 };
  let w = b.width * width;
  let h = b.height * height;
  const cx = (b.left + b.width / 2) * width;
  const cy = (b.top + b.height / 2) * height;
  if (w / h > aw / ah) w = (h * aw) / ah;
  else h = (w * ah) / aw;
  const left = Math.min(Math.max(0, Math.round(cx - w / 2)), width - Math.round(w));
  const top = Math.min(Math.max(0, Math.round(cy - h / 2)), height - Math.round(h));
  return { left, top, width: Math.max(1, Math.round(w)), height: Math.max(1, Math.round(h)) };
}

/** Makes and stores the renditions of a cover; answers their rows (not yet in the database). */
export async function renderCover(files: FileStore, bytes: Buffer, crop: CropBox | null): Promise<CoverRendition[]> {
  const [sharp, { fileTypeFromBuffer }] = await Promise.all([loadSharp(), loadFileType()]);
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !HERO_COVER.mimeTypes.includes(detected.mime)) throw unsupportedType(HERO_COVER.typeMessage);
  let oriented: Buffer;
  let info: { width: number; height: number };
  try {
    const out = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).rotate().toBuffer({ resolveWithObject: true });
    oriented = out.data;
    info = out.info;
  } catch {
    throw unsupportedType(awardMessages.coverUnreadable);
  }
  const area = cropPixels(info.width, info.height, crop);
  const renditions: CoverRendition[] = [];
  for (const width of HERO_COVER.widths) {
    const height = Math.round((width * HERO_COVER.aspectRatio[1]) / HERO_COVER.aspectRatio[0]);
    const base = sharp(oriented).extract(area).resize(width, height, { fit: 'fill' });
    for (const [mime, encode] of [
      ['image/webp', (img: typeof base) => img.webp({ quality: 80 })],
      ['image/jpeg', (img: typeof base) => img.jpeg({ quality: 82, mozjpeg: true })],
    ] as const) {
      const data = await encode(base.clone()).toBuffer();
      const uid = randomUUID();
      const key = files.keyFor(uid);
      await files.put(key, data);
      renditions.push({ uid, width, height, mime_type: mime, storage_key: key, byte_size: data.length });
    }
  }
  return renditions;
}

export async function coversOf(db: Executor, heroUids: string[]) {
  if (heroUids.length === 0) return new Map<string, CoverRendition[]>();
  const rows = await db.selectFrom('hero_cover_image').select(['uid', 'hero_uid', 'width', 'height', 'mime_type', 'storage_key', 'byte_size']).where('hero_uid', 'in', heroUids).orderBy('width').execute();
  const map = new Map<string, CoverRendition[]>();
  for (const row of rows) map.set(row.hero_uid, [...(map.get(row.hero_uid) ?? []), row]);
  return map;
}

/** The public card's cover: the larger JPEG as the plain address, and a srcset per type. */
export function coverResources(coverUrl: string, renditions: CoverRendition[] | undefined) {
  if (!renditions || renditions.length === 0) return { url: coverUrl };
  const srcset = (mime: CoverRendition['mime_type']) =>
    renditions.filter((r) => r.mime_type === mime).map((r) => `${coverImageUrl(r.uid)} ${r.width}w`).join(', ');
  return {
    url: coverUrl,
    sources: (['image/webp', 'image/jpeg'] as const).map((type) => ({ type, srcset: srcset(type) })),
  };
}

/** The plain address stored in hero.cover_url: the largest JPEG. */
export function coverUrlOf(renditions: CoverRendition[]): string {
  const jpegs = renditions.filter((r) => r.mime_type === 'image/jpeg').sort((a, b) => b.width - a.width);
  return coverImageUrl(jpegs[0]!.uid);
}
