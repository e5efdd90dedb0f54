// Registers every operation of openapi/openapi.yaml on the Fastify app, by operationId: request
// validation from the schemas, session and ownership checks from the contract's security and x-owner
// declarations, then the handler. Every operation must have one: a missing handler stops the boot.
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { Registrant, Staff } from './callers';
import { assertCanChange } from './editable';
import type { Services } from './services';
import { badRequest, forbidden } from '../http/api-error';
import { requestMessages } from '../http/request-messages';
import { envelope } from './envelope';
import { REPLY_SENT, type HandlerContext, type HandlerResult, type Handlers, type OperationId } from './handler-types';
import { loadOperations, type Operation, type OwnerKind } from './operations';

declare module 'fastify' {
  interface FastifyRequest {
    registrant: Registrant | null;
    staff: Staff | null;
  }
}

/** Thrown at boot when an operation of the contract has no handler (it would otherwise ship unanswered). */
export function assertEveryOperationHandled(operations: Operation[], handlers: Handlers) {
  const missing = operations.map((op) => op.operationId).filter((id) => !handlers[id as OperationId]);
  if (missing.length > 0) throw new Error(`No handler for contract operation(s): ${missing.join(', ')}`);
}

/**
 * How the loader learns who is calling, supplied by the app (src/server/app.ts) from the features that
 * keep the sessions: the platform declares what it needs, the features provide it.
 */
export interface CallerGuards {
  /** The registrant of a live session; 401 (2001, or 2007 for an expired access token) otherwise. */
  registrant(req: FastifyRequest): Promise<Registrant>;
  /** The registrant of a live session, or null without one. */
  optionalRegistrant(req: FastifyRequest): Promise<Registrant | null>;
  /** The staff member of a live staff session; 401 otherwise. */
  staff(req: FastifyRequest): Promise<Staff>;
  /** x-owner: 404 when `id` names nothing of `kind`, 403 when it is not the registrant's. */
  assertOwner(kind: OwnerKind, id: string, registrationUid: string): Promise<void>;
}

export function registerContract(app: FastifyInstance, services: Services, handlers: Handlers, guards: CallerGuards, operations: Operation[] = loadOperations()) {
  assertEveryOperationHandled(operations, handlers);
  app.decorateRequest('registrant', null);
  app.decorateRequest('staff', null);
  for (const op of operations) {
    const validateBody = services.validators.forBody(op);
    const validatePath = services.validators.forParams(op, 'path');
    const validateQuery = services.validators.forParams(op, 'query');
    // Present: assertEveryOperationHandled checked it above.
    const handler = handlers[op.operationId as OperationId] as (ctx: HandlerContext<OperationId>) => ReturnType<NonNullable<Handlers[OperationId]>>;

    // The request's shape: query and body (path first, in checkPath).
    const checkShape = (req: FastifyRequest) => {
      const errors = [...(validateQuery?.(req.query) ?? []), ...(validateBody?.(req.body) ?? [])];
      if (errors.length > 0) throw badRequest(errors);
    };
    const checkPath = (req: FastifyRequest) => {
      const pathErrors = validatePath?.(req.params) ?? [];
      if (pathErrors.length > 0) throw badRequest(pathErrors);
    };
    // An operation without a session (public reads, registration create) has nothing to wait for: a
    // synchronous hook, no promise per request on the busiest routes.
    const publicCheck = (req: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
      try {
        checkPath(req);
        checkShape(req);
      } catch (err) {
        return done(err as Error);
      }
      done();
    };

    // x-roles: a live staff session (401 otherwise: a registrant's cookies count for nothing here), then
    // a role the operation lists (403). Staff may name any registration: no ownership check.
    const roles = op.roles ?? [];
    const staffCheck = async (req: FastifyRequest) => {
      checkPath(req);
      const staff = await guards.staff(req);
      req.staff = staff;
      if (!roles.includes(staff.role)) throw forbidden();
      checkShape(req);
    };

    // x-fetch-dest: a download or export embedded by a page (Sec-Fetch-Dest image, script...) would write an
    // audit row or build a file in its reader's name. Refused first, before the session, the audit or any work;
    // a client that sends no such header (a script, curl) is not a browser embedding anything.
    const allowedDest = op.fetchDest;
    const destCheck = allowedDest
      ? (req: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
          const dest = req.headers['sec-fetch-dest'];
          done(dest === undefined || allowedDest.includes(String(dest)) ? undefined : forbidden(requestMessages.embeddedDownloadRefused));
        }
      : undefined;

    app.route({
      method: op.method,
      url: op.url,
      ...(destCheck ? { onRequest: destCheck } : {}),
      // Order matters: the URL's shape, then who is asking and whether it is theirs, then whether it
      // can change now, and only then the body. An anonymous or foreign caller learns nothing about
      // field rules, and a locked registration answers 409 whatever was sent.
      preValidation: op.auth === 'none' ? publicCheck : op.auth === 'staff' ? staffCheck : async (req: FastifyRequest) => {
        checkPath(req);
        if (op.auth === 'required') req.registrant = await guards.registrant(req);
        if (op.auth === 'optional') req.registrant = await guards.optionalRegistrant(req);
        const registrant = req.registrant;
        if (op.owner && registrant) {
          const id = (req.params as Record<string, string>)[op.owner.param]!;
          await guards.assertOwner(op.owner.kind, id, registrant.uid);
        }
        if (op.ownerBody && registrant) {
          const value = (req.body as Record<string, unknown> | undefined)?.[op.ownerBody];
          if (value !== registrant.uid) throw forbidden();
        }
        if (op.editable && registrant) assertCanChange(services.config, registrant);
        checkShape(req);
      },
      handler: async (req, reply) => {
        const result = await handler({
          body: req.body as never,
          params: req.params as never,
          query: req.query as never,
          registrant: req.registrant,
          staff: req.staff,
          req,
          reply,
          services,
        });
        if (result === REPLY_SENT) return reply;
        return reply.send(envelope(result as HandlerResult<OperationId>));
      },
    });
  }
}
