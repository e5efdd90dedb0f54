// The vendor list's answers (zh-TW), server-only like staff-messages.ts. Limits come from
// schemas/admin/vendor-import.json, never typed here.
import { megabytes, sizeMessage, typeMessage } from '../../../shared/limit-texts';
import { VENDOR_IMPORT } from './vendor-import-rules';

const headerNames = (key: keyof typeof VENDOR_IMPORT.columns) => VENDOR_IMPORT.columns[key].map((c) => `「${c}」`).join('或');

export const vendorMessages = {
  fileMissing: '請選擇檔案',
  fileType: typeMessage({ types: Object.keys(VENDOR_IMPORT.types) }),
  fileSize: sizeMessage(VENDOR_IMPORT),
  fileUnreadable: '無法讀取此檔案，請確認為 CSV 或 XLSX 格式',
  notUtf8: 'CSV 檔須為 UTF-8 編碼（Excel 請另存為「CSV UTF-8（逗號分隔）」）',
  xlsxUnpacksTooLarge: `XLSX 檔解開後超過 ${megabytes(VENDOR_IMPORT.xlsx.maxUnpackedBytes)}或結構異常，無法讀取；請只保留名單工作表，另存新檔後再上傳`,
  xlsxTooHeavy: `XLSX 檔讀取超過 ${VENDOR_IMPORT.xlsx.workerSeconds} 秒或記憶體上限，無法讀取；請只保留名單工作表，另存新檔後再上傳`,
  noHeader: `第 1 列須為標題列，含${headerNames('category')}與${headerNames('name')}欄（${headerNames('code')}欄可省略）`,
  noRows: '檔案中沒有任何資料列',
  tooManyRows: `資料列不得超過 ${VENDOR_IMPORT.maxRows.toLocaleString('zh-TW')} 列（檔案上限 ${megabytes(VENDOR_IMPORT.maxBytes)}）`,
  unknownCategory: (value: string) => `查無類別「${value}」`,
  categoryWithoutList: (name: string) => `「${name}」類別的單位名稱不是由業者名單選取`,
  duplicateName: (line: number) => `與第 ${line} 列同類別、同名稱`,
  duplicateCode: (line: number) => `與第 ${line} 列同類別、同代碼`,
  nameHeldByHidden: (name: string) => `「${name}」是不在檔案中、但仍有報名使用的業者名稱，無法改給另一列`,
  codeHeldByHidden: (code: string) => `代碼「${code}」屬於不在檔案中、但仍有報名使用的業者，無法改給另一列`,
  rowError: (line: number, message: string) => `第 ${line} 列：${message}`,
  previewGone: '找不到此檔案的預覽，或預覽已逾時，請重新上傳檔案',
  vendorNotFound: '查無此業者',
} as const;
