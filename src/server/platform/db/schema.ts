// Generated from the migrated database by `npm run gen` (scripts/generators/30-database-types.mjs). Do not edit:
// change a migration (src/server/platform/db/migrations/) or a column type (./column-types.ts), then run `npm run gen`.
import type { Selectable } from 'kysely';
import type { ColumnTypes } from './column-types';
export type * from './column-types';
import type { ColumnType } from "kysely";

export type Generated<T> = T extends ColumnType<infer S, infer I, infer U>
  ? ColumnType<S, I | undefined, U>
  : ColumnType<T, T | undefined, T>;

export type Int8 = ColumnType<string, bigint | number | string, bigint | number | string>;

export type Numeric = ColumnType<string, number | string, number | string>;

export type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface AchievementTable {
  category: string;
  created_at: Generated<Timestamp>;
  description: string;
  month: number;
  registration_uid: string;
  uid: string;
  year: number;
}

export interface AppMetaTable {
  key: string;
  value: string;
}

export interface AuditEventTable {
  action: string;
  actor_kind: ColumnTypes["audit_event.actor_kind"];
  actor_label: string | null;
  actor_uid: string | null;
  at: Generated<Timestamp>;
  client_address: string | null;
  detail: ColumnTypes["audit_event.detail"];
  id: Generated<Int8>;
  subject_kind: string | null;
  subject_uid: string | null;
}

export interface AwardTable {
  deleted_at: Timestamp | null;
  edition_category: string;
  is_demo: Generated<boolean>;
  order_index: number;
  title: string | null;
  uid: string;
}

export interface AwardWinnerTable {
  award_uid: string;
  deleted_at: Timestamp | null;
  entity_type: ColumnTypes["award_winner.entity_type"];
  hero_uid: string | null;
  ind_job_title: string | null;
  ind_name: string | null;
  is_demo: Generated<boolean>;
  order_index: number;
  organization_name: string | null;
  person_name: string | null;
  registration_uid: string | null;
  uid: string;
}

export interface CaptchaUsedTable {
  expires_at: Timestamp;
  signature: string;
}

export interface CountyTable {
  name: string;
  order_index: number;
  slug: string;
}

export interface DistrictTable {
  county_slug: string;
  name: string;
  order_index: number;
  slug: string;
  zip: string;
}

export interface EditionTable {
  category: string;
  number: number;
}

export interface EditionPublicationTable {
  board: ColumnTypes["edition_publication.board"];
  edition_category: string;
  published_at: Generated<Timestamp>;
  published_by: string | null;
}

export interface FilmReplacementTable {
  cues: ColumnTypes["film_replacement.cues"];
  kind: ColumnTypes["film_replacement.kind"];
  mp4_key: string;
  mp4_size: number;
  mp4_uid: string;
  replaced_at: Generated<Timestamp>;
  replaced_by_label: string | null;
  replaced_by_uid: string | null;
  vtt_key: string;
  vtt_size: number;
  vtt_uid: string;
}

export interface HeroTable {
  cover_url: string | null;
  deleted_at: Timestamp | null;
  edition_category: string;
  entity_type: ColumnTypes["hero.entity_type"];
  honor_personal_statement: string;
  ind_job_title: string | null;
  ind_name: string | null;
  is_demo: Generated<boolean>;
  name: string | null;
  order_index: number;
  organization_name: string | null;
  registration_uid: string | null;
  story: string;
  uid: string;
}

export interface HeroCoverImageTable {
  byte_size: number;
  created_at: Generated<Timestamp>;
  height: number;
  hero_uid: string;
  mime_type: ColumnTypes["hero_cover_image.mime_type"];
  storage_key: string;
  uid: string;
  width: number;
}

export interface JobLevelTable {
  category_slug: string;
  description: string;
  name: string;
  order_index: number;
  slug: string;
}

export interface JudgingAssignmentTable {
  created_at: Generated<Timestamp>;
  created_by_uid: string | null;
  edition: number;
  juror_uid: string;
  registration_uid: string;
  removed_at: Timestamp | null;
  removed_reason: string | null;
  stage: number;
  uid: string;
}

export interface JudgingConflictTable {
  created_at: Generated<Timestamp>;
  juror_uid: string;
  overridden_at: Timestamp | null;
  overridden_by_uid: string | null;
  override_reason: string | null;
  reason: string;
  registration_uid: string;
  source: string;
}

