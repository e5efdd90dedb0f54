// Open data (issue 32, 政府網站資料開放宣告): each published edition's winner list and heroes board as CSV
// (UTF-8 with a BOM and the CSV-injection guard of the exports) and JSON, at a stable address per edition.
// Only what the public pages already show, only once published (404 before, like an unknown edition).
// Kept in memory like the other public reads (keys under `awards:`, which every change of winners, heroes
// or a publication forgets), with an ETag and the winner list's five minutes in browsers.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { EDITION_LABEL, EDITIONS, type EditionNumber } from '../../../shared/editions';
import { cachedBody, sendCached } from '../../platform/cache/cached-read';
import { envelope } from '../../platform/contract/envelope';
import { REPLY_SENT, type Handlers } from '../../platform/contract/handler-types';
import type { Services } from '../../platform/contract/services';
import { notFound } from '../../platform/http/api-error';
import { contentDisposition } from '../../platform/storage/content-disposition';
import { openHeroRows, openWinnerRows } from '../awards';
import { CSV_BOM, csvLine } from '../exports';
import { HERO_COLUMNS, WINNER_COLUMNS } from './columns';
import { openDataMessages } from './open-data-messages';

const TTL_MS = 300_000;
const CSV_TYPE = 'text/csv; charset=utf-8';
const JSON_TYPE = 'application/json; charset=utf-8';

function editionOf(n: number): EditionNumber {
  const edition = EDITIONS.find((e) => e.number === n);
  if (!edition) throw notFound(openDataMessages.unknownEdition);
  return edition.number;
}

interface Ctx {
  req: FastifyRequest;
  reply: FastifyReply;
  services: Services;
}

/** Loads (or reuses) the body and sends it with the public-read headers; a file name for the CSVs. */
async function send(ctx: Ctx, key: string, type: string, filename: string | null, load: () => Promise<string>) {
  const entry = await cachedBody(ctx.services, `awards:open-data:${key}`, TTL_MS, load);
  ctx.reply.header('Cache-Control', 'public, max-age=300');
  // Anyone may reuse the data, from any site: no cookie is read or set here.
  ctx.reply.header('Access-Control-Allow-Origin', '*');
  if (filename) ctx.reply.header('Content-Disposition', contentDisposition('attachment', filename));
  return sendCached(ctx, entry, type);
}

const csvOf = <R>(columns: readonly { header: string; value: (r: R) => string | null }[], rows: readonly R[]) =>
  CSV_BOM + csvLine(columns.map((c) => c.header)) + rows.map((r) => csvLine(columns.map((c) => c.value(r)))).join('');

async function winners(ctx: Ctx, n: number) {
  const edition = editionOf(n);
  const rows = await openWinnerRows(ctx.services.db, edition);
  if (!rows) throw notFound(openDataMessages.winnersNotPublished);
  return { edition, rows };
}

async function heroes(ctx: Ctx, n: number) {
  const edition = editionOf(n);
  const rows = await openHeroRows(ctx.services.db, edition);
  if (!rows) throw notFound(openDataMessages.heroesNotPublished);
  return { edition, rows };
}

export const openDataHandlers = {
  openDataWinnersCsv: async (ctx) => {
    await send(ctx, `winners.csv:${ctx.params.edition}`, CSV_TYPE, `winners-edition-${ctx.params.edition}.csv`, async () => {
      const { edition, rows } = await winners(ctx, ctx.params.edition);
      const label = EDITION_LABEL[edition];
      return csvOf(WINNER_COLUMNS.map((c) => ({ header: c.header, value: (r: (typeof rows)[number]) => c.value(r, label) })), rows);
    });
    return REPLY_SENT;
  },

  openDataWinnersJson: async (ctx) => {
    await send(ctx, `winners.json:${ctx.params.edition}`, JSON_TYPE, null, async () => {
      const { edition, rows } = await winners(ctx, ctx.params.edition);
      return JSON.stringify(envelope({ data: { edition, editionLabel: EDITION_LABEL[edition], winners: rows } }));
    });
    return REPLY_SENT;
  },

  openDataHeroesCsv: async (ctx) => {
    await send(ctx, `heroes.csv:${ctx.params.edition}`, CSV_TYPE, `heroes-edition-${ctx.params.edition}.csv`, async () => {
      const { edition, rows } = await heroes(ctx, ctx.params.edition);
      const label = EDITION_LABEL[edition];
      const url = ctx.services.config.publicUrl;
      return csvOf(HERO_COLUMNS.map((c) => ({ header: c.header, value: (r: (typeof rows)[number]) => c.value(r, label, url) })), rows);
    });
    return REPLY_SENT;
  },

  openDataHeroesJson: async (ctx) => {
    await send(ctx, `heroes.json:${ctx.params.edition}`, JSON_TYPE, null, async () => {
      const { edition, rows } = await heroes(ctx, ctx.params.edition);
      const url = ctx.services.config.publicUrl;
      const data = rows.map(({ pagePath, ...r }) => ({ ...r, page: url + pagePath }));
      return JSON.stringify(envelope({ data: { edition, editionLabel: EDITION_LABEL[edition], heroes: data } }));
    });
    return REPLY_SENT;
  },
} satisfies Handlers;
