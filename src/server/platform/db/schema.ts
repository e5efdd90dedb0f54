// Kysely's view of the tables created by ./migrations. Keep in step with them.
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { RegistrationStatus } from '../../../shared/registration-status';
import type { components } from '../../../shared/generated/api';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A nullable timestamp that inserts may leave out (soft deletes, migration 0014). */
type OptionalTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
/** numeric columns come back as strings from PostgreSQL; we write numbers. */
type Numeric = ColumnType<string, number | string, number | string>;
type BigIntCol = ColumnType<string | number, number, number>;
type Json<T> = ColumnType<T, string, string>;

export type EntityType = 'group' | 'individual';

export interface AppMetaTable { key: string; value: string }

export interface OrganizationCategoryTable {
  slug: string;
  uid: string;
  entity_type: EntityType;
  name: string;
  uses_vendor_picker: boolean;
  order_index: number;
}
export interface ProvisionTable {
  provision_id: number;
  category_slug: string;
  title: string;
  legal_basis: string;
  order_index: number;
}
export interface JobLevelTable {
  category_slug: string;
  slug: string;
  name: string;
  description: string;
  order_index: number;
}
export interface CountyTable { slug: string; name: string; order_index: number }
export interface DistrictTable { slug: string; county_slug: string; name: string; zip: string; order_index: number }
export interface VendorTable {
  uid: string;
  category_slug: string;
  name: string;
  is_demo: Generated<boolean>;
  /** Migration 0016: the imported file's own key of the unit (unique per category), if it has one. */
  code: Generated<string | null>;
  /** Migration 0016: dropped from the list but named by a registration: kept, never offered again. */
  hidden_at: Generated<Timestamp | null>;
}

/** Migration 0016: a previewed vendor list file's rows (JSON), by the file's SHA-256, until it expires. */
export interface VendorImportTable { sha256: string; file_name: string; rows: string; created_at: Generated<Timestamp>; expires_at: Timestamp }

export interface NewsCategoryTable { slug: string; name: string }
export interface NewsTable {
  uid: string;
  category_slug: string;
  title: string;
  content: string;
  starts_at: Timestamp;
  is_demo: Generated<boolean>;
  /** Migration 0011: a draft (false) is never public; a published item is public from starts_at. */
  published: Generated<boolean>;
  /** The text a shared link shows (Open Graph); null: derived from the content. */
  summary: Generated<string | null>;
  // Timestamp already makes the insert optional; Generated<Timestamp> nested one ColumnType in another,
  // which Kysely then typed as the ColumnType object itself.
  updated_at: Timestamp;
  /** Soft delete: hidden everywhere public, restorable by an admin. */
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Migration 0012: +1 on every change; an update naming an older one is a conflict (409). */
  version: Generated<number>;
}
/** The item as it was before each change (migration 0012; append-only). */
export interface NewsRevisionTable {
  uid: string;
  news_uid: string;
  version: number;
  category_slug: string;
  title: string;
  content: string;
  summary: string | null;
  starts_at: Timestamp;
  published: boolean;
  deleted_at: Date | string | null;
  action: string;
  changed_by_uid: string | null;
  changed_by_label: string | null;
  changed_at: CreatedAt;
}
/** A file uploaded into a news item (migration 0012): public only while its item is. */
export interface NewsFileTable {
  uid: string;
  news_uid: string;
  original_filename: string;
  file_type: string;
  file_size: number;
  storage_key: string;
  width: number | null;
  height: number | null;
  uploaded_by_uid: string | null;
  created_at: CreatedAt;
}
export interface HeroTable {
  uid: string;
  edition_category: string;
  entity_type: EntityType;
  organization_name: string | null;
  name: string | null;
  ind_job_title: string | null;
  ind_name: string | null;
  honor_personal_statement: string;
  story: string;
  /** Migration 0014: null until a cover is uploaded (the public board lists heroes with a cover only). */
  cover_url: string | null;
  order_index: number;
  is_demo: Generated<boolean>;
  /** Migration 0014: the registration a 3rd-edition hero was made from (null: typed in by hand). */
  registration_uid: Generated<string | null>;
  /** Migration 0014: soft delete (the seed never brings a deleted demo row back). */
  deleted_at: OptionalTimestamp;
}
export interface AwardTable {
  uid: string;
  edition_category: string;
  title: string | null;
  order_index: number;
  /** Migration 0016: a demo row (removed when SEED_DEMO is off). */
  is_demo: Generated<boolean>;
  deleted_at: OptionalTimestamp;
}
export interface AwardWinnerTable {
  uid: string;
  award_uid: string;
  hero_uid: string | null;
  entity_type: EntityType;
  organization_name: string | null;
  person_name: string | null;
  ind_job_title: string | null;
  ind_name: string | null;
  order_index: number;
  /** Migration 0016: a demo row (removed when SEED_DEMO is off). */
  is_demo: Generated<boolean>;
  /** Migration 0014: the accepted/awarded registration this winner was picked from (null: past editions). */
  registration_uid: Generated<string | null>;
  deleted_at: OptionalTimestamp;
}
/** Migration 0014: an edition's board the public sees (no row: hidden). */
export type PublicationBoard = 'awards' | 'heroes';
export interface EditionPublicationTable {
  edition_category: string;
  board: PublicationBoard;
  published_at: Timestamp;
  published_by: string | null;
}
/** Migration 0014: the renditions of an uploaded hero cover (WebP and JPEG, two widths each). */
export interface HeroCoverImageTable {
  uid: string;
  hero_uid: string;
  width: number;
  height: number;
  mime_type: 'image/webp' | 'image/jpeg';
  storage_key: string;
  byte_size: number;
  created_at: Timestamp;
}

