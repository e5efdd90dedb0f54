// Errors a handler throws; the app's error handler turns them into envelopes.
import { ApiCode } from '../../../shared/api-codes';
import type { FieldError } from '../../../shared/field-errors';
import { messages } from '../../../shared/messages';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (errors: FieldError[], message: string = messages.validation) =>
  new ApiError(400, ApiCode.validation, message, { errors });
export const unauthorized = (message: string = messages.notAuthenticated, code: number = ApiCode.notAuthenticated) =>
  new ApiError(401, code, message);
export const forbidden = (message: string = messages.forbidden) => new ApiError(403, ApiCode.forbidden, message);
export const notFound = (message: string = messages.notFound) => new ApiError(404, ApiCode.notFound, message);
export const conflict = (message: string) => new ApiError(409, ApiCode.conflict, message);
export const tooLarge = (message: string) => new ApiError(413, ApiCode.tooLarge, message);
export const unsupportedType = (message: string) => new ApiError(415, ApiCode.unsupportedType, message);
export const tooManyRequests = (message: string = messages.tooManyRequests) =>
  new ApiError(429, ApiCode.rateLimited, message);