export interface JudgingDecisionTable {
  cutoff: ColumnTypes["judging_decision.cutoff"];
  decided_at: Generated<Timestamp>;
  decided_by_email: string;
  decided_by_uid: string;
  edition: number;
  ranking: ColumnTypes["judging_decision.ranking"];
  selected: ColumnTypes["judging_decision.selected"];
  stage: number;
  uid: string;
}

export interface JudgingScoreTable {
  edition: number;
  juror_uid: string;
  registration_uid: string;
  reopen_reason: string | null;
  reopened_at: Timestamp | null;
  sheet: ColumnTypes["judging_score.sheet"];
  stage: number;
  submitted_at: Timestamp | null;
  uid: string;
  updated_at: Generated<Timestamp>;
}

export interface JudgingStageTable {
  edition: number;
  jurors_per_entry: Generated<number>;
  scoring_closes_at: Timestamp | null;
  stage: number;
  updated_at: Generated<Timestamp>;
}

export interface JudgingTieDecisionTable {
  decided_at: Generated<Timestamp>;
  decided_by_uid: string;
  edition: number;
  position: number;
  reason: string;
  registration_uid: string;
  stage: number;
}

export interface JurorDeclarationTable {
  affiliations: ColumnTypes["juror_declaration.affiliations"];
  declared_at: Generated<Timestamp>;
  pledge_accepted_at: Timestamp;
  staff_uid: string;
}

export interface MailQueueTable {
  attempts: Generated<number>;
  created_at: Generated<Timestamp>;
  id: string;
  kind: string;
  last_error: string | null;
  message: ColumnTypes["mail_queue.message"];
  next_attempt_at: Generated<Timestamp>;
  sent_at: Timestamp | null;
  to_address: string;
}

export interface NewsTable {
  category_slug: string;
  content: string;
  deleted_at: Timestamp | null;
  is_demo: Generated<boolean>;
  published: Generated<boolean>;
  starts_at: Timestamp;
  summary: string | null;
  title: string;
  uid: string;
  updated_at: Generated<Timestamp>;
  version: Generated<number>;
}

export interface NewsCategoryTable {
  name: string;
  slug: string;
}

export interface NewsFileTable {
  created_at: Generated<Timestamp>;
  file_size: number;
  file_type: string;
  height: number | null;
  news_uid: string;
  original_filename: string;
  storage_key: string;
  uid: string;
  uploaded_by_uid: string | null;
  width: number | null;
}

export interface NewsPendingRevisionTable {
  category_slug: string;
  content: string;
  news_uid: string;
  saved_at: Generated<Timestamp>;
  saved_by_label: string | null;
  saved_by_uid: string | null;
  starts_at: Timestamp;
  summary: string | null;
  title: string;
}

export interface NewsRevisionTable {
  action: string;
  category_slug: string;
  changed_at: Generated<Timestamp>;
  changed_by_label: string | null;
  changed_by_uid: string | null;
  content: string;
  deleted_at: Timestamp | null;
  news_uid: string;
  published: boolean;
  starts_at: Timestamp;
  summary: string | null;
  title: string;
  uid: string;
  version: number;
}

export interface OrganizationCategoryTable {
  entity_type: ColumnTypes["organization_category.entity_type"];
  name: string;
  order_index: number;
  slug: string;
  uid: string;
  uses_vendor_picker: Generated<boolean>;
}

export interface PictureTable {
  created_at: Generated<Timestamp>;
  description: string | null;
  order_index: number;
  registration_uid: string;
  resource_uid: string;
  uid: string;
}

export interface ProfessionPictureTable {
  created_at: Generated<Timestamp>;
  description: string | null;
  order_index: number;
  registration_uid: string;
  resource_uid: string;
  uid: string;
}

export interface ProvisionTable {
  category_slug: string;
  legal_basis: string;
  order_index: number;
  provision_id: number;
  title: string;
}

export interface RateLimitTable {
  count: number;
  key: string;
  window_ends_at: Timestamp;
}

export interface ReceiptTable {
  content: ColumnTypes["receipt.content"];
  created_at: Generated<Timestamp>;
  registration_uid: string;
  sequence: number;
  storage_key: string | null;
  submitted_at: Timestamp;
  uid: string;
}

