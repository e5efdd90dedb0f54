// Judging (issue 28; docs/judging.md): the jury's two scored stages.
// - staff_role: the staff roles as data, filled by the seed from schemas/admin/staff-common.schema.json at
//   every start, which staff_account.role references instead of a CHECK naming three roles (a new role,
//   the juror, is then a schema change).
// - juror_declaration: a juror's affiliations (units, tax ids) and the confidentiality pledge, given at the
//   first sign-in, before any entry is shown.
// - judging_stage: an edition's stage (1 初審, 2 決審): jurors per entry and when scoring closes.
// - judging_assignment: which juror scores which entry in a stage (removed rows are kept, with why).
// - judging_conflict: a conflict of interest between a juror and an entry, declared by the juror or
//   detected (same unit, same tax id, the juror's own recommendation); an admin may override it.
// - judging_score: a juror's score sheet of an entry in a stage: a draft until submitted; an admin may
//   reopen it (with a reason).
// - judging_tie_decision: the chair's recorded order among entries tied at a cut-off.
// - judging_decision: a stage's decision as applied, with the cut-off and the ranking it used, frozen.
// Forward-only.
import type { Kysely } from 'kysely';
import { sql } from '../kysely-runtime';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against whatever the schema was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('staff_role').addColumn('name', 'text', (c) => c.primaryKey()).execute();
  await db.insertInto('staff_role').values([{ name: 'admin' }, { name: 'reviewer' }, { name: 'editor' }]).execute();
  await sql`alter table staff_account drop constraint if exists staff_account_role_check`.execute(db);
  await sql`alter table staff_account add constraint staff_account_role_fk foreign key (role) references staff_role (name)`.execute(db);

  await db.schema
    .createTable('juror_declaration')
    .addColumn('staff_uid', 'text', (c) => c.primaryKey().references('staff_account.uid'))
    .addColumn('affiliations', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('pledge_accepted_at', 'timestamptz', (c) => c.notNull())
    .addColumn('declared_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('judging_stage')
    .addColumn('edition', 'smallint', (c) => c.notNull().references('edition.number'))
    .addColumn('stage', 'smallint', (c) => c.notNull())
    .addColumn('jurors_per_entry', 'smallint', (c) => c.notNull().defaultTo(2))
    .addColumn('scoring_closes_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('judging_stage_pk', ['edition', 'stage'])
    .execute();

  await db.schema
    .createTable('judging_assignment')
    .addColumn('uid', 'uuid', (c) => c.primaryKey())
    .addColumn('edition', 'smallint', (c) => c.notNull())
    .addColumn('stage', 'smallint', (c) => c.notNull())
    .addColumn('registration_uid', 'uuid', (c) => c.notNull().references('registration.uid'))
    .addColumn('juror_uid', 'text', (c) => c.notNull().references('staff_account.uid'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // null: made by the automatic assignment.
    .addColumn('created_by_uid', 'text')
    .addColumn('removed_at', 'timestamptz')
    .addColumn('removed_reason', 'text')
    .execute();
  await sql`create unique index judging_assignment_live on judging_assignment (edition, stage, registration_uid, juror_uid) where removed_at is null`.execute(db);
  await sql`create index judging_assignment_juror on judging_assignment (juror_uid, edition, stage) where removed_at is null`.execute(db);

  await db.schema
    .createTable('judging_conflict')
    .addColumn('juror_uid', 'text', (c) => c.notNull().references('staff_account.uid'))
    .addColumn('registration_uid', 'uuid', (c) => c.notNull().references('registration.uid'))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('overridden_at', 'timestamptz')
    .addColumn('overridden_by_uid', 'text')
    .addColumn('override_reason', 'text')
    .addPrimaryKeyConstraint('judging_conflict_pk', ['juror_uid', 'registration_uid'])
    .execute();

  await db.schema
    .createTable('judging_score')
    .addColumn('uid', 'uuid', (c) => c.primaryKey())
    .addColumn('edition', 'smallint', (c) => c.notNull())
    .addColumn('stage', 'smallint', (c) => c.notNull())
    .addColumn('registration_uid', 'uuid', (c) => c.notNull().references('registration.uid'))
    .addColumn('juror_uid', 'text', (c) => c.notNull().references('staff_account.uid'))
    .addColumn('sheet', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('submitted_at', 'timestamptz')
    .addColumn('reopened_at', 'timestamptz')
    .addColumn('reopen_reason', 'text')
    .addUniqueConstraint('judging_score_one', ['edition', 'stage', 'registration_uid', 'juror_uid'])
    .execute();

  await db.schema
    .createTable('judging_tie_decision')
    .addColumn('edition', 'smallint', (c) => c.notNull())
    .addColumn('stage', 'smallint', (c) => c.notNull())
    .addColumn('registration_uid', 'uuid', (c) => c.notNull().references('registration.uid'))
    // Among the entries tied with it: a smaller position ranks higher.
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('decided_by_uid', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('judging_tie_decision_pk', ['edition', 'stage', 'registration_uid'])
    .execute();

  await db.schema
    .createTable('judging_decision')
    .addColumn('uid', 'uuid', (c) => c.primaryKey())
    .addColumn('edition', 'smallint', (c) => c.notNull())
    .addColumn('stage', 'smallint', (c) => c.notNull())
    .addColumn('cutoff', 'jsonb', (c) => c.notNull())
    .addColumn('ranking', 'jsonb', (c) => c.notNull())
    .addColumn('selected', 'jsonb', (c) => c.notNull())
    .addColumn('decided_by_uid', 'text', (c) => c.notNull())
    .addColumn('decided_by_email', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('judging_decision_one', ['edition', 'stage'])
    .execute();
}
