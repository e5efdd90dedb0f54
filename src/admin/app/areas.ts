// The back office's areas and who sees them: an area shows for a role exactly when the contract's
// `x-roles` of the operation it opens with lets that role through (src/shared/generated/operation-roles.ts),
// so the menu and the server can never disagree.
import { OPERATION_ROLES, type StaffOperationId } from '../../shared/generated/operation-roles';
import type { StaffRole } from '../auth/staff-session';
import { FILM_PAGE } from '../pages/films/film-labels';

export interface StaffArea {
  path: string;
  label: string;
  /** The operation the area's page reads first. */
  operation: StaffOperationId;
}

export const STAFF_AREAS: readonly StaffArea[] = [
  // First: the home of every role that may read it (admin, reviewer, editor).
  { path: '/registrations', label: '報名資料', operation: 'adminRegistrationsList' },
  // A juror's home: the entries assigned to them (their only area).
  { path: '/jury', label: '評審作業', operation: 'judgingMyEntries' },
  { path: '/judging', label: '評審管理', operation: 'judgingOverview' },
  { path: '/staff', label: '工作人員帳號', operation: 'staffList' },
  { path: '/audit', label: '稽核紀錄', operation: 'adminAuditList' },
  { path: '/reminders', label: '截止前提醒信', operation: 'reminderPlan' },
  { path: '/awards', label: '得獎名單管理', operation: 'adminAwardsList' },
  { path: '/heroes', label: '英雄榜管理', operation: 'adminHeroesList' },
  { path: '/news', label: '最新消息管理', operation: 'adminNewsList' },
  { path: '/films', label: FILM_PAGE.title, operation: 'adminFilms' },
  { path: '/vendors', label: '業者名單', operation: 'adminVendorList' },
  { path: '/draw', label: '推薦抽獎', operation: 'drawRead' },
  { path: '/retention', label: '個資保存期限', operation: 'retentionPlan' },
];

/** Whether the contract lets `role` call `operation`. */
export const mayCall = (role: StaffRole, operation: StaffOperationId) => (OPERATION_ROLES[operation] as readonly string[]).includes(role);

export const areasFor = (role: StaffRole) => STAFF_AREAS.filter((a) => mayCall(role, a.operation));
