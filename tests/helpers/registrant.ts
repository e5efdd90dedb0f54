// A registrant for tests of features behind sign-in: the row is written straight to the database
// (fast), then the test signs in through the real endpoint with the real security check.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { hashAccessCode, newAccessCode } from '../../src/server/platform/security/tokens';
import type { RegistrationStatus } from '../../src/shared/registration-status';
import { solveCaptcha } from './captcha';
import type { TestClient } from './test-client';

export interface TestRegistrant {
  uid: string;
  registrationNumber: string;
  accessCode: string;
}

let counter = 0;

export async function createRegistrant(
  app: FastifyInstance,
  opts: { entityType?: 'group' | 'individual'; status?: RegistrationStatus; category?: string } = {},
): Promise<TestRegistrant> {
  const db = app.services.db;
  const entityType = opts.entityType ?? 'group';
  const uid = randomUUID();
  const registrationNumber = `TEST${process.pid}${String(++counter).padStart(4, '0')}`;
  const accessCode = newAccessCode();
  const district = await db.selectFrom('district').select(['slug', 'county_slug']).orderBy('order_index').executeTakeFirstOrThrow();
  const category = await db
    .selectFrom('organization_category')
    .select('slug')
    .where('entity_type', '=', entityType)
    .$if(opts.category !== undefined, (q) => q.where('slug', '=', opts.category!))
    .orderBy('order_index')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('registration')
    .values({
      uid,
      registration_number: registrationNumber,
      access_code_hash: await hashAccessCode(accessCode),
      status: opts.status ?? 'in_progress',
      entity_type: entityType,
      organization_category: category.slug,
      organization_name: '測試觀光協會',
      vendor_uid: null,
      is_penalized: false,
      grp_company_uniform_number: entityType === 'group' ? '04595257' : null,
      contact_name: '王小明',
      contact_phone_number: '02-2345-6789',
      contact_email: `test${counter}@example.com`,
      contact_county: district.county_slug,
      contact_district: district.slug,
      contact_address_line: '忠孝東路一段 1 號',
      agreed_to_terms: true,
      recommend_type: null,
      recommend_code: null,
      recommend_unit: null,
      ind_job_level_category: null,
      ind_job_title: entityType === 'individual' ? '導遊' : null,
      ind_years_at_current_company: null,
      ind_years_in_profession: null,
      ind_name: entityType === 'individual' ? '林美華' : null,
      ind_personal_id_number: null,
      ind_birthday: null,
      ind_avatar_resource_uid: null,
      referral_method: null,
      recommendation_resource_uid: null,
      recommendation_number: null,
      recommendation_source: null,
      certificate_employment_resource_uid: null,
      self_introduction_resource_uid: null,
    })
    .execute();
  return { uid, registrationNumber, accessCode };
}

export async function signIn(client: TestClient, who: TestRegistrant) {
  const res = await client.post('/api/auth/v1/sign-in', {
    registrationNumber: who.registrationNumber,
    accessCode: who.accessCode,
    cfToken: await solveCaptcha(client),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${res.text}`);
  return res;
}
