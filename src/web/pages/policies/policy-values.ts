// The settings the policy texts name (src/shared/privacy-policy.ts: fillPolicyText), from the public settings.
import { phoneWithExtensions } from '../../../shared/contact-phone';
import type { PolicyValues } from '../../../shared/policy-pages';
import type { PublicSettings } from '../../settings/settings-context';

export function policyValues(s: PublicSettings): PolicyValues {
  return {
    host: s.hostAuthority,
    institute: s.institute,
    site: s.siteTitle,
    programme: s.programmeName,
    mailbox: s.mailbox,
    phone: phoneWithExtensions(s.contactPhone, s.contactExtensions),
    hours: s.contactHours,
    retentionMonths: String(s.retentionMonths),
  };
}
