// Lookup lists (SPEC.md section 7, common/v1): organization categories, provisions, counties,
// districts, vendors and job levels. Query parameters are validated by the contract loader (an
// unknown category is a 400 there); a well-formed key with nothing behind it lists nothing.
// The lists change only with a new seed, so browsers and proxies may keep them for a while.
import type { FastifyReply } from 'fastify';
import type { Handlers } from '../contract/handler-types';

const LOOKUP_CACHE = 'public, max-age=300';

function cacheable(reply: FastifyReply) {
  reply.header('Cache-Control', LOOKUP_CACHE);
}

/** LIKE pattern for "contains", with the wildcard characters of the keyword taken literally. */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export const commonHandlers = {
  commonListOrganization: async ({ query, reply, services }) => {
    const rows = await services.db
      .selectFrom('organization_category')
      .select(['name', 'slug', 'uid', 'uses_vendor_picker'])
      .where('entity_type', '=', query.entityType)
      .orderBy('order_index')
      .execute();
    cacheable(reply);
    return { data: rows.map((r) => ({ name: r.name, slug: r.slug, uid: r.uid, usesVendorPicker: r.uses_vendor_picker })) };
  },

  commonListCategoryProvision: async ({ query, reply, services }) => {
    const rows = await services.db
      .selectFrom('provision')
      .select(['provision_id', 'title', 'order_index', 'legal_basis'])
      .where('category_slug', '=', query.organizationCategory)
      .orderBy('order_index')
      .orderBy('provision_id')
      .execute();
    cacheable(reply);
    return {
      data: rows.map((r) => ({ provisionId: r.provision_id, provisionTitle: r.title, orderIndex: r.order_index, legalBasis: r.legal_basis })),
    };
  },

  commonListCounty: async ({ reply, services }) => {
    const rows = await services.db.selectFrom('county').select(['name', 'slug']).orderBy('order_index').execute();
    cacheable(reply);
    return { data: rows };
  },

  commonListDistrict: async ({ query, reply, services }) => {
    const rows = await services.db
      .selectFrom('district')
      .select(['name', 'slug', 'zip'])
      .where('county_slug', '=', query.parentSlug)
      .orderBy('order_index')
      .execute();
    cacheable(reply);
    return { data: rows };
  },

  commonListVendor: async ({ query, reply, services }) => {
    const keyword = query.keyword?.trim() ?? '';
    let select = services.db
      .selectFrom('vendor')
      .select(['name', 'uid'])
      .where('category_slug', '=', query.organizationCategory);
    if (keyword) select = select.where('name', 'ilike', containsPattern(keyword));
    const rows = await select.orderBy('name').orderBy('uid').execute();
    cacheable(reply);
    return { data: rows };
  },

  commonListJobLevel: async ({ query, reply, services }) => {
    const rows = await services.db
      .selectFrom('job_level')
      .select(['name', 'slug', 'description'])
      .where('category_slug', '=', query.organizationCategory)
      .orderBy('order_index')
      .execute();
    cacheable(reply);
    return { data: rows };
  },
} satisfies Handlers;
