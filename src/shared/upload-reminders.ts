// What a new registrant uploads next (SPEC.md section 2, success view): shown on the success page and
// listed in the confirmation letter, from this one list.
export const uploadReminders: readonly string[] = [
  '觀光優良事蹟佐證資料',
  '永續發展或數位轉型加分事蹟佐證資料',
  '觀光活動照片（最多 12 張）',
  '工作場所照片 5 張',
  '年資證明文件（PDF 或圖片檔）',
  '推薦書（PDF 檔，須加蓋公司印章或本人簽名）',
];
