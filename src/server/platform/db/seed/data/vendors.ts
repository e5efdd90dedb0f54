// Demo vendor list for the categories whose unit name is picked from a list (usesVendorPicker in
// categories.ts). Every name is fictional and ends in （示範） so that nobody mistakes it for a
// real business; some carry Latin letters so that the case-insensitive search has something to do.
import type { VendorSeed } from './types';

const byCategory: Record<string, { block: number; names: string[] }> = {
  'org-grp_tourism-industry-association': { block: 1, names: [
    '臺灣晨曦觀光產業發展協會（示範）',
    '中華山海旅宿經營協會（示範）',
    '全國青禾導覽解說人員公會（示範）',
    '臺灣星河旅行業品質促進會（示範）',
    '雲嶺觀光遊樂產業聯合會（示範）',
    '港灣城市觀光推展協會（示範）',
    'Formosa Trails 觀光發展協會（示範）',
    '南方島嶼民宿聯誼會（示範）',
    '臺灣友善旅遊服務協會（示範）',
    '東海岸生態旅遊促進會（示範）',
  ] },
  'org-grp_hotel-industry': { block: 2, names: [
    '晨曦大飯店（示範）',
    '山海之間溫泉會館（示範）',
    '星河國際觀光旅館（示範）',
    'Harbor Light 港灣旅店（示範）',
    '青禾商旅（示範）',
    '雲嶺渡假酒店（示範）',
    '月光灣海景飯店（示範）',
    '老街驛站旅館（示範）',
    'Blue Pine 藍松酒店（示範）',
    '稻浪田園旅館（示範）',
    '北緯二十三度旅店（示範）',
  ] },
  'org-ind_tourism-industry-staff': { block: 3, names: [
    '臺灣晨曦觀光產業發展協會（示範）',
    '中華山海旅宿經營協會（示範）',
    '全國青禾導覽解說人員公會（示範）',
    '臺灣星河旅行業品質促進會（示範）',
    '港灣城市觀光推展協會（示範）',
    'Formosa Trails 觀光發展協會（示範）',
    '臺灣友善旅遊服務協會（示範）',
    '東海岸生態旅遊促進會（示範）',
  ] },
  'org-ind_hotel-industry-staff': { block: 4, names: [
    '晨曦大飯店（示範）',
    '山海之間溫泉會館（示範）',
    '星河國際觀光旅館（示範）',
    'Harbor Light 港灣旅店（示範）',
    '青禾商旅（示範）',
    '雲嶺渡假酒店（示範）',
    '月光灣海景飯店（示範）',
    '老街驛站旅館（示範）',
    'Blue Pine 藍松酒店（示範）',
    '稻浪田園旅館（示範）',
  ] },
  'org-ind_homestay-operator': { block: 5, names: [
    '山嵐小屋民宿（示範）',
    '海風與貓民宿（示範）',
    '稻香人家民宿（示範）',
    '星空露台民宿（示範）',
    'Slow Tide 慢潮民宿（示範）',
    '竹林深處民宿（示範）',
    '茶園晨光民宿（示範）',
    '綠島浪花民宿（示範）',
    '老厝時光民宿（示範）',
    '楓葉谷民宿（示範）',
  ] },
};

const hex = (n: number, width: number) => n.toString(16).padStart(width, '0');

export const vendors: VendorSeed[] = Object.entries(byCategory).flatMap(([categorySlug, { block, names }]) =>
  names.map((name, i) => ({ uid: `5e1d7a00-0000-4000-8000-${hex(block, 4)}${hex(i + 1, 8)}`, categorySlug, name })),
);
