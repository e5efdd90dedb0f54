// What a receipt shows, taken from the submission the confirm read under its lock (./receipts.ts keeps
// it in receipt.content): the renderer reads only this, so a receipt rendered later, after a return for
// correction changed the registration, still shows what was confirmed then.
import type { ReceiptContent } from '../../../platform/db/column-types';
import type { Submission } from '../submission';

export type { ReceiptContent };

const iso = (value: Date | string) => new Date(value).toISOString();

export function receiptContent(s: Submission, sequence: number): ReceiptContent {
  const reg = s.registration;
  if (!reg.submitted_at) throw new Error('no receipt before the submission');
  return {
    sequence,
    submittedAt: iso(reg.submitted_at),
    registrationNumber: reg.registration_number,
    entityType: reg.entity_type,
    categoryName: s.categoryName,
    organizationName: reg.organization_name,
    companyUniformNumber: reg.grp_company_uniform_number,
    personName: reg.ind_name,
    jobTitle: reg.ind_job_title,
    contactName: reg.contact_name,
    contactPhone: reg.contact_phone_number,
    contactFax: reg.contact_fax_number,
    contactEmail: reg.contact_email,
    address: s.address,
    achievements: s.achievements.map((a) => ({ category: a.achievementCategoryResp.slug, year: a.year, month: a.month, description: a.description })),
    recommendation: s.recommendation && {
      referralMethod: s.recommendation.referralMethod,
      recommendationNumber: s.recommendation.recommendationNumber ?? null,
      recommendationSource: s.recommendation.recommendationSource || null,
    },
    files: s.files.map((f) => ({
      label: f.label,
      note: f.note,
      originalFilename: f.resource.original_filename,
      fileSize: Number(f.resource.file_size),
      fileType: f.resource.file_type,
      sha256: f.resource.sha256,
      uploadedAt: iso(f.resource.created_at),
    })),
  };
}
