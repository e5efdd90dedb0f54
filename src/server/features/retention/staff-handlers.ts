// The retention operations of the contract (tag admin-retention; x-roles: admin): the plan and the run.
import { signedInStaff, type Handlers } from '../../platform/contract/handler-types';
import type { EditionNumber } from '../../../shared/editions';
import { staffActor } from '../audit';
import { eraseRegistrant } from './erase';
import { applyRetention, retentionPlan } from './retention';

export const retentionHandlers = {
  retentionPlan: async ({ query, services }) => ({ data: await retentionPlan(services, query.edition as EditionNumber) }),
  retentionApply: async (ctx) => ({ data: await applyRetention(ctx.services, ctx.body.edition as EditionNumber, staffActor(signedInStaff(ctx), ctx.req)) }),
  adminRegistrantErase: async (ctx) => ({ data: await eraseRegistrant(ctx.services, ctx.params.uid, ctx.body.reason, staffActor(signedInStaff(ctx), ctx.req)) }),
} satisfies Handlers;
