// What SQL cannot say about a column: the union of values it holds (a status, a role) and the shape of a
// JSON column. The one hand-written part of the database's types: scripts/generators/30-database-types.mjs
// generates ./schema.ts from the migrated database and types each column named here as written here (a
// column with a default keeps Generated<>). The unions come from their own homes (the contract, the
// review machine's status list); the migrations' CHECKs hold the same values.
import type { ColumnType } from 'kysely';
import type { components } from '../../../shared/generated/api';
import type { RegistrationStatus } from '../../../shared/registration-status';

export type EntityType = components['schemas']['RegistrationRead']['entityType'];
export type AuditActorKind = 'staff' | 'registrant' | 'system' | 'anonymous';
export type PublicationBoard = 'awards' | 'heroes';
/** What a photo's metadata said (resource.image_info). */
export interface ImageInfo {
  width?: number;
  height?: number;
  dpi?: number | null;
  takenAt?: string | null;
}
/** A prize of a draw as stored (src/server/features/draw/draw-algorithm.ts). */
export interface StoredDrawWinner {
  prize: string;
  registrationNumber: string;
}

/**
 * What a receipt shows (receipt.content), as the confirm read it under its lock: the registration's
 * data, the achievements, the recommendation and every file with its size and SHA-256. Kept so that a
 * receipt rendered later shows what was confirmed then (src/server/features/upload/receipt/receipt-content.ts).
 */
export interface ReceiptContent {
  sequence: number;
  submittedAt: string;
  registrationNumber: string;
  entityType: EntityType;
  categoryName: string;
  organizationName: string;
  companyUniformNumber: string | null;
  personName: string | null;
  jobTitle: string | null;
  contactName: string;
  contactPhone: string;
  contactFax: string;
  contactEmail: string;
  address: string;
  achievements: { category: string; year: number; month: number; description: string }[];
  recommendation: { referralMethod: components['schemas']['Recommendation']['referralMethod']; recommendationNumber: string | null; recommendationSource: string | null } | null;
  files: { label: string; note: string | null; originalFilename: string; fileSize: number; fileType: string; sha256: string; uploadedAt: string }[];
}

/** A column with a default: inserts may leave it out (a ColumnType inside keeps its own read and update types). */
type Defaulted<T> = T extends ColumnType<infer S, infer I, infer U> ? ColumnType<S, I | undefined, U> : ColumnType<T, T | undefined, T>;
/** A unit a juror belongs to or works with (juror_declaration.affiliations). */
export interface JurorAffiliation {
  name: string;
  taxId?: string | null;
}
/** A juror's score sheet as stored: a score per criterion of the stage's rubric, and the comment. */
export interface ScoreSheet {
  scores?: Record<string, number>;
  comment?: string;
}

/** How a browser may reach an authenticator (WebAuthn's AuthenticatorTransport): staff_passkey.transports. */
export type PasskeyTransport = 'ble' | 'cable' | 'hybrid' | 'internal' | 'nfc' | 'smart-card' | 'usb';
/** What a WebAuthn challenge is for (staff_webauthn_challenge.purpose; the migration's CHECK holds the same). */
export type WebAuthnPurpose = 'enrol' | 'sign-in' | 'add';

/** A JSON column: read as its shape, written as the text of it (JSON.stringify). */
type Json<T, Update = string> = ColumnType<T, string, Update>;

/** A column's type for the generator, by `table.column`: the key is what the generator reads. */
const column = <T>() => undefined as unknown as T;

export const COLUMN_TYPES = {
  'registration.status': column<Defaulted<RegistrationStatus>>(),
  'registration.previous_status': column<RegistrationStatus | null>(),
  'registration.entity_type': column<EntityType>(),
  'organization_category.entity_type': column<EntityType>(),
  'award_winner.entity_type': column<EntityType>(),
  'hero.entity_type': column<EntityType>(),
  'edition_publication.board': column<PublicationBoard>(),
  'hero_cover_image.mime_type': column<'image/webp' | 'image/jpeg'>(),
  'staff_account.role': column<components['schemas']['StaffRole']>(),
  'audit_event.actor_kind': column<AuditActorKind>(),
  // Append-only (a trigger refuses UPDATE and DELETE): never updated.
  'audit_event.detail': column<Defaulted<Json<Record<string, unknown>, never>>>(),
  'resource.image_info': column<Json<ImageInfo> | null>(),
  'mail_queue.message': column<Json<Record<string, unknown>>>(),
  'scheduled_job.payload': column<Defaulted<Json<Record<string, unknown>>>>(),
  /** The tickets drawn from, in the order the algorithm reads them: each a recommender's registration number. */
  'reward_draw.tickets': column<Json<string[], never>>(),
  'reward_draw.winners': column<Json<StoredDrawWinner[], never>>(),
  'juror_declaration.affiliations': column<Defaulted<Json<JurorAffiliation[]>>>(),
  'judging_score.sheet': column<Defaulted<Json<ScoreSheet>>>(),
  'judging_decision.cutoff': column<Json<Record<string, unknown>, never>>(),
  'judging_decision.ranking': column<Json<Record<string, unknown>[], never>>(),
  'judging_decision.selected': column<Json<string[], never>>(),
  // A bigint the code compares with numbers (TOTP steps are far below 2^53).
  'staff_account.totp_last_step': column<ColumnType<string | number, number, number> | null>(),
  // A passkey's signature counter: a 32-bit value, a bigint in SQL for its unsigned range.
  'staff_passkey.counter': column<Defaulted<ColumnType<string | number, number, number>>>(),
  'staff_passkey.transports': column<Defaulted<Json<PasskeyTransport[]>>>(),
  'staff_webauthn_challenge.purpose': column<WebAuthnPurpose>(),
  // Written once by the confirm; null for a receipt carried over from before the table (0020-receipts).
  'receipt.content': column<Json<ReceiptContent, never> | null>(),
  'film_replacement.kind': column<components['schemas']['FilmKind']>(),
  // The captions' cues as parsed at upload (the transcript below the player).
  'film_replacement.cues': column<Json<components['schemas']['FilmCue'][]>>(),
};

export type ColumnTypes = typeof COLUMN_TYPES;

/** Row types the code names: type name -> table. */
export const ROW_TYPES = { Registration: 'registration', Resource: 'resource' } as const;
