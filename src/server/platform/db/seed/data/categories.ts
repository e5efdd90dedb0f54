// Organization categories (SPEC.md section 3). The slugs are fixed by SPEC.md and must match the
// enums in schemas/common.schema.json (a test checks). `usesVendorPicker`: SPEC.md section 4 names
// the categories whose unit name is picked from the vendor list.
import type { EntityType } from '../../schema';

export interface CategorySeed {
  slug: string;
  uid: string;
  entityType: EntityType;
  name: string;
  usesVendorPicker: boolean;
}

export const categories: CategorySeed[] = [
  { slug: 'org-grp_tourism-industry-association', uid: '0c1a4f1e-5b1d-4c38-9a11-000000000001', entityType: 'group', name: '觀光產業相關公協會', usesVendorPicker: true },
  { slug: 'org-grp_hotel-industry', uid: '0c1a4f1e-5b1d-4c38-9a11-000000000002', entityType: 'group', name: '旅館業（含觀光旅館、一般旅館）', usesVendorPicker: true },
  { slug: 'org-grp_travel-industry', uid: '0c1a4f1e-5b1d-4c38-9a11-000000000003', entityType: 'group', name: '旅行業', usesVendorPicker: false },
  { slug: 'org-grp_tourism-recreation', uid: '0c1a4f1e-5b1d-4c38-9a11-000000000004', entityType: 'group', name: '觀光遊樂業', usesVendorPicker: false },
  { slug: 'org-grp_tourism-promotion-association', uid: '0c1a4f1e-5b1d-4c38-9a11-000000000005', entityType: 'group', name: '觀光推廣協會及其他熱心觀光團體', usesVendorPicker: false },
  { slug: 'org-ind_tourism-industry-staff', uid: '0c1a4f1e-5b1d-4c38-9a11-000000000011', entityType: 'individual', name: '觀光產業相關公協會人員', usesVendorPicker: true },
  { slug: 'org-ind_hotel-industry-staff', uid: '0c1a4f1e-5b1d-4c38-9a11-000000000012', entityType: 'individual', name: '旅館業從業人員', usesVendorPicker: true },
  { slug: 'org-ind_homestay-operator', uid: '0c1a4f1e-5b1d-4c38-9a11-000000000013', entityType: 'individual', name: '民宿經營者', usesVendorPicker: true },
  { slug: 'org-ind_travel-industry-comprehensive', uid: '0c1a4f1e-5b1d-4c38-9a11-000000000014', entityType: 'individual', name: '綜合旅行業從業人員', usesVendorPicker: false },
  { slug: 'org-ind_travel-industry-class-a', uid: '0c1a4f1e-5b1d-4c38-9a11-000000000015', entityType: 'individual', name: '甲種旅行業從業人員', usesVendorPicker: false },
  { slug: 'org-ind_travel-industry-class-b', uid: '0c1a4f1e-5b1d-4c38-9a11-000000000016', entityType: 'individual', name: '乙種旅行業從業人員', usesVendorPicker: false },
  { slug: 'org-ind_tourism-recreation-staff', uid: '0c1a4f1e-5b1d-4c38-9a11-000000000017', entityType: 'individual', name: '觀光遊樂業從業人員', usesVendorPicker: false },
  { slug: 'org-ind_enthusiastic-tourism-staff', uid: '0c1a4f1e-5b1d-4c38-9a11-000000000018', entityType: 'individual', name: '其他熱心觀光人士', usesVendorPicker: false },
  { slug: 'org-ind_tour-guide', uid: '0c1a4f1e-5b1d-4c38-9a11-000000000019', entityType: 'individual', name: '導遊人員', usesVendorPicker: false },
  { slug: 'org-ind_tour-leader', uid: '0c1a4f1e-5b1d-4c38-9a11-000000000020', entityType: 'individual', name: '領隊人員', usesVendorPicker: false },
];
