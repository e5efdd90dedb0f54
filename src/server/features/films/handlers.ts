// The film operations of the contract: the back office's (tag admin-films; x-roles admin, editor, as news)
// and the public file. What they do is film-store.ts, film-upload.ts and film-serve.ts.
import { REPLY_SENT, signedInStaff, type Handlers } from '../../platform/contract/handler-types';
import { staffActor } from '../audit';
import { sendFilmFile } from './film-serve';
import { adminFilms, restoreFilm } from './film-store';
import { replaceFilm } from './film-upload';

export const filmHandlers = {
  adminFilms: async ({ services }) => ({ data: await adminFilms(services.db) }),

  adminFilmReplace: async (ctx) => {
    const staff = signedInStaff(ctx);
    return { data: await replaceFilm(ctx.req, ctx.services, ctx.params.kind, staffActor(staff, ctx.req), staff.displayName || staff.email) };
  },

  adminFilmRestore: async (ctx) => ({ data: await restoreFilm(ctx.services, staffActor(signedInStaff(ctx), ctx.req), ctx.params.kind) }),

  filmFile: async ({ params, req, reply, services }) => {
    await sendFilmFile(services, reply, params.id, req.headers.range);
    return REPLY_SENT;
  },
} satisfies Handlers;