export interface RegistrationTable {
  access_code_hash: string;
  agreed_to_terms: boolean;
  certificate_employment_resource_uid: string | null;
  contact_address_line: string;
  contact_county: string;
  contact_district: string;
  contact_email: string;
  contact_fax_number: Generated<string>;
  contact_name: string;
  contact_phone_number: string;
  correction_deadline: Timestamp | null;
  correction_reason: string | null;
  created_at: Generated<Timestamp>;
  edition: Generated<number>;
  entity_type: ColumnTypes["registration.entity_type"];
  grp_company_uniform_number: string | null;
  ind_avatar_resource_uid: string | null;
  ind_birthday: string | null;
  ind_job_level_category: string | null;
  ind_job_title: string | null;
  ind_name: string | null;
  ind_personal_id_number: string | null;
  ind_years_at_current_company: Numeric | null;
  ind_years_in_profession: Numeric | null;
  is_penalized: boolean;
  merit_achievements: Generated<number>;
  organization_category: string;
  organization_name: string;
  previous_status: ColumnTypes["registration.previous_status"];
  recommend_code: string | null;
  recommend_type: string | null;
  recommend_unit: string | null;
  recommendation_number: string | null;
  recommendation_resource_uid: string | null;
  recommendation_source: string | null;
  recommended_at: Timestamp | null;
  referral_method: string | null;
  registration_number: string;
  self_introduction_resource_uid: string | null;
  status: ColumnTypes["registration.status"];
  status_changed_at: Timestamp | null;
  submitted_at: Timestamp | null;
  tourism_photos: Generated<number>;
  uid: string;
  updated_at: Generated<Timestamp>;
  vendor_uid: string | null;
  workplace_photos: Generated<number>;
}

export interface RegistrationNoteTable {
  author_email: string;
  author_name: string;
  author_uid: string;
  created_at: Generated<Timestamp>;
  registration_uid: string;
  text: string;
  uid: string;
}

export interface RegistrationProvisionTable {
  is_satisfied: boolean;
  provision_id: number;
  registration_uid: string;
}

export interface RegistrationSummaryTable {
  content_sha256: string;
  created_at: Generated<Timestamp>;
  registration_uid: string;
  storage_key: string;
}

export interface ReminderSentTable {
  days: number;
  registration_uid: string;
  sent_at: Generated<Timestamp>;
}

export interface ResourceTable {
  attached_at: Timestamp | null;
  created_at: Generated<Timestamp>;
  file_size: Int8;
  file_type: string;
  image_info: ColumnTypes["resource.image_info"];
  original_filename: string;
  owner_registration_uid: string | null;
  purpose: string;
  sha256: string;
  storage_key: string;
  uid: string;
  uploader_key: string | null;
}

export interface RewardDrawTable {
  commitment_uid: string | null;
  edition: number;
  news_uid: string | null;
  published_at: Timestamp | null;
  ran_at: Generated<Timestamp>;
  ran_by_email: string;
  ran_by_uid: string;
  seed: string;
  tickets: ColumnTypes["reward_draw.tickets"];
  uid: string;
  winners: ColumnTypes["reward_draw.winners"];
}

export interface RewardDrawCommitmentTable {
  committed_at: Generated<Timestamp>;
  committed_by_email: string;
  committed_by_uid: string;
  edition: number;
  method: string;
  news_uid: string;
  seed_sha256: string | null;
  source: string | null;
  tickets_at_commit: number;
  uid: string;
}

export interface ScheduledJobTable {
  attempts: Generated<number>;
  created_at: Generated<Timestamp>;
  done_at: Timestamp | null;
  key: string;
  kind: string;
  last_error: string | null;
  lease_token: string | null;
  locked_until: Timestamp | null;
  payload: ColumnTypes["scheduled_job.payload"];
  run_at: Timestamp;
}

export interface SessionTable {
  access_expires_at: Timestamp;
  access_token_hash: string;
  created_at: Generated<Timestamp>;
  id: string;
  refresh_expires_at: Timestamp;
  refresh_token_hash: string;
  registration_uid: string;
  revoked_at: Timestamp | null;
}

export interface StaffAccountTable {
  created_at: Generated<Timestamp>;
  credentials_version: Generated<number>;
  disabled_at: Timestamp | null;
  display_name: string;
  email: string;
  enrolled_at: Timestamp | null;
  password_hash: string | null;
  role: ColumnTypes["staff_account.role"];
  totp_last_step: ColumnTypes["staff_account.totp_last_step"];
  totp_secret: string | null;
  uid: string;
  updated_at: Generated<Timestamp>;
}

