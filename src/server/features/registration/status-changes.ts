// A registration's status changes as the audit log keeps them (`registration.transition` rows), each with
// who made it: the staff member's name where the actor was staff. The registration page's history shows
// them all; a refused decision (decided meanwhile) names the last one.
import type { components } from '../../../shared/generated/api';
import type { Database } from '../../platform/db/index';
import { isoTime } from '../../platform/db/iso-time';

export type StatusChange = components['schemas']['StatusChange'];

const text = (v: unknown) => (typeof v === 'string' ? v : null);

/** Oldest first; with `last`, only the newest one. */
export async function statusChanges(db: Database, uid: string, options: { last?: boolean } = {}): Promise<StatusChange[]> {
  let query = db
    .selectFrom('audit_event as a')
    .leftJoin('staff_account as s', (join) => join.onRef('s.uid', '=', 'a.actor_uid').on('a.actor_kind', '=', 'staff'))
    .select(['a.at', 'a.detail', 'a.actor_kind', 'a.actor_label', 's.display_name'])
    .where('a.action', '=', 'registration.transition')
    .where('a.subject_kind', '=', 'registration')
    .where('a.subject_uid', '=', uid);
  query = options.last ? query.orderBy('a.id', 'desc').limit(1) : query.orderBy('a.id');
  const rows = await query.execute();
  return rows.map((r) => {
    const d = (typeof r.detail === 'string' ? JSON.parse(r.detail) : r.detail) as Record<string, unknown>;
    return {
      at: isoTime(r.at),
      event: String(d.event),
      from: d.from as StatusChange['from'],
      to: d.to as StatusChange['to'],
      reason: text(d.reason),
      deadline: text(d.deadline),
      actorKind: r.actor_kind,
      actorLabel: r.actor_label,
      actorName: r.display_name,
    };
  });
}
