// schemas/admin/vendor-import.json: the file limits and header texts of a vendor list import.
import rules from '../../../../schemas/admin/vendor-import.json';

export interface XlsxLimits {
  /** Summed over the entries: declared in the central directory, then counted as inflated. */
  maxUnpackedBytes: number;
  maxEntries: number;
  /** Unpacked / packed size of any entry larger than ratioFromBytes unpacked. */
  maxRatio: number;
  ratioFromBytes: number;
  /** The reading thread's JavaScript heap (old generation), MB. */
  workerHeapMb: number;
  workerSeconds: number;
}

export interface VendorImportRules {
  /** allowed extension -> the MIME type a browser offers it as */
  types: Record<string, string>;
  maxBytes: number;
  maxRows: number;
  /** What an XLSX may unpack to and what reading its first sheet may take (./vendor-xlsx.ts, ./vendor-xlsx-thread.ts). */
  xlsx: XlsxLimits;
  previewRows: number;
  keepMinutes: number;
  columns: Record<'category' | 'name' | 'code', string[]>;
}

export const VENDOR_IMPORT: VendorImportRules = rules;
