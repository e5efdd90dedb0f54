// Per-purpose upload rules: data in schemas/upload-rules.json, shared with the browser. The refusal
// texts are built from the numbers (src/shared/limit-texts.ts), so a changed limit changes them too.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import rules from '../../../../schemas/upload-rules.json';
import { sizeMessage, typeMessage } from '../../../shared/limit-texts';

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
export type UploadRules = Record<UploadPurpose, UploadRule>;

/** The rules of a parsed upload-rules.json, with their refusal texts. */
export function uploadRulesOf(json: Record<string, unknown>): UploadRules {
  const out: Record<string, UploadRule> = {};
  for (const [purpose, value] of Object.entries(json)) {
    if (purpose.startsWith('$')) continue;
    const rule = value as Omit<UploadRule, 'typeMessage' | 'sizeMessage'>;
    out[purpose] = { ...rule, typeMessage: typeMessage({ types: Object.keys(rule.types) }), sizeMessage: sizeMessage(rule) };
  }
  return out as UploadRules;
}

/** The rules of a schemas folder (a changed copy in tests), or the shipped ones. */
export function readUploadRules(schemasDir?: string): UploadRules {
  return schemasDir ? uploadRulesOf(JSON.parse(readFileSync(join(schemasDir, 'upload-rules.json'), 'utf8'))) : uploadRules;
}

export const uploadRules = uploadRulesOf(rules);
export const isUploadPurpose = (value: unknown): value is UploadPurpose =>
  typeof value === 'string' && Object.hasOwn(uploadRules, value);
export const largestUploadOf = (r: UploadRules) => Math.max(...Object.values(r).map((x) => x.maxBytes));

declare module '../../platform/contract/services' {
  interface Services {
    /** schemas/upload-rules.json of the same schemas folder as the validators. */
    uploadRules: UploadRules;
  }
}
