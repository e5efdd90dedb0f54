// The audit log as the back office reads it (admin): newest first, filtered by action (a prefix),
// actor (part of the label), subject, registration (by its number: the rows about it and the downloads
// of its files) and Taipei calendar days, one page at a time.
import type { components } from '../../../shared/generated/api';
import type { BodyOf } from '../../platform/contract/handler-types';
import type { Selectable } from 'kysely';
import type { Database } from '../../platform/db/index';
import type { DB } from '../../platform/db/schema';
import { sql } from '../../platform/db/kysely-runtime';
import { fromTaipeiLocal } from '../../../shared/taipei-time';

type AuditEvent = components['schemas']['AuditEvent'];
type AuditFilter = NonNullable<BodyOf<'adminAuditList'>>;

const DAY_MS = 24 * 60 * 60 * 1000;
const startOfTaipeiDay = (day: string) => new Date(fromTaipeiLocal(`${day}T00:00`));

/** LIKE's wildcards typed by a person are meant literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** At most this many rows in one CSV of the log (the newest): a filter narrows it further. */
export const AUDIT_EXPORT_MAX_ROWS = 100_000;

function filteredAudit(db: Database, filter: AuditFilter) {
  return db
    .selectFrom('audit_event')
    .$if(Boolean(filter.action), (q) => q.where('action', 'like', `${literal(filter.action!)}%`))
    .$if(Boolean(filter.actor), (q) => q.where('actor_label', 'ilike', `%${literal(filter.actor!)}%`))
    .$if(Boolean(filter.subjectUid), (q) => q.where('subject_uid', '=', filter.subjectUid!))
    .$if(Boolean(filter.registrationNumber), (q) =>
      q.where((eb) => {
        const uid = eb.selectFrom('registration').select(sql<string>`uid::text`.as('uid')).where('registration_number', '=', filter.registrationNumber!);
        // A file download names its registration in the detail; the rest have it as their subject.
        return eb.or([eb('subject_uid', 'in', uid), eb(sql<string>`detail->>'registrationUid'`, 'in', uid)]);
      }),
    )
    .$if(Boolean(filter.from), (q) => q.where('at', '>=', startOfTaipeiDay(filter.from!)))
    // The whole of the last day: before the next one begins.
    .$if(Boolean(filter.to), (q) => q.where('at', '<', new Date(startOfTaipeiDay(filter.to!).getTime() + DAY_MS)));
}

type AuditRow = Selectable<DB['audit_event']>;

const toEvent = (r: AuditRow): AuditEvent => ({
  id: String(r.id),
  at: r.at.toISOString(),
  actorKind: r.actor_kind,
  actorUid: r.actor_uid,
  actorLabel: r.actor_label,
  action: r.action,
  subjectKind: r.subject_kind,
  subjectUid: r.subject_uid,
  detail: r.detail,
  clientAddress: r.client_address,
});

/** Every row of the filter (page and pageSize ignored), newest first, up to AUDIT_EXPORT_MAX_ROWS: the CSV's. */
export async function auditRowsOf(db: Database, filter: AuditFilter): Promise<AuditEvent[]> {
  const rows = await filteredAudit(db, filter).selectAll().orderBy('id', 'desc').limit(AUDIT_EXPORT_MAX_ROWS).execute();
  return rows.map(toEvent);
}

export async function listAudit(db: Database, filter: AuditFilter): Promise<{ data: AuditEvent[]; total: number }> {
  const page = filter.page ?? 1;
  const pageSize = filter.pageSize ?? 50;
  const filtered = filteredAudit(db, filter);
  const [rows, count] = await Promise.all([
    filtered.selectAll().orderBy('id', 'desc').limit(pageSize).offset((page - 1) * pageSize).execute(),
    filtered.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.n),
    data: rows.map(toEvent),
  };
}
