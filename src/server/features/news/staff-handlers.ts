// The news operations of the contract (tag admin-news; x-roles admin, editor; restore admin only) and the
// public news file. What they do is news-store.ts, news-publishing.ts and news-files.ts.
import { hasCapability } from '../../../shared/staff-capabilities';
import { forbidden } from '../../platform/http/api-error';
import { REPLY_SENT, signedInStaff, type Handlers } from '../../platform/contract/handler-types';
import { staffActor } from '../audit';
import { receiveNewsFile, sendNewsFile } from './news-files';
import { newsMessages } from './news-messages';
import { discardPending, publishNews, unpublishNews, updateNews } from './news-publishing';
import { createNews, deleteNews, listNews, newsCategories, newsRevisions, readNews, restoreNews } from './news-store';

export const newsAdminHandlers = {
  adminNewsList: async (ctx) => {
    const staff = signedInStaff(ctx);
    const { state = 'all', page = 1, pageSize = 20 } = ctx.body ?? {};
    if (state === 'deleted' && !hasCapability(staff.role, 'seeDeletedNews')) throw forbidden(newsMessages.deletedForAdmins);
    const { rows, total } = await listNews(ctx.services.db, { state, page, pageSize });
    return { data: rows, total };
  },

  adminNewsCategories: async ({ services }) => ({
    data: await newsCategories(services.db),
  }),

  adminNewsRead: async ({ params, services }) => ({ data: await readNews(services.db, params.uid) }),

  adminNewsCreate: async (ctx) => ({ data: await createNews(ctx.services, staffActor(signedInStaff(ctx), ctx.req), ctx.body) }),

  adminNewsUpdate: async (ctx) => ({ data: await updateNews(ctx.services, staffActor(signedInStaff(ctx), ctx.req), ctx.params.uid, ctx.body) }),

  adminNewsPublish: async (ctx) => ({
    data: await publishNews(ctx.services, staffActor(signedInStaff(ctx), ctx.req), ctx.params.uid, ctx.body.startsAt, ctx.body.version),
  }),

  adminNewsDiscardPending: async (ctx) => ({
    data: await discardPending(ctx.services, staffActor(signedInStaff(ctx), ctx.req), ctx.params.uid, ctx.body.version),
  }),

  adminNewsUnpublish: async (ctx) => ({ data: await unpublishNews(ctx.services, staffActor(signedInStaff(ctx), ctx.req), ctx.params.uid) }),

  adminNewsDelete: async (ctx) => ({ data: await deleteNews(ctx.services, staffActor(signedInStaff(ctx), ctx.req), ctx.params.uid) }),

  adminNewsRestore: async (ctx) => ({ data: await restoreNews(ctx.services, staffActor(signedInStaff(ctx), ctx.req), ctx.params.uid) }),

  adminNewsRevisions: async ({ params, services }) => ({ data: await newsRevisions(services.db, params.uid) }),

  adminNewsFileUpload: async (ctx) => ({ data: await receiveNewsFile(ctx.req, ctx.services, ctx.params.uid, staffActor(signedInStaff(ctx), ctx.req)) }),

  adminNewsFile: async ({ params, reply, services }) => {
    await sendNewsFile(services, reply, params.uid, 'staff');
    return REPLY_SENT;
  },

  newsFile: async ({ params, reply, services }) => {
    await sendNewsFile(services, reply, params.id, 'public');
    return REPLY_SENT;
  },
} satisfies Handlers;
