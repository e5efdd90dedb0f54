// Generated from schemas/ by `npm run gen` (scripts/generators/40-account-validators.mjs). Do not edit.
import type { ValidateFunction } from 'ajv';
export declare const login: ValidateFunction;
export declare const resend: ValidateFunction;