export interface RegistrationTable {
  uid: string;
  registration_number: string;
  access_code_hash: string;
  status: Generated<RegistrationStatus>;
  entity_type: EntityType;
  organization_category: string;
  organization_name: string;
  vendor_uid: string | null;
  is_penalized: boolean;
  grp_company_uniform_number: string | null;
  contact_name: string;
  contact_phone_number: string;
  contact_fax_number: Generated<string>;
  contact_email: string;
  contact_county: string;
  contact_district: string;
  contact_address_line: string;
  agreed_to_terms: boolean;
  recommend_type: string | null;
  recommend_code: string | null;
  recommend_unit: string | null;
  ind_job_level_category: string | null;
  ind_job_title: string | null;
  ind_years_at_current_company: Numeric | null;
  ind_years_in_profession: Numeric | null;
  ind_name: string | null;
  ind_personal_id_number: string | null;
  ind_birthday: string | null;
  ind_avatar_resource_uid: string | null;
  referral_method: string | null;
  recommendation_resource_uid: string | null;
  recommendation_number: string | null;
  recommendation_source: string | null;
  /** When the recommendation number was last saved (step 3; migration 0015): the early-bird list's order. */
  recommended_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  certificate_employment_resource_uid: string | null;
  self_introduction_resource_uid: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
  submitted_at: Timestamp | null;
  /** The receipt PDF in the files store, once rendered (migration 0002). */
  receipt_storage_key: Generated<string | null>;
  /** The review lifecycle (migration 0006): the status before the last staff decision, what an undo returns to. */
  previous_status: Generated<RegistrationStatus | null>;
  /** The current correction request while reviewed_awaiting (cleared on the registrant's confirm). */
  correction_reason: Generated<string | null>;
  correction_deadline: Generated<Date | null>;
  status_changed_at: Generated<Date | null>;
  /** The programme's edition, 1-3 (migration 0009; new rows: config.programme.edition). */
  edition: Generated<number>;
}
export interface RegistrationProvisionTable { registration_uid: string; provision_id: number; is_satisfied: boolean }

export interface SessionTable {
  id: string;
  registration_uid: string;
  access_token_hash: string;
  access_expires_at: Timestamp;
  refresh_token_hash: string;
  refresh_expires_at: Timestamp;
  created_at: CreatedAt;
  revoked_at: Timestamp | null;
}

export interface ImageInfo { width?: number; height?: number; dpi?: number | null; takenAt?: string | null }
export interface ResourceTable {
  uid: string;
  owner_registration_uid: string | null;
  purpose: string;
  original_filename: string;
  file_type: string;
  file_size: BigIntCol;
  sha256: string;
  storage_key: string;
  image_info: Json<ImageInfo> | null;
  created_at: CreatedAt;
  attached_at: Timestamp | null;
  /** Anonymous uploads: a hash of the client address, for the unattached-upload quota (migration 0003). */
  uploader_key: Generated<string | null>;
}
export interface AchievementTable {
  uid: string;
  registration_uid: string;
  category: string;
  year: number;
  month: number;
  description: string;
  created_at: CreatedAt;
}
export interface PictureTable {
  uid: string;
  registration_uid: string;
  resource_uid: string;
  description: string | null;
  order_index: number;
  created_at: CreatedAt;
}
export interface CaptchaUsedTable { signature: string; expires_at: Timestamp }
export interface RateLimitTable { key: string; count: number; window_ends_at: Timestamp }
export interface MailQueueTable {
  id: string;
  kind: string;
  to_address: string;
  message: Json<Record<string, unknown>>;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  sent_at: Timestamp | null;
  last_error: string | null;
  created_at: CreatedAt;
}

