// Heroes boards in the back office (tag admin-heroes): read an edition's board, make entries from
// winners, correct them, upload a cover, reorder, delete. Who may call each is the contract's x-roles
// (admin, editor). Each change and its audit row commit together; then the public answers are forgotten.
import type { Transaction } from 'kysely';
import type { EditionCategory } from '../../../../shared/editions';
import { type AuditActor, staffActor } from '../../audit';
import { publicContentChanged } from '../../../platform/cache/public-content';
import { signedInStaff, type HandlerContext, type Handlers, type OperationId } from '../../../platform/contract/handler-types';
import type { DB } from '../../../platform/db/schema';
import { receiveCover, renderCover } from './covers';
import { createHero, deleteHero, readHeroesEdition, removeFiles, reorderHeroes, setHeroCover, updateHero } from './heroes';

async function change<K extends OperationId>(ctx: HandlerContext<K>, work: (trx: Transaction<DB>, actor: AuditActor) => Promise<EditionCategory>) {
  const actor = staffActor(signedInStaff(ctx), ctx.req);
  const edition = await ctx.services.db.transaction().execute((trx) => work(trx, actor));
  // The winner list links each winner to its hero's page. Awaited: other instances are told before the answer.
  await Promise.all([publicContentChanged(ctx.services, 'heroes'), publicContentChanged(ctx.services, 'awards')]);
  return { data: await readHeroesEdition(ctx.services.db, edition) };
}

export const heroesAdminHandlers = {
  adminHeroesList: async (ctx) => ({ data: await readHeroesEdition(ctx.services.db, ctx.query.editionCategory) }),

  adminHeroCreate: (ctx) => change(ctx, async (trx, actor) => {
    await createHero(trx, actor, ctx.query.editionCategory, ctx.query.winnerUid, ctx.body);
    return ctx.query.editionCategory;
  }),
  adminHeroUpdate: (ctx) => change(ctx, (trx, actor) => updateHero(trx, actor, ctx.params.uid, ctx.body)),
  adminHeroDelete: (ctx) => change(ctx, (trx, actor) => deleteHero(trx, actor, ctx.params.uid)),
  adminHeroesReorder: (ctx) => change(ctx, (trx, actor) => reorderHeroes(trx, actor, ctx.body.uids)),

  adminHeroCover: async (ctx) => {
    const { files } = ctx.services;
    const { bytes, crop } = await receiveCover(ctx.req);
    const renditions = await renderCover(files, bytes, crop);
    let replaced: string[] = [];
    let result;
    try {
      result = await change(ctx, async (trx, actor) => {
        const done = await setHeroCover(trx, actor, ctx.params.uid, renditions);
        replaced = done.orphans;
        return done.edition;
      });
    } catch (err) {
      await removeFiles(files, renditions.map((r) => r.storage_key));
      throw err;
    }
    // Only once the new cover is committed: the replaced one's files.
    await removeFiles(files, replaced);
    return result;
  },
} satisfies Handlers;

