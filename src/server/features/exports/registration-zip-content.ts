// What one registration's ZIP holds (the per-registration download and each folder of a filtered ZIP):
// every submitted file under a readable name in the steps' order (the glossary's document name, an
// index, the original extension), every receipt (one per confirm), and a one-page summary. The summary is
// the stored one while the registration shows what it showed (upload's summary-cache.ts), else rendered
// here, started a few folders ahead so that a filtered ZIP renders the next folder's while it streams this one.
import type { Readable } from 'node:stream';
import { loadSubmissions, receiptFilename, registrationSummary, zipFileNames, type ListedReceipt, type Submission, type SummaryBatch } from '../upload';
import type { Services } from '../../platform/contract/services';
import type { Database } from '../../platform/db/index';
import { isRemovedKey } from '../../platform/storage/removed-file';

export interface ZipEntry {
  /** Name inside the registration's ZIP (or its folder of a filtered ZIP). */
  name: string;
  /** Bytes already compressed: stored as they are. */
  store: boolean;
  date: Date;
  /** The bytes: a stream opened only when the entry's turn comes (never many open files), or a buffer. */
  open: () => Promise<Readable | Buffer>;
}

export interface RegistrationZipContent {
  registrationNumber: string;
  /** "number name": the folder of a filtered ZIP. */
  title: string;
  entries: ZipEntry[];
  /** Starts rendering the summary now (it is rendered at its turn otherwise). */
  prepare: () => void;
  /** Records the summaries this content's batch rendered (one transaction for the batch): call once its entries are written. */
  saveSummaries: () => Promise<void>;
}

export const SUMMARY_FILENAME = '報名資料摘要.pdf';

// Already compressed: photos, video, PDFs (their streams are deflated; ours too) and the ZIP-based office
// formats. Deflating them again costs CPU and a zlib context per entry for nothing; an old .doc is deflated.
const COMPRESSED = /^(image|video|audio)\/|^application\/(pdf|zip|vnd\.openxmlformats-officedocument\.|vnd\.oasis\.opendocument\.)/;

// A file up to this size is read whole and handed to the ZIP as a buffer: one read and no stream per file,
// and archiver writes a buffer's entry straight out (no CRC transform, no data descriptor). Larger ones
// (films) stream. The ZIP holds at most a few entries ahead of the one it writes (zip-writer.ts), so
// this bounds the memory those take.
const WHOLE_FILE_BYTES = 2 * 1024 * 1024;

/** A name safe as one path segment in any unzip tool (no separators, controls or reserved characters). */
export function safeSegment(text: string): string {
  return text.replace(/[\\/:*?"<>|\p{Cc}]/gu, '_').replace(/^\.+/, '_').trim().slice(0, 80) || '_';
}

/** The registration a ZIP is asked for: its uid and number (undefined: no such registration). */
export function zipRegistration(db: Database, uid: string) {
  return db.selectFrom('registration').select(['uid', 'registration_number']).where('uid', '=', uid).executeTakeFirst();
}

export async function registrationZipContent(services: Services, uid: string): Promise<RegistrationZipContent> {
  const [content] = await registrationZipContents(services, [uid]);
  if (!content) throw new Error(`no registration ${uid}`);
  return content;
}

/**
 * The contents of many registrations' ZIPs (folders of a filtered ZIP), in the order of `uids`, read in a
 * few statements for the whole batch (loadSubmissions, one receipts statement) rather than a dozen
 * round trips per registration. Their summaries start rendering at once, in the receipts' thread.
 */
export async function registrationZipContents(services: Services, uids: readonly string[]): Promise<RegistrationZipContent[]> {
  const submissions = await loadSubmissions(services.db, uids);
  const receipts = await services.receipts.listMany(uids);
  const summaries = await services.receipts.summaries(uids);
  return uids.flatMap((uid) => {
    const s = submissions.get(uid);
    return s ? [contentOf(services, s, receipts.get(uid) ?? [], summaries)] : [];
  });
}

function contentOf(services: Services, s: Submission, receipts: ListedReceipt[], summaries: SummaryBatch): RegistrationZipContent {
  const reg = s.registration;
  const files = zipFileNames(s);
  const summary = summaries.entry(reg.uid, registrationSummary(services.validators, s, files));
  // Started by prepare() a few folders ahead (the rendering thread works while earlier entries stream), or
  // at its turn; a failure surfaces at its turn. Not at once for a whole batch: the thread would lay out
  // fifty documents side by side, and the server's memory would grow with them. A stored one is read then.
  let summaryPdf: Promise<Buffer> | undefined;
  const prepare = () => {
    if (!summaryPdf) {
      summaryPdf = summary.open();
      summaryPdf.catch(() => undefined);
    }
    return summaryPdf;
  };

  // Files whose bytes retention removed (a non-winner of an ended edition) stay in the summary's list, not in the ZIP.
  const entries: ZipEntry[] = files.filter(({ file }) => !isRemovedKey(file.resource.storage_key)).map(({ name, file }) => ({
    name: `${name}`,
    store: COMPRESSED.test(file.resource.file_type),
    date: new Date(file.resource.created_at),
    open: async () => (Number(file.resource.file_size) <= WHOLE_FILE_BYTES ? services.files.readAll(file.resource.storage_key) : services.files.read(file.resource.storage_key)),
  }));
  // Every receipt, one per confirm and numbered (a correction's confirm adds one): the latest matches the
  // summary; the earlier ones show what was confirmed before. A stored one is read from the store as
  // listed (no statement of its own); one not rendered yet is rendered (and stored) at its turn.
  for (const receipt of receipts) {
    const key = receipt.storage_key;
    entries.push({
      name: receiptFilename(reg.registration_number, receipt.sequence),
      store: true,
      date: new Date(receipt.submitted_at),
      open: () => (key ? services.files.readAll(key) : services.receipts.pdf(receipt.uid)),
    });
  }
  // Dated when that PDF was made (the 產生時間 it prints).
  entries.push({ name: `${SUMMARY_FILENAME}`, store: true, date: summary.date, open: prepare });
  const title = safeSegment(`${reg.registration_number} ${reg.ind_name ?? reg.organization_name}`);
  return { registrationNumber: reg.registration_number, title, entries, prepare, saveSummaries: () => summaries.save() };
}