/** Append-only (a trigger refuses UPDATE and DELETE): migrations/0005-audit-event.ts. */
export interface AuditEventTable {
  id: ColumnType<string, never, never>;
  at: CreatedAt;
  actor_kind: AuditActorKind;
  actor_uid: string | null;
  actor_label: string | null;
  action: string;
  subject_kind: string | null;
  subject_uid: string | null;
  detail: ColumnType<Record<string, unknown>, string | undefined, never>;
  client_address: string | null;
}
export type AuditActorKind = 'staff' | 'registrant' | 'system' | 'anonymous';

/** Staff of the back office (migrations/0007-staff.ts). The role's values: schemas/admin/staff-role.schema.json. */
export interface StaffAccountTable {
  uid: string;
  email: string;
  display_name: string;
  role: StaffRoleColumn;
  disabled_at: Timestamp | null;
  /** scrypt (src/server/platform/security/tokens.ts); null until enrolment. */
  password_hash: string | null;
  /** Sealed with the personal-data cipher, context `staff-totp:<uid>`; null until enrolment. */
  totp_secret: string | null;
  totp_last_step: BigIntCol | null;
  enrolled_at: Timestamp | null;
  credentials_version: Generated<number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}
type StaffRoleColumn = components['schemas']['StaffRole'];
export interface StaffRecoveryCodeTable {
  id: string;
  staff_uid: string;
  code_hash: string;
  used_at: Timestamp | null;
  created_at: CreatedAt;
}
export interface StaffEnrolmentTable {
  token_hash: string;
  staff_uid: string;
  totp_secret: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: CreatedAt;
}
export interface StaffSessionTable {
  id_hash: string;
  staff_uid: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  last_seen_at: Timestamp;
  revoked_at: Timestamp | null;
}
/** A job of the scheduler (migrations/0008-scheduler.ts, src/server/platform/scheduler/). */
export interface ScheduledJobTable {
  key: string;
  kind: string;
  payload: ColumnType<Record<string, unknown>, string | undefined, string>;
  run_at: Timestamp;
  done_at: Timestamp | null;
  attempts: Generated<number>;
  last_error: string | null;
  locked_until: Timestamp | null;
  lease_token: string | null;
  created_at: CreatedAt;
}
/** One reminder letter of one kind (days before the upload deadline) per registration (migration 0008). */
export interface ReminderSentTable {
  registration_uid: string;
  days: number;
  sent_at: CreatedAt;
}

/** Staff notes on a registration, append-only (migrations/0010-staff-note.ts). */
export interface RegistrationNoteTable {
  uid: string;
  registration_uid: string;
  author_uid: string;
  author_name: string;
  author_email: string;
  text: string;
  created_at: CreatedAt;
}

/** A prize of a draw as stored (src/server/features/draw/draw-algorithm.ts). */
export interface StoredDrawWinner {
  prize: string;
  registrationNumber: string;
}

/** The recommendation reward draw of an edition, kept once run (migrations/0015-reward-draw.ts). */
export interface RewardDrawTable {
  uid: string;
  edition: number;
  seed: string;
  /** The tickets drawn from, in the order the algorithm reads them: each a recommender's registration number. */
  tickets: ColumnType<string[], string, never>;
  winners: ColumnType<StoredDrawWinner[], string, never>;
  ran_by_uid: string;
  ran_by_email: string;
  ran_at: CreatedAt;
  published_at: Timestamp | null;
  news_uid: string | null;
}

export interface DB {
  app_meta: AppMetaTable;
  organization_category: OrganizationCategoryTable;
  provision: ProvisionTable;
  job_level: JobLevelTable;
  county: CountyTable;
  district: DistrictTable;
  vendor: VendorTable;
  vendor_import: VendorImportTable;
  news_category: NewsCategoryTable;
  news: NewsTable;
  news_revision: NewsRevisionTable;
  news_file: NewsFileTable;
  hero: HeroTable;
  award: AwardTable;
  award_winner: AwardWinnerTable;
  edition_publication: EditionPublicationTable;
  hero_cover_image: HeroCoverImageTable;
  registration: RegistrationTable;
  registration_provision: RegistrationProvisionTable;
  session: SessionTable;
  resource: ResourceTable;
  achievement: AchievementTable;
  picture: PictureTable;
  profession_picture: PictureTable;
  captcha_used: CaptchaUsedTable;
  rate_limit: RateLimitTable;
  mail_queue: MailQueueTable;
  audit_event: AuditEventTable;
  staff_account: StaffAccountTable;
  staff_recovery_code: StaffRecoveryCodeTable;
  staff_enrolment: StaffEnrolmentTable;
  staff_session: StaffSessionTable;
  scheduled_job: ScheduledJobTable;
  reminder_sent: ReminderSentTable;
  registration_note: RegistrationNoteTable;
  reward_draw: RewardDrawTable;
}

export type Registration = Selectable<RegistrationTable>;
export type Resource = Selectable<ResourceTable>;
