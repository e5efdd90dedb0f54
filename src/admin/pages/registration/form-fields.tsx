// Every field of the register form as staff read it: the form's own labels and order (its generated ui
// schema, the same one the register page renders), values by their names. The national ID number is
// what the server sent: opened or masked as the role's capabilities say (readNationalId).
import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import groupUi from '../../../shared/generated/registration-group.ui.json';
import individualUi from '../../../shared/generated/registration-individual.ui.json';
import { ENTITY_TYPE_LABELS } from './field-names';
import type { Applicant } from './registration-query';
import { Facts } from './page-section';

type Ui = Record<string, { 'ui:title'?: string; 'ui:enumNames'?: string[] }> & { 'ui:order': string[] };
/**
 * Not facts of the entry (the security check), or shown in a section of their own. The register form's
 * optional recommendation (recommendType, recommendCode, recommendUnit) only pre-fills upload step 3;
 * what the registrant submitted is step 3's, in the 推薦資料 section: shown here too, an empty form field
 * read 「推薦方式：未填寫」 above a section saying 他人推薦 (issue 29, item 12).
 */
const ELSEWHERE = new Set(['cfToken', 'vendorUid', 'provisions', 'indAvatarResourcesUid', 'agreedToTerms', 'recommendType', 'recommendCode', 'recommendUnit', '*']);

const NONE = (
  <Text span c="dimmed">
    未填寫
  </Text>
);

function valueOf(field: string, d: Applicant, ui: Ui): ReactNode {
  const r = d.registration;
  const text = (v: string | number | null | undefined) => (v === null || v === undefined || v === '' ? NONE : String(v));
  switch (field) {
    case 'entityType':
      return ENTITY_TYPE_LABELS[r.entityType];
    case 'organizationCategory':
      return r.organizationCategoryResp.name ?? r.organizationCategoryResp.slug;
    case 'contactCountyCategory':
      return r.contactCountyResp.name ?? r.contactCountyResp.slug;
    case 'contactDistrictCategory':
      return r.contactDistrictResp.name ?? r.contactDistrictResp.slug;
    case 'indJobLevelCategory':
      return text(d.jobLevelName ?? r.indJobLevelCategory);
    case 'isPenalized':
      return (ui.isPenalized?.['ui:enumNames'] ?? ['是', '否'])[r.isPenalized ? 0 : 1];
    default:
      return text((r as unknown as Record<string, string | number | null | undefined>)[field]);
  }
}

export function FormFields({ detail }: { detail: Applicant }) {
  const ui = (detail.registration.entityType === 'individual' ? individualUi : groupUi) as unknown as Ui;
  const rows = ui['ui:order']
    .filter((field) => !ELSEWHERE.has(field) && ui[field]?.['ui:title'])
    .map((field): [string, ReactNode] => [ui[field]!['ui:title']!, valueOf(field, detail, ui)]);
  rows.push(['承諾事項', detail.registration.agreedToTerms ? '已同意' : '未同意']);
  return <Facts rows={rows} />;
}