export interface StaffEnrolmentTable {
  created_at: Generated<Timestamp>;
  expires_at: Timestamp;
  staff_uid: string;
  token_hash: string;
  totp_secret: string;
  used_at: Timestamp | null;
}

export interface StaffPasskeyTable {
  backed_up: Generated<boolean>;
  counter: ColumnTypes["staff_passkey.counter"];
  created_at: Generated<Timestamp>;
  credential_id: string;
  last_used_at: Timestamp | null;
  public_key: string;
  staff_uid: string;
  transports: ColumnTypes["staff_passkey.transports"];
}

export interface StaffRecoveryCodeTable {
  code_hash: string;
  created_at: Generated<Timestamp>;
  id: string;
  staff_uid: string;
  used_at: Timestamp | null;
}

export interface StaffRoleTable {
  name: string;
}

export interface StaffSessionTable {
  created_at: Generated<Timestamp>;
  expires_at: Timestamp;
  id_hash: string;
  last_seen_at: Timestamp;
  revoked_at: Timestamp | null;
  staff_uid: string;
}

export interface StaffWebauthnChallengeTable {
  challenge: string;
  created_at: Generated<Timestamp>;
  email: string | null;
  expires_at: Timestamp;
  failure: string | null;
  handle_hash: string;
  purpose: ColumnTypes["staff_webauthn_challenge.purpose"];
  staff_uid: string | null;
  used_at: Timestamp | null;
}

export interface VendorTable {
  category_slug: string;
  code: string | null;
  hidden_at: Timestamp | null;
  is_demo: Generated<boolean>;
  name: string;
  uid: string;
}

export interface VendorImportTable {
  created_at: Generated<Timestamp>;
  expires_at: Timestamp;
  file_name: string;
  rows: string;
  sha256: string;
}

export interface DB {
  achievement: AchievementTable;
  app_meta: AppMetaTable;
  audit_event: AuditEventTable;
  award: AwardTable;
  award_winner: AwardWinnerTable;
  captcha_used: CaptchaUsedTable;
  county: CountyTable;
  district: DistrictTable;
  edition: EditionTable;
  edition_publication: EditionPublicationTable;
  film_replacement: FilmReplacementTable;
  hero: HeroTable;
  hero_cover_image: HeroCoverImageTable;
  job_level: JobLevelTable;
  judging_assignment: JudgingAssignmentTable;
  judging_conflict: JudgingConflictTable;
  judging_decision: JudgingDecisionTable;
  judging_score: JudgingScoreTable;
  judging_stage: JudgingStageTable;
  judging_tie_decision: JudgingTieDecisionTable;
  juror_declaration: JurorDeclarationTable;
  mail_queue: MailQueueTable;
  news: NewsTable;
  news_category: NewsCategoryTable;
  news_file: NewsFileTable;
  news_pending_revision: NewsPendingRevisionTable;
  news_revision: NewsRevisionTable;
  organization_category: OrganizationCategoryTable;
  picture: PictureTable;
  profession_picture: ProfessionPictureTable;
  provision: ProvisionTable;
  rate_limit: RateLimitTable;
  receipt: ReceiptTable;
  registration: RegistrationTable;
  registration_note: RegistrationNoteTable;
  registration_provision: RegistrationProvisionTable;
  registration_summary: RegistrationSummaryTable;
  reminder_sent: ReminderSentTable;
  resource: ResourceTable;
  reward_draw: RewardDrawTable;
  reward_draw_commitment: RewardDrawCommitmentTable;
  scheduled_job: ScheduledJobTable;
  session: SessionTable;
  staff_account: StaffAccountTable;
  staff_enrolment: StaffEnrolmentTable;
  staff_passkey: StaffPasskeyTable;
  staff_recovery_code: StaffRecoveryCodeTable;
  staff_role: StaffRoleTable;
  staff_session: StaffSessionTable;
  staff_webauthn_challenge: StaffWebauthnChallengeTable;
  vendor: VendorTable;
  vendor_import: VendorImportTable;
}

export type Registration = Selectable<RegistrationTable>;
export type Resource = Selectable<ResourceTable>;
