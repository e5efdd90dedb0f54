// schemas/admin/vendor-import.json: the file limits and header texts of a vendor list import.
import rules from '../../../../schemas/admin/vendor-import.json';

export interface VendorImportRules {
  /** allowed extension -> the MIME type a browser offers it as */
  types: Record<string, string>;
  maxBytes: number;
  maxRows: number;
  previewRows: number;
  keepMinutes: number;
  columns: Record<'category' | 'name' | 'code', string[]>;
}

export const VENDOR_IMPORT: VendorImportRules = rules;
