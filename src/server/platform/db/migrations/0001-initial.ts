// Initial schema: lookups, public content, registrations and everything attached to them.
// Forward-only: later changes are new files in this folder, listed in ./index.ts.
import type { Kysely } from 'kysely';
import { sql } from '../kysely-runtime';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against whatever the schema was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('app_meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  // ---- lookups -------------------------------------------------------------------------------
  await db.schema
    .createTable('organization_category')
    .addColumn('slug', 'text', (c) => c.primaryKey())
    .addColumn('uid', 'uuid', (c) => c.notNull().unique())
    .addColumn('entity_type', 'text', (c) => c.notNull().check(sql`entity_type in ('group', 'individual')`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('uses_vendor_picker', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('order_index', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('provision')
    .addColumn('provision_id', 'integer', (c) => c.primaryKey())
    .addColumn('category_slug', 'text', (c) => c.notNull().references('organization_category.slug'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('legal_basis', 'text', (c) => c.notNull())
    .addColumn('order_index', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('provision_category_idx').on('provision').column('category_slug').execute();

  await db.schema
    .createTable('job_level')
    .addColumn('category_slug', 'text', (c) => c.notNull().references('organization_category.slug'))
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('order_index', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('job_level_pk', ['category_slug', 'slug'])
    .execute();

  await db.schema
    .createTable('county')
    .addColumn('slug', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('order_index', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('district')
    .addColumn('slug', 'text', (c) => c.primaryKey())
    .addColumn('county_slug', 'text', (c) => c.notNull().references('county.slug'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('zip', 'text', (c) => c.notNull())
    .addColumn('order_index', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('district_county_idx').on('district').column('county_slug').execute();

  await db.schema
    .createTable('vendor')
    .addColumn('uid', 'uuid', (c) => c.primaryKey())
    .addColumn('category_slug', 'text', (c) => c.notNull().references('organization_category.slug'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('is_demo', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await db.schema.createIndex('vendor_category_idx').on('vendor').column('category_slug').execute();

  // ---- public content ------------------------------------------------------------------------
  await db.schema
    .createTable('news_category')
    .addColumn('slug', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('news')
    .addColumn('uid', 'uuid', (c) => c.primaryKey())
    .addColumn('category_slug', 'text', (c) => c.notNull().references('news_category.slug'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('is_demo', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await db.schema.createIndex('news_starts_at_idx').on('news').column('starts_at').execute();

  await db.schema
    .createTable('hero')
    .addColumn('uid', 'uuid', (c) => c.primaryKey())
    .addColumn('edition_category', 'text', (c) => c.notNull())
    .addColumn('entity_type', 'text', (c) => c.notNull().check(sql`entity_type in ('group', 'individual')`))
    .addColumn('organization_name', 'text')
    .addColumn('name', 'text')
    .addColumn('ind_job_title', 'text')
    .addColumn('ind_name', 'text')
    .addColumn('honor_personal_statement', 'text', (c) => c.notNull())
    .addColumn('story', 'text', (c) => c.notNull())
    .addColumn('cover_url', 'text', (c) => c.notNull())
    .addColumn('order_index', 'integer', (c) => c.notNull())
    .addColumn('is_demo', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await db.schema.createIndex('hero_edition_idx').on('hero').columns(['edition_category', 'entity_type']).execute();

  await db.schema
    .createTable('award')
    .addColumn('uid', 'uuid', (c) => c.primaryKey())
    .addColumn('edition_category', 'text', (c) => c.notNull())
    .addColumn('title', 'text')
    .addColumn('order_index', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('award_winner')
    .addColumn('uid', 'uuid', (c) => c.primaryKey())
    .addColumn('award_uid', 'uuid', (c) => c.notNull().references('award.uid').onDelete('cascade'))
    .addColumn('hero_uid', 'uuid', (c) => c.references('hero.uid'))
    .addColumn('entity_type', 'text', (c) => c.notNull())
    .addColumn('organization_name', 'text')
    .addColumn('person_name', 'text')
    .addColumn('ind_job_title', 'text')
    .addColumn('ind_name', 'text')
    .addColumn('order_index', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('award_winner_award_idx').on('award_winner').column('award_uid').execute();

  // ---- registrations -------------------------------------------------------------------------
  await db.schema
    .createTable('registration')
    .addColumn('uid', 'uuid', (c) => c.primaryKey())
    .addColumn('registration_number', 'text', (c) => c.notNull().unique())
    .addColumn('access_code_hash', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('in_progress').check(sql`status in ('in_progress', 'reviewed_awaiting', 'submitted')`),
    )
    .addColumn('entity_type', 'text', (c) => c.notNull().check(sql`entity_type in ('group', 'individual')`))
    .addColumn('organization_category', 'text', (c) => c.notNull().references('organization_category.slug'))
    .addColumn('organization_name', 'text', (c) => c.notNull())
    .addColumn('vendor_uid', 'uuid', (c) => c.references('vendor.uid'))
    .addColumn('is_penalized', 'boolean', (c) => c.notNull())
    .addColumn('grp_company_uniform_number', 'text')
    .addColumn('contact_name', 'text', (c) => c.notNull())
    .addColumn('contact_phone_number', 'text', (c) => c.notNull())
    .addColumn('contact_fax_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('contact_email', 'text', (c) => c.notNull())
    .addColumn('contact_county', 'text', (c) => c.notNull().references('county.slug'))
    .addColumn('contact_district', 'text', (c) => c.notNull().references('district.slug'))
    .addColumn('contact_address_line', 'text', (c) => c.notNull())
    .addColumn('agreed_to_terms', 'boolean', (c) => c.notNull())
    .addColumn('recommend_type', 'text')
    .addColumn('recommend_code', 'text')
    .addColumn('recommend_unit', 'text')
    .addColumn('ind_job_level_category', 'text')
    .addColumn('ind_job_title', 'text')
    .addColumn('ind_years_at_current_company', sql`numeric(3,1)`)
    .addColumn('ind_years_in_profession', sql`numeric(3,1)`)
    .addColumn('ind_name', 'text')
    .addColumn('ind_personal_id_number', 'text')
    .addColumn('ind_birthday', 'text')
    .addColumn('ind_avatar_resource_uid', 'uuid')
    // Step 3 of the upload workflow lives on the registration row: one of each.
    .addColumn('referral_method', 'text')
    .addColumn('recommendation_resource_uid', 'uuid')
    .addColumn('recommendation_number', 'text')
    .addColumn('recommendation_source', 'text')
    .addColumn('certificate_employment_resource_uid', 'uuid')
    .addColumn('self_introduction_resource_uid', 'uuid')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('submitted_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('registration_contact_idx').on('registration').columns(['contact_email', 'entity_type']).execute();

  await db.schema
    .createTable('registration_provision')
    .addColumn('registration_uid', 'uuid', (c) => c.notNull().references('registration.uid').onDelete('cascade'))
    .addColumn('provision_id', 'integer', (c) => c.notNull().references('provision.provision_id'))
    .addColumn('is_satisfied', 'boolean', (c) => c.notNull())
    .addPrimaryKeyConstraint('registration_provision_pk', ['registration_uid', 'provision_id'])
    .execute();

  await db.schema
    .createTable('session')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('registration_uid', 'uuid', (c) => c.notNull().references('registration.uid').onDelete('cascade'))
    .addColumn('access_token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('access_expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('refresh_token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('refresh_expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('session_registration_idx').on('session').column('registration_uid').execute();

  await db.schema
    .createTable('resource')
    .addColumn('uid', 'uuid', (c) => c.primaryKey())
    .addColumn('owner_registration_uid', 'uuid', (c) => c.references('registration.uid').onDelete('set null'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('original_filename', 'text', (c) => c.notNull())
    .addColumn('file_type', 'text', (c) => c.notNull())
    .addColumn('file_size', 'bigint', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('image_info', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // Set when a registration row references the file; unattached files are swept after a day.
    .addColumn('attached_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('resource_owner_idx').on('resource').column('owner_registration_uid').execute();
  await db.schema.createIndex('resource_unattached_idx').on('resource').columns(['attached_at', 'created_at']).execute();

  await db.schema
    .createTable('achievement')
    .addColumn('uid', 'uuid', (c) => c.primaryKey())
    .addColumn('registration_uid', 'uuid', (c) => c.notNull().references('registration.uid').onDelete('cascade'))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('month', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('achievement_registration_idx').on('achievement').column('registration_uid').execute();

  for (const table of ['picture', 'profession_picture']) {
    await db.schema
      .createTable(table)
      .addColumn('uid', 'uuid', (c) => c.primaryKey())
      .addColumn('registration_uid', 'uuid', (c) => c.notNull().references('registration.uid').onDelete('cascade'))
      .addColumn('resource_uid', 'uuid', (c) => c.notNull().references('resource.uid'))
      .addColumn('description', 'text')
      .addColumn('order_index', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex(`${table}_registration_idx`).on(table).column('registration_uid').execute();
  }

  // ---- security ------------------------------------------------------------------------------
  // Used security-check signatures, kept until they expire: tokens are single-use across instances.
  await db.schema
    .createTable('captcha_used')
    .addColumn('signature', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();

  // Fixed-window counters for throttling (login, resend...): in the database so instances share them.
  await db.schema
    .createTable('rate_limit')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('window_ends_at', 'timestamptz', (c) => c.notNull())
    .execute();

  // Mail waiting to be delivered (retried with backoff when the transport is down).
  await db.schema
    .createTable('mail_queue')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('message', 'jsonb', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('mail_queue_due_idx').on('mail_queue').columns(['sent_at', 'next_attempt_at']).execute();
}
