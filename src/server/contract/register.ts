// Registers every operation of openapi/openapi.yaml on the Fastify app, by operationId: request
// validation from the schemas, session and ownership checks from the contract's security and x-owner
// declarations, then the handler (or 501 while its issue has not landed).
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { messages } from '../../shared/messages';
import { isEditableStatus } from '../../shared/registration-status';
import { assertOwner } from '../auth/ownership';
import type { Registrant } from '../auth/sessions';
import { uploadOpen } from '../config';
import type { Services } from '../services';
import { badRequest, conflict, forbidden, notImplemented } from './api-error';
import { envelope } from './envelope';
import { REPLY_SENT, type HandlerContext, type HandlerResult, type Handlers, type OperationId } from './handler-types';
import { loadOperations, type Operation } from './operations';

declare module 'fastify' {
  interface FastifyRequest {
    registrant: Registrant | null;
  }
}

export function registerContract(app: FastifyInstance, services: Services, handlers: Handlers, operations: Operation[] = loadOperations()) {
  app.decorateRequest('registrant', null);
  for (const op of operations) {
    const validateBody = services.validators.forBody(op);
    const validatePath = services.validators.forParams(op, 'path');
    const validateQuery = services.validators.forParams(op, 'query');
    const handler = handlers[op.operationId as OperationId] as ((ctx: HandlerContext<OperationId>) => ReturnType<NonNullable<Handlers[OperationId]>>) | undefined;

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

    app.route({
      method: op.method,
      url: op.url,
      // Order matters: the URL's shape, then who is asking and whether it is theirs, then whether it
      // can change now, and only then the body. An anonymous or foreign caller learns nothing about
      // field rules, and a locked registration answers 409 whatever was sent.
      preValidation: op.auth === 'none' ? publicCheck : async (req: FastifyRequest) => {
        checkPath(req);
        if (op.auth === 'required') req.registrant = await services.sessions.resolve(req);
        if (op.auth === 'optional') req.registrant = await services.sessions.resolveOptional(req);
        const registrant = req.registrant;
        if (op.owner && registrant) {
          const id = (req.params as Record<string, string>)[op.owner.param]!;
          await assertOwner(services.db, op.owner.kind, id, registrant.uid);
        }
        if (op.ownerBody && registrant) {
          const value = (req.body as Record<string, unknown> | undefined)?.[op.ownerBody];
          if (value !== registrant.uid) throw forbidden();
        }
        if (op.editable && registrant) {
          if (!isEditableStatus(registrant.status)) throw conflict(messages.registrationLocked);
          if (!uploadOpen(services.config)) throw conflict(messages.uploadClosed);
        }
        checkShape(req);
      },
      handler: async (req, reply) => {
        if (!handler) throw notImplemented();
        const result = await handler({
          body: req.body as never,
          params: req.params as never,
          query: req.query as never,
          registrant: req.registrant,
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
