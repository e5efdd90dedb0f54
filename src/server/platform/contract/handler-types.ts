// Handler types derived from the generated contract types: a handler for operation K receives the
// body, path and query parameters the contract declares and returns the `data` it promises.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '../../../shared/generated/api';
import type { Registrant, Staff } from './callers';
import type { Services } from './services';

export type OperationId = keyof operations;
type Op<K extends OperationId> = operations[K];

type JsonBody<T> = T extends { requestBody?: { content: { 'application/json': infer B } } } ? B : undefined;
type Params<T, W extends 'path' | 'query'> = T extends { parameters: { [P in W]?: infer X } }
  ? [X] extends [never] ? Record<string, never> : NonNullable<X>
  : Record<string, never>;
type OkJson<T> = T extends { responses: { 200: { content: { 'application/json': infer R } } } } ? R : never;

export type BodyOf<K extends OperationId> = JsonBody<Op<K>>;
export type PathOf<K extends OperationId> = Params<Op<K>, 'path'>;
export type QueryOf<K extends OperationId> = Params<Op<K>, 'query'>;
export type DataOf<K extends OperationId> = OkJson<Op<K>> extends { data: infer D } ? D : never;

/** Returned by a handler that wrote the reply itself (file downloads). */
export const REPLY_SENT = Symbol('reply-sent');

export interface HandlerResult<K extends OperationId> {
  data: DataOf<K>;
  total?: number;
  message?: string;
}

export interface HandlerContext<K extends OperationId> {
  body: BodyOf<K>;
  params: PathOf<K>;
  query: QueryOf<K>;
  /** The signed-in registrant (always set on operations whose contract requires the session). */
  registrant: Registrant | null;
  /** The signed-in staff member (always set on operations with a non-empty x-roles; never on others). */
  staff: Staff | null;
  req: FastifyRequest;
  reply: FastifyReply;
  services: Services;
}

export type Handler<K extends OperationId> = (
  ctx: HandlerContext<K>,
) => Promise<HandlerResult<K> | typeof REPLY_SENT>;

export type Handlers = { [K in OperationId]?: Handler<K> };

/** Narrows `registrant` for operations whose contract requires a session. */
export function signedIn(ctx: { registrant: Registrant | null }): Registrant {
  if (!ctx.registrant) throw new Error('handler reached without a session on an operation that requires one');
  return ctx.registrant;
}

/** Narrows `staff` for operations whose x-roles needs a staff session. */
export function signedInStaff(ctx: { staff: Staff | null }): Staff {
  if (!ctx.staff) throw new Error('handler reached without a staff session on an operation that requires one');
  return ctx.staff;
}
