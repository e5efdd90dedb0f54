// The answer every JSON operation sends (SPEC.md section 6): { code, message, data[, total] }.
import { ApiCode } from '../../../shared/api-codes';
import { messages } from '../../../shared/messages';
import type { HandlerResult, OperationId } from './handler-types';

export interface Envelope {
  code: number;
  message: string;
  data: unknown;
  total?: number;
}

export function envelope(result: HandlerResult<OperationId>): Envelope {
  const body: Envelope = { code: ApiCode.ok, message: result.message ?? messages.ok, data: result.data ?? null };
  if (result.total !== undefined) body.total = result.total;
  return body;
}
