// Types of the form-validator generator's helpers (tests compile changed schema copies with them).
import type { CustomValidatorOptionsType } from '@rjsf/validator-ajv8';

export const FORM_SCHEMAS: string[];
export function bundleFormSchema(schema: Record<string, unknown>, common: Record<string, unknown>): Record<string, unknown>;
export function readFormSchema(root: string, name: string): Promise<Record<string, unknown>>;
export function formValidatorOptions(root: string, ajvOptions: object, formatsRequire: string): CustomValidatorOptionsType;
export default function formValidators(root: string): Promise<{ path: string; content: string }[]>;
