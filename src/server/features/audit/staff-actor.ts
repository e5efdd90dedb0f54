// A signed-in staff member as the audit log remembers them (the actor of what they do in the back office).
import type { FastifyRequest } from 'fastify';
import type { AuditActor } from './audit-log';
import type { Staff } from '../../platform/contract/callers';

export const staffActor = (staff: Staff, req: FastifyRequest): AuditActor => ({ kind: 'staff', uid: staff.uid, label: staff.email, clientAddress: req.ip });
