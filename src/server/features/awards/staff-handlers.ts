// Winner lists in the back office (tag admin-awards): read an edition, change its awards and winners,
// find the registrations that may be named winners, publish or hide an edition's list or heroes board.
// Who may call each is the contract's x-roles (admin, editor). Each change and its audit row commit
// together; then the public answers that showed the old content are forgotten.
import { signedInStaff, type HandlerContext, type OperationId, type Handlers } from '../../platform/contract/handler-types';
import { publicContentChanged } from '../../platform/cache/public-content';
import { recordAudit, type AuditActor, staffActor } from '../audit';
import type { DB } from '../../platform/db/schema';
import type { Transaction } from 'kysely';
import {
  createAward,
  createWinner,
  deleteAward,
  deleteWinner,
  readEdition,
  reorderAwards,
  reorderWinners,
  updateAward,
  updateWinner,
  winnerCandidates,
} from './awards';
import { publicationOf, setPublished } from './publication';
import { EDITION_CATEGORY, type EditionCategory } from '../../../shared/editions';

/** Runs an awards change in one transaction, forgets the public answers after the commit, answers the edition. */
async function change<K extends OperationId>(ctx: HandlerContext<K>, work: (trx: Transaction<DB>, actor: AuditActor) => Promise<EditionCategory>) {
  const actor = staffActor(signedInStaff(ctx), ctx.req);
  const edition = await ctx.services.db.transaction().execute((trx) => work(trx, actor));
  // A hero's page names the awards its winner won. Awaited: other instances are told before the answer.
  await Promise.all([publicContentChanged(ctx.services, 'awards'), publicContentChanged(ctx.services, 'heroes')]);
  return { data: await readEdition(ctx.services.db, edition) };
}

export const awardsAdminHandlers = {
  adminAwardsList: async (ctx) => ({ data: await readEdition(ctx.services.db, ctx.query.editionCategory) }),

  adminAwardCreate: (ctx) => change(ctx, async (trx, actor) => {
    await createAward(trx, actor, ctx.query.editionCategory, ctx.body.title);
    return ctx.query.editionCategory;
  }),
  adminAwardUpdate: (ctx) => change(ctx, (trx, actor) => updateAward(trx, actor, ctx.params.uid, ctx.body.title)),
  adminAwardDelete: (ctx) => change(ctx, (trx, actor) => deleteAward(trx, actor, ctx.params.uid)),
  adminAwardsReorder: (ctx) => change(ctx, (trx, actor) => reorderAwards(trx, actor, ctx.body.uids)),
  adminWinnerCreate: (ctx) => change(ctx, (trx, actor) => createWinner(trx, ctx.services.validators, actor, ctx.params.uid, ctx.body, EDITION_CATEGORY[ctx.services.config.programme.edition])),
  adminWinnersReorder: (ctx) => change(ctx, (trx, actor) => reorderWinners(trx, actor, ctx.params.uid, ctx.body.uids)),
  adminWinnerUpdate: (ctx) => change(ctx, (trx, actor) => updateWinner(trx, ctx.services.validators, actor, ctx.params.uid, ctx.body, EDITION_CATEGORY[ctx.services.config.programme.edition])),
  adminWinnerDelete: (ctx) => change(ctx, (trx, actor) => deleteWinner(trx, actor, ctx.params.uid)),

  adminWinnerCandidates: async (ctx) => ({
    data: await winnerCandidates(ctx.services.db, ctx.services.config.programme.edition, ctx.query.keyword),
  }),

  adminEditionPublish: async (ctx) => {
    const staff = signedInStaff(ctx);
    const { editionCategory, board, published } = ctx.body;
    await ctx.services.db.transaction().execute(async (trx) => {
      const changed = await setPublished(trx, editionCategory, board, published, staff.email);
      // Publishing what is public already changes nothing and is not logged again.
      if (changed) {
        await recordAudit(trx, {
          actor: staffActor(staff, ctx.req),
          action: published ? 'edition.publish' : 'edition.unpublish',
          subject: { kind: 'edition', uid: editionCategory },
          detail: { board },
        });
      }
    });
    // The settings' menu entries are cached under the awards area; the board under its own.
    await Promise.all([publicContentChanged(ctx.services, 'awards'), publicContentChanged(ctx.services, 'heroes')]);
    return { data: await publicationOf(ctx.services.db, editionCategory) };
  },
} satisfies Handlers;

