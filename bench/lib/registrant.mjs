// What a simulated registrant sends (bench/rush.mjs, bench/burst.mjs): the lookups a group registration
// names, read from the server once, and the body of registrant n's registration.

/** A travel agency's category, its provisions, and the first county and its first district. */
export async function groupLookups(base) {
  const get = async (path) => (await (await fetch(base + path)).json()).data;
  const category = 'org-grp_travel-industry';
  const [county] = await get('/api/common/v1/list-county');
  const [district] = await get(`/api/common/v1/list-district?parentSlug=${county.slug}`);
  const provisions = await get(`/api/common/v1/list-category-provision?organizationCategory=${category}`);
  return { category, county: county.slug, district: district.slug, provisions };
}

/** Registrant n's group registration (`name` tells the benches' registrants apart in the database). */
export function groupBody(lookups, n, cfToken, name = 'rush') {
  return {
    entityType: 'group', organizationCategory: lookups.category, organizationName: `搶報測試旅行社 ${n}`, vendorUid: null,
    grpCompanyUniformNumber: '04595257', isPenalized: false,
    provisions: lookups.provisions.map((p, i) => ({ provisionId: p.provisionId, isSatisfied: i === 0 })),
    agreedToTerms: true, contactName: '效能測試', contactPhoneNumber: '02-2345-6789', contactFaxNumber: '',
    contactEmail: `${name}-${n}@example.com`, contactCountyCategory: lookups.county, contactDistrictCategory: lookups.district,
    contactAddressLine: '測試路 1 號', cfToken,
  };
}
