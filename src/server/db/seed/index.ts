// Loads lookup lists and demo content. Idempotent: rows are upserted by their fixed keys, and the
// whole seed is skipped when its content hash matches the one recorded in app_meta.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../schema';
import { awards } from './data/awards';
import { categories } from './data/categories';
import { loadCounties } from './data/counties';
import { heroes } from './data/heroes';
import { jobLevels } from './data/job-levels';
import { demoNews, newsCategories, type NewsDates } from './data/news';
import { provisions } from './data/provisions';
import { vendors } from './data/vendors';

/** `dates`: the configured programme dates, which the demo news follows. */
export function seedContent(dates: NewsDates) {
  return { categories, provisions, jobLevels, vendors, newsCategories, news: demoNews(dates), heroes, awards, ...loadCounties() };
}

// The hash covers the news built from the dates: changed dates re-seed the news to match them.
export async function seed(db: Kysely<DB>, dates: NewsDates): Promise<void> {
  const content = seedContent(dates);
  const hash = createHash('sha256').update(JSON.stringify(content)).digest('hex');
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

    await upsert('organization_category', content.categories.map((c, i) => ({
      slug: c.slug, uid: c.uid, entity_type: c.entityType, name: c.name, uses_vendor_picker: c.usesVendorPicker, order_index: i,
    })), ['slug']);
    await upsert('provision', content.provisions.map((p) => ({
      provision_id: p.provisionId, category_slug: p.categorySlug, title: p.title, legal_basis: p.legalBasis, order_index: p.orderIndex,
    })), ['provision_id']);
    await upsert('job_level', content.jobLevels.map((j) => ({
      category_slug: j.categorySlug, slug: j.slug, name: j.name, description: j.description, order_index: j.orderIndex,
    })), ['category_slug', 'slug']);
    await upsert('county', content.counties.map((c) => ({ slug: c.slug, name: c.name, order_index: c.orderIndex })), ['slug']);
    await upsert('district', content.districts.map((d) => ({
      slug: d.slug, county_slug: d.countySlug, name: d.name, zip: d.zip, order_index: d.orderIndex,
    })), ['slug']);
    await upsert('vendor', content.vendors.map((v) => ({ uid: v.uid, category_slug: v.categorySlug, name: v.name, is_demo: true })), ['uid']);
    await upsert('news_category', content.newsCategories.map((c) => ({ slug: c.slug, name: c.name })), ['slug']);
    await upsert('news', content.news.map((n) => ({
      uid: n.uid, category_slug: n.categorySlug, title: n.title, content: n.content, starts_at: n.startsAt, is_demo: true,
    })), ['uid']);
    // Demo winners and heroes are inserted once, never updated: an editor may correct or (softly)
    // delete a demo row in the back office (migration 0014), and a later seed run must not undo that.
    // Rows made in the back office have random uids, never the seed's fixed ones.
    const insertOnly = async <T extends 'hero' | 'award' | 'award_winner'>(table: T, rows: Record<string, unknown>[]) => {
      if (rows.length > 0) await trx.insertInto(table).values(rows as never).onConflict((oc) => oc.column('uid').doNothing()).execute();
    };
    await insertOnly('hero', content.heroes.map((h) => ({
      uid: h.uid, edition_category: h.editionCategory, entity_type: h.entityType, organization_name: h.organizationName,
      name: h.name, ind_job_title: h.indJobTitle, ind_name: h.indName, honor_personal_statement: h.honorPersonalStatement,
      story: h.story, cover_url: h.coverUrl, order_index: h.orderIndex, is_demo: true,
    })));
    await insertOnly('award', content.awards.map((a) => ({
      uid: a.uid, edition_category: a.editionCategory, title: a.title, order_index: a.orderIndex,
    })));
    await insertOnly('award_winner', content.awards.flatMap((a) => a.winners.map((w, i) => ({
      uid: w.uid, award_uid: a.uid, hero_uid: w.heroUid, entity_type: w.entityType, organization_name: w.organizationName,
      person_name: w.personName, ind_job_title: w.indJobTitle, ind_name: w.indName, order_index: i,
    }))));

    await trx
      .insertInto('app_meta')
      .values({ key: 'seed_hash', value: hash })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: hash }))
      .execute();
  });
}
