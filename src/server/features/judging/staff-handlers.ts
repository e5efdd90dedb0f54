// The jury's operations (tag admin-judging). Who may call each is the contract's x-roles (the juror's own
// desk: juror; an entry, its files and its dossier: juror and admin; the chair's desk: admin), enforced by
// the route loader before these run; a juror reaches only the entries assigned to them (juror-desk.ts).
import { REPLY_SENT, signedInStaff, type Handlers } from '../../platform/contract/handler-types';
import { contentDisposition } from '../../platform/storage/content-disposition';
import { isRemovedKey } from '../../platform/storage/removed-file';
import { notFound } from '../../platform/http/api-error';
import { messages } from '../../../shared/messages';
import { staffActor } from '../audit';
import { addAssignment, assignStage, decide, decideTie, dropAssignment, overrideOne, overview, reopen, saveSettings } from './chair-desk';
import { dossierPdf } from './dossier-pdf';
import { declare, declareConflict, fileFor, myStage, readDeclaration, readEntry, saveSheet, submitSheet } from './juror-desk';
import { rankingXlsx } from './ranking-xlsx';
import { rankingOf } from './standing';
import type { Stage } from './stages';

/** The stage of a path (the contract's enum: 1 or 2). */
const stageOf = (params: { stage: number }) => params.stage as Stage;

export const judgingHandlers = {
  judgingDeclarationRead: async (ctx) => ({ data: await readDeclaration(ctx.services.db, signedInStaff(ctx)) }),

  judgingDeclarationSave: async (ctx) => {
    const staff = signedInStaff(ctx);
    return { data: await declare(ctx.services, staff, staffActor(staff, ctx.req), ctx.body.affiliations) };
  },

  judgingMyEntries: async (ctx) => ({ data: await myStage(ctx.services, signedInStaff(ctx), stageOf(ctx.params)) }),

  judgingEntryRead: async (ctx) => ({ data: await readEntry(ctx.services, signedInStaff(ctx), stageOf(ctx.params), ctx.params.uid) }),

  judgingFile: async (ctx) => {
    const file = await fileFor(ctx.services, signedInStaff(ctx), stageOf(ctx.params), ctx.params.uid);
    if (isRemovedKey(file.resource.storage_key)) throw notFound(messages.fileRemovedByRetention);
    // Shown in the browser (PDF, photo, video), under its neutral name; never cached by a shared cache.
    ctx.reply
      .header('Content-Type', file.resource.file_type)
      .header('Content-Length', String(file.resource.file_size))
      .header('Content-Disposition', contentDisposition('inline', file.name))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store')
      .header('Content-Security-Policy', "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox");
    await ctx.reply.send(ctx.services.files.read(file.resource.storage_key));
    return REPLY_SENT;
  },

  judgingSheetSave: async (ctx) => ({ data: await saveSheet(ctx.services, signedInStaff(ctx), stageOf(ctx.params), ctx.params.uid, ctx.body) }),

  judgingSheetSubmit: async (ctx) => {
    const staff = signedInStaff(ctx);
    return { data: await submitSheet(ctx.services, staff, staffActor(staff, ctx.req), stageOf(ctx.params), ctx.params.uid) };
  },

  judgingConflictDeclare: async (ctx) => {
    const staff = signedInStaff(ctx);
    return { data: await declareConflict(ctx.services, staff, staffActor(staff, ctx.req), stageOf(ctx.params), ctx.params.uid, ctx.body.reason) };
  },

  judgingOverview: async (ctx) => ({ data: await overview(ctx.services, stageOf(ctx.params)) }),

  judgingStageSettings: async (ctx) => {
    const staff = signedInStaff(ctx);
    return { data: await saveSettings(ctx.services, staffActor(staff, ctx.req), stageOf(ctx.params), ctx.body.jurorsPerEntry, ctx.body.scoringClosesAt) };
  },

  judgingAssign: async (ctx) => {
    const staff = signedInStaff(ctx);
    return { data: await assignStage(ctx.services, staff, staffActor(staff, ctx.req), stageOf(ctx.params)) };
  },

  judgingAssignmentAdd: async (ctx) => {
    const staff = signedInStaff(ctx);
    return { data: await addAssignment(ctx.services, staff, staffActor(staff, ctx.req), stageOf(ctx.params), ctx.body.registrationUid, ctx.body.jurorUid) };
  },

  judgingAssignmentRemove: async (ctx) => {
    const staff = signedInStaff(ctx);
    return { data: await dropAssignment(ctx.services, staffActor(staff, ctx.req), stageOf(ctx.params), ctx.body.registrationUid, ctx.body.jurorUid, ctx.body.reason) };
  },

  judgingConflictOverride: async (ctx) => {
    const staff = signedInStaff(ctx);
    return { data: await overrideOne(ctx.services, staff, staffActor(staff, ctx.req), ctx.body.jurorUid, ctx.body.registrationUid, ctx.body.reason) };
  },

  judgingSheetReopen: async (ctx) => {
    const staff = signedInStaff(ctx);
    return { data: await reopen(ctx.services, staffActor(staff, ctx.req), stageOf(ctx.params), ctx.body.registrationUid, ctx.body.jurorUid, ctx.body.reason) };
  },

  judgingRanking: async (ctx) => ({ data: await rankingOf(ctx.services, stageOf(ctx.params), ctx.body?.cutoff ?? null) }),

  judgingTieDecide: async (ctx) => {
    const staff = signedInStaff(ctx);
    return { data: await decideTie(ctx.services, staff, staffActor(staff, ctx.req), stageOf(ctx.params), ctx.body.order, ctx.body.reason, null) };
  },

  judgingDecide: async (ctx) => {
    const staff = signedInStaff(ctx);
    return { data: await decide(ctx.services, staff, staffActor(staff, ctx.req), stageOf(ctx.params), ctx.body.cutoff, ctx.body.adjustments ?? [], ctx.body.reason) };
  },

  judgingRankingXlsx: async (ctx) => {
    const staff = signedInStaff(ctx);
    await rankingXlsx(ctx.services, ctx.reply, staff, staffActor(staff, ctx.req), stageOf(ctx.params));
    return REPLY_SENT;
  },

  judgingDossier: async (ctx) => {
    const staff = signedInStaff(ctx);
    await dossierPdf(ctx.services, ctx.reply, staff, stageOf(ctx.params), ctx.params.uid);
    return REPLY_SENT;
  },
} satisfies Handlers;
