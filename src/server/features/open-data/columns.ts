// The open data's CSV columns (zh-TW headers) and their values: the same rows the JSON answer carries.
import { ENTITY_TYPE_LABELS } from '../../../shared/labels';
import type { OpenHeroRow, OpenWinnerRow } from '../awards';

type Cell = string | null;

export const WINNER_COLUMNS: readonly { header: string; value: (r: OpenWinnerRow, edition: string) => Cell }[] = [
  { header: '屆別', value: (_r, edition) => edition },
  { header: '獎項', value: (r) => r.award },
  { header: '組別', value: (r) => ENTITY_TYPE_LABELS[r.entityType] },
  { header: '單位名稱', value: (r) => r.organizationName },
  { header: '姓名', value: (r) => r.name },
  { header: '職稱', value: (r) => r.jobTitle },
];

export const HERO_COLUMNS: readonly { header: string; value: (r: OpenHeroRow, edition: string, publicUrl: string) => Cell }[] = [
  { header: '屆別', value: (_r, edition) => edition },
  { header: '組別', value: (r) => ENTITY_TYPE_LABELS[r.entityType] },
  { header: '團隊名稱', value: (r) => r.teamName },
  { header: '單位名稱', value: (r) => r.organizationName },
  { header: '姓名', value: (r) => r.name },
  { header: '職稱', value: (r) => r.jobTitle },
  { header: '獲獎項目', value: (r) => r.award },
  { header: '簡介', value: (r) => r.statement },
  { header: '介紹頁', value: (r, _edition, publicUrl) => publicUrl + r.pagePath },
];
