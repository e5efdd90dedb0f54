// Eligibility provisions per organization category (SPEC.md section 3: provisionId, provisionTitle,
// orderIndex, legalBasis). SPEC.md does not give the regulation's wording: these titles and the
// article numbers are our demo text, written in the style of the programme's selection rules.
// Ids are fixed per category block (block n → n01, n02, …) so that saved registrations keep
// pointing at the same provision when the texts are edited.
import { categories } from './categories';
import type { ProvisionSeed } from './types';

const RULES = '觀光金質獎評選要點';

/** block: the id range of the category (block 1 → 101, 102, …); items: title, then the legal basis
 * after the rules' name. */
const byCategory: Record<string, { block: number; items: [string, string][] }> = {
  'org-grp_tourism-industry-association': { block: 1, items: [
    ['依法設立登記滿三年以上之觀光產業相關公會、協會或聯合會', '第四點第一款第一目'],
    ['近三年（112 至 114 年）會務運作正常，按時召開會員（代表）大會', '第四點第一款第二目'],
    ['近三年辦理觀光產業人才培育、推廣或交流活動，具體有績效', '第四點第一款第三目'],
    ['協助政府推動觀光政策或國際觀光行銷，有具體事蹟', '第四點第一款第四目'],
  ] },
  'org-grp_hotel-industry': { block: 2, items: [
    ['依發展觀光條例領有觀光旅館業營業執照或旅館業登記證', '第四點第二款第一目'],
    ['營業滿三年以上，近三年未有停業或歇業紀錄', '第四點第二款第二目'],
    ['取得星級旅館評鑑、環保旅館或其他服務品質認證', '第四點第二款第三目'],
    ['近三年推動永續經營、在地採購或數位轉型，有具體成果', '第四點第二款第四目'],
    ['提升旅宿服務品質或培育從業人員，有具體貢獻', '第四點第二款第五目'],
  ] },
  'org-grp_travel-industry': { block: 3, items: [
    ['依發展觀光條例領有旅行業執照，營業滿三年以上', '第四點第三款第一目'],
    ['依規定投保履約保證保險及責任保險', '第四點第三款第二目'],
    ['近三年開發具特色之國內旅遊或入境旅遊產品，有具體績效', '第四點第三款第三目'],
    ['近三年推動友善旅遊、無障礙旅遊或永續旅遊，有具體事蹟', '第四點第三款第四目'],
  ] },
  'org-grp_tourism-recreation': { block: 4, items: [
    ['依發展觀光條例領有觀光遊樂業執照，營業滿三年以上', '第四點第四款第一目'],
    ['近三年通過觀光遊樂業經營管理與安全督導考核', '第四點第四款第二目'],
    ['近三年推動遊樂設施安全、服務品質或無障礙環境改善，有具體成果', '第四點第四款第三目'],
    ['結合在地文化或產業辦理觀光推廣活動，有具體績效', '第四點第四款第四目'],
  ] },
  'org-grp_tourism-promotion-association': { block: 5, items: [
    ['依法設立登記之觀光推廣協會或其他熱心觀光之團體', '第四點第五款第一目'],
    ['近三年持續辦理地方觀光推廣、導覽解說或志工服務', '第四點第五款第二目'],
    ['結合社區、在地產業或學校推動觀光發展，有具體事蹟', '第四點第五款第三目'],
  ] },
  'org-ind_tourism-industry-staff': { block: 6, items: [
    ['現任觀光產業相關公協會之理事長、理監事、秘書長或專職人員', '第五點第一款第一目'],
    ['從事觀光產業服務年資累計滿三年以上', '第五點第一款第二目'],
    ['近三年（112 至 114 年）推動會務或觀光產業發展，有具體貢獻', '第五點第一款第三目'],
    ['協助政府推動觀光政策、國際交流或人才培育，有具體事蹟', '第五點第一款第四目'],
  ] },
  'org-ind_hotel-industry-staff': { block: 7, items: [
    ['現任觀光旅館業或旅館業之負責人、董監事或從業人員', '第五點第二款第一目'],
    ['從事旅宿業服務年資累計滿三年以上', '第五點第二款第二目'],
    ['服務表現優異，近三年曾獲顧客書面表揚或單位獎勵', '第五點第二款第三目'],
    ['提升旅宿服務品質、創新服務或培育後進，有具體貢獻', '第五點第二款第四目'],
  ] },
  'org-ind_homestay-operator': { block: 8, items: [
    ['經營依法登記之民宿，並為登記之經營者', '第五點第三款第一目'],
    ['經營民宿年資累計滿三年以上', '第五點第三款第二目'],
    ['結合在地文化、農特產或生態資源，提供特色住宿體驗', '第五點第三款第三目'],
    ['近三年推動友善環境、永續經營或數位服務，有具體成果', '第五點第三款第四目'],
  ] },
  'org-ind_travel-industry-comprehensive': { block: 9, items: [
    ['現任綜合旅行業之負責人、董監事、經理人或從業人員', '第五點第四款第一目'],
    ['從事旅行業服務年資累計滿三年以上', '第五點第四款第二目'],
    ['近三年開發或推廣具特色之旅遊產品，有具體績效', '第五點第四款第三目'],
    ['服務表現優異，維護旅客權益，有具體事蹟', '第五點第四款第四目'],
  ] },
  'org-ind_travel-industry-class-a': { block: 10, items: [
    ['現任甲種旅行業之負責人、董監事、經理人或從業人員', '第五點第五款第一目'],
    ['從事旅行業服務年資累計滿三年以上', '第五點第五款第二目'],
    ['近三年推廣國民旅遊或入境旅遊，有具體績效', '第五點第五款第三目'],
    ['服務表現優異，維護旅客權益，有具體事蹟', '第五點第五款第四目'],
  ] },
  'org-ind_travel-industry-class-b': { block: 11, items: [
    ['現任乙種旅行業之負責人、董監事、經理人或從業人員', '第五點第六款第一目'],
    ['從事旅行業服務年資累計滿三年以上', '第五點第六款第二目'],
    ['近三年推廣國民旅遊或在地深度旅遊，有具體績效', '第五點第六款第三目'],
  ] },
  'org-ind_tourism-recreation-staff': { block: 12, items: [
    ['現任觀光遊樂業之負責人、董監事、經理人或從業人員', '第五點第七款第一目'],
    ['從事觀光遊樂業服務年資累計滿三年以上', '第五點第七款第二目'],
    ['維護遊樂設施安全或提升遊客服務品質，有具體貢獻', '第五點第七款第三目'],
    ['近三年參與園區創新營運、活動企劃或人才培育，有具體成果', '第五點第七款第四目'],
  ] },
  'org-ind_enthusiastic-tourism-staff': { block: 13, items: [
    ['長期熱心參與觀光推廣、導覽解說或觀光志工服務', '第五點第八款第一目'],
    ['從事觀光相關服務年資累計滿三年以上', '第五點第八款第二目'],
    ['近三年對地方觀光發展或國際觀光交流，有具體貢獻', '第五點第八款第三目'],
  ] },
  'org-ind_tour-guide': { block: 14, items: [
    ['領有導遊人員執業證，並依規定參加在職訓練', '第五點第九款第一目'],
    ['執行導遊業務年資累計滿三年以上', '第五點第九款第二目'],
    ['近三年接待來臺旅客表現優異，曾獲旅客或業者書面表揚', '第五點第九款第三目'],
    ['具特殊語言專長或推廣臺灣文化、生態解說，有具體事蹟', '第五點第九款第四目'],
  ] },
  'org-ind_tour-leader': { block: 15, items: [
    ['領有領隊人員執業證，並依規定參加在職訓練', '第五點第十款第一目'],
    ['執行領隊業務年資累計滿三年以上', '第五點第十款第二目'],
    ['近三年帶團服務表現優異，維護旅客安全與權益', '第五點第十款第三目'],
    ['妥善處理旅遊突發事件或緊急狀況，有具體事蹟', '第五點第十款第四目'],
  ] },
};

export const provisions: ProvisionSeed[] = categories.flatMap((category) => {
  const entry = byCategory[category.slug];
  if (!entry) throw new Error(`no provisions for category ${category.slug}`);
  return entry.items.map(([title, article], i) => ({
    provisionId: entry.block * 100 + i + 1,
    categorySlug: category.slug,
    title,
    legalBasis: `${RULES}${article}`,
    orderIndex: i + 1,
  }));
});
