// What a registration's summary page shows, taken from its submission, and the names its files have in
// the back office's ZIP (the summary lists them as the ZIP holds them). One home for both: the ZIP builds
// its folders from it, and the summary is made ahead of time from it (after a confirm, after a review
// decision) with exactly the content a ZIP would ask for.
import { createHash } from 'node:crypto';
import { extname } from 'node:path';
import type { Services } from '../../../platform/contract/services';
import { judgeRequiredSet, requiredSetFacts, submissionInputs, type Submission } from '../submission';
import { SUMMARY_LAYOUT, type RegistrationSummary } from './summary';

export interface NamedFile {
  /** "01-<document name>-1.jpg": the steps' order, the glossary's name, an index, the original extension. */
  name: string;
  file: Submission['files'][number];
}

/** Every submitted file under the name it has in the registration's ZIP. */
export function zipFileNames(s: Submission): NamedFile[] {
  const seen = new Map<string, number>();
  return s.files.map((f, i) => {
    const n = (seen.get(f.purpose) ?? 0) + 1;
    seen.set(f.purpose, n);
    const ext = extname(f.resource.original_filename).toLowerCase().replace(/[^.a-z0-9]/g, '');
    return { name: `${String(i + 1).padStart(2, '0')}-${f.label}-${n}${ext}`, file: f };
  });
}

/** What the summary of `s` shows (its files named as in the ZIP). */
export function registrationSummary(validators: Services['validators'], s: Submission, files: readonly NamedFile[] = zipFileNames(s)): RegistrationSummary {
  const reg = s.registration;
  return {
    registrationNumber: reg.registration_number,
    status: reg.status,
    entityType: reg.entity_type,
    categoryName: s.categoryName,
    organizationName: reg.organization_name,
    personName: reg.ind_name,
    contactName: reg.contact_name,
    contactPhone: reg.contact_phone_number,
    contactEmail: reg.contact_email,
    address: s.address,
    submittedAt: reg.submitted_at ? new Date(reg.submitted_at).toISOString() : null,
    missing: judgeRequiredSet(validators, requiredSetFacts(submissionInputs(s))).map((m) => m.message),
    files: files.map(({ name, file }) => ({ name, sha256: file.resource.sha256 })),
  };
}

/**
 * The key of a summary PDF: the SHA-256 of everything it prints but its time (the layout's version, the
 * programme's title, the summary's fields in their fixed order). Two summaries with one key are the same
 * page; a change of status, of a missing item, a contact or a file gives another key.
 */
export function summaryContentKey(siteTitle: string, summary: RegistrationSummary): string {
  return createHash('sha256').update(JSON.stringify([SUMMARY_LAYOUT, siteTitle, summary])).digest('hex');
}
