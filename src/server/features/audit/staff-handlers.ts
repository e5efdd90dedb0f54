// The audit log's operations (admin; x-roles in the contract).
import type { Handlers } from '../../platform/contract/handler-types';
import { listAudit } from './audit-list';

export const auditHandlers = {
  adminAuditList: async ({ body, services }) => listAudit(services.db, body ?? {}),
} satisfies Handlers;
