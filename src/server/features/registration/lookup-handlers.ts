// Lookup lists (SPEC.md section 7, common/v1): organization categories, provisions, counties,
// districts, vendors and job levels. Query parameters are validated by the contract loader (an
// unknown category is a 400 there); a well-formed key with nothing behind it lists nothing.
// The lists change only with a new seed, so browsers and proxies may keep them for a while, and
// the server answers them from memory (cached-read.ts) with an ETag.
import type { FastifyReply } from 'fastify';
import type { Handlers } from '../../platform/contract/handler-types';
import { cachedRead } from '../../platform/cache/cached-read';
import { categoryJobLevels, categoryProvisions, categoryVendors, counties, countyDistricts, organizationCategories } from './lookup-queries';

const LOOKUP_MAX_AGE_SECONDS = 300;
const LOOKUP_CACHE = `public, max-age=${LOOKUP_MAX_AGE_SECONDS}`;
/** The server keeps a list as long as a browser may. */
const LOOKUP_TTL_MS = LOOKUP_MAX_AGE_SECONDS * 1000;

function cacheable(reply: FastifyReply) {
  reply.header('Cache-Control', LOOKUP_CACHE);
}


export const commonHandlers = {
  commonListOrganization: async ({ query, req, reply, services }) => {
    cacheable(reply);
    return cachedRead<'commonListOrganization'>({ services, req, reply }, `organization:${query.entityType}`, LOOKUP_TTL_MS, async () => {
      const rows = await organizationCategories(services.db, query.entityType);
      return { data: rows.map((r) => ({ name: r.name, slug: r.slug, uid: r.uid, usesVendorPicker: r.uses_vendor_picker })) };
    });
  },

  commonListCategoryProvision: async ({ query, req, reply, services }) => {
    cacheable(reply);
    return cachedRead<'commonListCategoryProvision'>({ services, req, reply }, `provision:${query.organizationCategory}`, LOOKUP_TTL_MS, async () => {
      const rows = await categoryProvisions(services.db, query.organizationCategory);
      return {
        data: rows.map((r) => ({ provisionId: r.provision_id, provisionTitle: r.title, orderIndex: r.order_index, legalBasis: r.legal_basis })),
      };
    });
  },

  commonListCounty: async ({ req, reply, services }) => {
    cacheable(reply);
    return cachedRead<'commonListCounty'>({ services, req, reply }, 'county', LOOKUP_TTL_MS, async () => {
      const rows = await counties(services.db);
      return { data: rows };
    });
  },

  commonListDistrict: async ({ query, req, reply, services }) => {
    cacheable(reply);
    return cachedRead<'commonListDistrict'>({ services, req, reply }, `district:${query.parentSlug}`, LOOKUP_TTL_MS, async () => {
      const rows = await countyDistricts(services.db, query.parentSlug);
      return { data: rows };
    });
  },

  commonListVendor: async ({ query, req, reply, services }) => {
    const keyword = query.keyword?.trim() ?? '';
    cacheable(reply);
    return cachedRead<'commonListVendor'>({ services, req, reply }, `vendor:${query.organizationCategory}:${keyword}`, LOOKUP_TTL_MS, async () => {
      const rows = await categoryVendors(services.db, query.organizationCategory, keyword);
      return { data: rows };
    });
  },

  commonListJobLevel: async ({ query, req, reply, services }) => {
    cacheable(reply);
    return cachedRead<'commonListJobLevel'>({ services, req, reply }, `job-level:${query.organizationCategory}`, LOOKUP_TTL_MS, async () => {
      const rows = await categoryJobLevels(services.db, query.organizationCategory);
      return { data: rows };
    });
  },
} satisfies Handlers;
