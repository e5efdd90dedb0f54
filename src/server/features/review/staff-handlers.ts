// The registrations operations of the back office (tag admin-registrations). Who may call them is the
// contract's x-roles (admin, reviewer, editor), enforced by the route loader before these run; no row
// carries a national ID number, so an editor reads the same list.
import type { Handlers } from '../../platform/contract/handler-types';
import { listRegistrations } from './list';
import { summarizeRegistrations } from './summary';

export const registrationsAdminHandlers = {
  adminRegistrationsList: async ({ body, services }) => {
    const { rows, total } = await listRegistrations(services, body);
    return { data: rows, total };
  },

  adminRegistrationsSummary: async ({ body, services }) => ({ data: await summarizeRegistrations(services, body) }),
} satisfies Handlers;
