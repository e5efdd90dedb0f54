// Loads lookup lists and, when SEED_DEMO is on, demo content. Idempotent: rows are upserted by their
// fixed keys, and the whole seed is skipped when its content hash (which covers the flag) matches the
// one recorded in app_meta.
import { createHash } from 'node:crypto';
import type { ExpressionBuilder, Kysely, Transaction } from 'kysely';
import { sql } from '../kysely-runtime';
import type { DB } from '../schema';
import staffCommon from '../../../../../schemas/admin/staff-common.schema.json';
import { EDITIONS } from '../../../../shared/editions';
import { awards } from './data/awards';
import { categories } from './data/categories';
import { loadCounties } from './data/counties';
import { heroes } from './data/heroes';
import { jobLevels } from './data/job-levels';
import { demoNews, newsCategories, type NewsDates } from './data/news';
import { provisions } from './data/provisions';
import { vendors } from './data/vendors';

/** The lists of SPEC.md every deployment needs (categories, provisions, job levels, counties, news categories). */
export function lookupContent() {
  return { editions: EDITIONS, staffRoles: staffCommon.$defs.role.enum, categories, provisions, jobLevels, newsCategories, ...loadCounties() };
}

/** Fictional news, winners, heroes and vendors; `dates`: the configured programme dates, which the demo news follows. */
export function demoContent(dates: NewsDates) {
  return { vendors, news: demoNews(dates), heroes, awards };
}

export interface SeedOptions {
  /** SEED_DEMO: write the demo content; off, remove demo rows a previous start wrote (removeDemoContent). */
  demo: boolean;
}

// The hash covers the news built from the dates (changed dates re-seed the news to match them) and
// the demo flag (turning it off runs the removal once).
export async function seed(db: Kysely<DB>, dates: NewsDates, options: SeedOptions): Promise<void> {
  const lookups = lookupContent();
  const demo = options.demo ? demoContent(dates) : null;
  const hash = createHash('sha256').update(JSON.stringify({ lookups, demo })).digest('hex');
  const current = await db.selectFrom('app_meta').select('value').where('key', '=', 'seed_hash').executeTakeFirst();
  if (current?.value === hash) return;

  await db.transaction().execute(async (trx) => {
    const upsert = async <T extends keyof DB>(table: T, rows: Record<string, unknown>[], keys: string[]) => {
      if (rows.length === 0) return;
      const columns = Object.keys(rows[0]!).filter((c) => !keys.includes(c));
      await trx
        .insertInto(table)
        .values(rows as never)
        .onConflict((oc) =>
          oc.columns(keys as never).doUpdateSet(Object.fromEntries(columns.map((c) => [c, (eb: { ref: (c: string) => unknown }) => eb.ref(`excluded.${c}`)])) as never),
        )
        .execute();
    };

    // Every edition of schemas/editions.json (the edition columns reference them).
    await upsert('edition', lookups.editions.map((e) => ({ number: e.number, category: e.category })), ['number']);
    // Every staff role of schemas/admin/staff-common.schema.json (staff_account.role references them).
    await trx.insertInto('staff_role').values(lookups.staffRoles.map((name) => ({ name }))).onConflict((oc) => oc.column('name').doNothing()).execute();
    await upsert('organization_category', lookups.categories.map((c, i) => ({
      slug: c.slug, uid: c.uid, entity_type: c.entityType, name: c.name, uses_vendor_picker: c.usesVendorPicker, order_index: i,
    })), ['slug']);
    await upsert('provision', lookups.provisions.map((p) => ({
      provision_id: p.provisionId, category_slug: p.categorySlug, title: p.title, legal_basis: p.legalBasis, order_index: p.orderIndex,
    })), ['provision_id']);
    await upsert('job_level', lookups.jobLevels.map((j) => ({
      category_slug: j.categorySlug, slug: j.slug, name: j.name, description: j.description, order_index: j.orderIndex,
    })), ['category_slug', 'slug']);
    await upsert('county', lookups.counties.map((c) => ({ slug: c.slug, name: c.name, order_index: c.orderIndex })), ['slug']);
    await upsert('district', lookups.districts.map((d) => ({
      slug: d.slug, county_slug: d.countySlug, name: d.name, zip: d.zip, order_index: d.orderIndex,
    })), ['slug']);
    await upsert('news_category', lookups.newsCategories.map((c) => ({ slug: c.slug, name: c.name })), ['slug']);
    if (demo) {
      // Once a real list has been imported (rows not marked demo), demo vendors are not written beside it.
      const realVendor = await trx.selectFrom('vendor').select('uid').where('is_demo', '=', false).limit(1).executeTakeFirst();
      if (!realVendor) {
        await upsert('vendor', demo.vendors.map((v) => ({ uid: v.uid, category_slug: v.categorySlug, name: v.name, is_demo: true })), ['uid']);
      }
      await upsert('news', demo.news.map((n) => ({
        uid: n.uid, category_slug: n.categorySlug, title: n.title, content: n.content, starts_at: n.startsAt, is_demo: true,
      })), ['uid']);
      // Demo winners and heroes are inserted once, never updated: an editor may correct or (softly)
      // delete a demo row in the back office (migration 0014), and a later seed run must not undo that.
      // Rows made in the back office have random uids, never the seed's fixed ones.
      const insertOnly = async <T extends 'hero' | 'award' | 'award_winner'>(table: T, rows: Record<string, unknown>[]) => {
        if (rows.length > 0) await trx.insertInto(table).values(rows as never).onConflict((oc) => oc.column('uid').doNothing()).execute();
      };
      await insertOnly('hero', demo.heroes.map((h) => ({
        uid: h.uid, edition_category: h.editionCategory, entity_type: h.entityType, organization_name: h.organizationName,
        name: h.name, ind_job_title: h.indJobTitle, ind_name: h.indName, honor_personal_statement: h.honorPersonalStatement,
        story: h.story, cover_url: h.coverUrl, order_index: h.orderIndex, is_demo: true,
      })));
      await insertOnly('award', demo.awards.map((a) => ({
        uid: a.uid, edition_category: a.editionCategory, title: a.title, order_index: a.orderIndex, is_demo: true,
      })));
      await insertOnly('award_winner', demo.awards.flatMap((a) => a.winners.map((w, i) => ({
        uid: w.uid, award_uid: a.uid, hero_uid: w.heroUid, entity_type: w.entityType, organization_name: w.organizationName,
        person_name: w.personName, ind_job_title: w.indJobTitle, ind_name: w.indName, order_index: i, is_demo: true,
      }))));
    } else {
      await removeDemoContent(trx);
    }

    await trx
      .insertInto('app_meta')
      .values({ key: 'seed_hash', value: hash })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: hash }))
      .execute();
  });
}

