// Generated from schemas/ by `npm run gen` (scripts/generators/50-programme-limits.mjs). Do not edit.
export const UPLOAD_REMINDERS: readonly string[] = [
  "觀光優良事蹟佐證資料（112 至 114 年）",
  "觀光永續發展或數位轉型加分事蹟佐證資料（選填）",
  "觀光活動照片（最多 12 張）",
  "工作場所照片 5 張（6 個月內拍攝、300 dpi）",
  "年資證明：僅個人組（旅行業從業人員除外）須附（PDF、PNG、JPG、JPEG，5MB 以內）",
  "推薦書（PDF、DOC、DOCX、ODT，10MB 以內，須加蓋公司印章或本人簽名）"
];
