// Per-purpose upload rules: data in schemas/upload-rules.json, shared with the browser.
import rules from '../../../schemas/upload-rules.json';

export type UploadPurpose = Exclude<keyof typeof rules, '$comment'>;
export interface UploadRule {
  label: string;
  /** allowed extension -> MIME types its content may be detected as */
  types: Record<string, string[]>;
  maxBytes: number;
  typeMessage: string;
  sizeMessage: string;
  anonymous: boolean;
}

const { $comment: _comment, ...purposes } = rules;
export const uploadRules = purposes as unknown as Record<UploadPurpose, UploadRule>;
export const isUploadPurpose = (value: unknown): value is UploadPurpose =>
  typeof value === 'string' && Object.hasOwn(uploadRules, value);
export const largestUpload = Math.max(...Object.values(uploadRules).map((r) => r.maxBytes));