/**
 * SEED_DEMO off on a database a demo start filled: the demo rows go, except a demo vendor that a
 * registration names, which is hidden (never offered again, the registration keeps its unit). Winners
 * before their awards and heroes (they refer to both). Rows an editor made are never marked demo.
 */
export async function removeDemoContent(trx: Transaction<DB>): Promise<void> {
  // Demo rows an editor has corrected are no longer demo (src/server/admin/awards, heroes); a demo row
  // that real rows still point at stays, so an editor's winner or hero is never lost with it.
  await trx.deleteFrom('award_winner').where('is_demo', '=', true).execute();
  await trx.deleteFrom('award').where('is_demo', '=', true)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('award_winner').select('award_winner.uid').whereRef('award_winner.award_uid', '=', 'award.uid'))))
    .execute();
  await trx.deleteFrom('hero').where('is_demo', '=', true)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('award_winner').select('award_winner.uid').whereRef('award_winner.hero_uid', '=', 'hero.uid'))))
    .execute();
  await trx.deleteFrom('news').where('is_demo', '=', true).execute();
  const inUse = (eb: ExpressionBuilder<DB, 'vendor'>) =>
    eb.exists(eb.selectFrom('registration').select('registration.uid').whereRef('registration.vendor_uid', '=', 'vendor.uid'));
  await trx.updateTable('vendor').set({ hidden_at: sql`now()` }).where('is_demo', '=', true).where('hidden_at', 'is', null).where(inUse).execute();
  await trx.deleteFrom('vendor').where('is_demo', '=', true).where((eb) => eb.not(inUse(eb))).execute();
}
