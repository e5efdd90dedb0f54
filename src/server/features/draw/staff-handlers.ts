// The recommendation draw's operations (tag admin-draw): who may call them is the contract's x-roles (reading
// and re-running: admin, reviewer, editor; running and publishing: admin, editor, DESIGN.md section 11).
import { signedInStaff, type Handlers } from '../../platform/contract/handler-types';
import { staffActor } from '../audit';
import { recordCommitment } from './commitment';
import { readDraw, runDraw, verifyDraw } from './draws';
import { publishDraw } from './publish';
import { listRecommendations } from './successful-recommendation';

export const drawHandlers = {
  drawRecommendations: async ({ services }) => ({ data: await listRecommendations(services.db, services.config.programme.edition) }),

  drawRead: async ({ services }) => ({ data: await readDraw(services) }),

  drawCommit: async (ctx) => {
    const staff = signedInStaff(ctx);
    return { data: await recordCommitment(ctx.services, staff, staffActor(staff, ctx.req), ctx.body) };
  },

  drawRun: async (ctx) => {
    const staff = signedInStaff(ctx);
    return { data: await runDraw(ctx.services, staff, staffActor(staff, ctx.req), ctx.body.seed, ctx.body.earlyReason) };
  },

  drawVerify: async ({ services, body }) => ({ data: await verifyDraw(services, body.seed) }),

  drawPublish: async (ctx) => ({ data: await publishDraw(ctx.services, staffActor(signedInStaff(ctx), ctx.req)) }),
} satisfies Handlers;
