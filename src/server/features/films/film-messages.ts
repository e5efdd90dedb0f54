// The back office's answers about replacing a film (zh-TW). Server-only: kept out of every public bundle.
export const filmMessages = {
  noFilm: '請選擇影片檔（MP4）',
  noCaptions: '請選擇字幕檔（WebVTT，.vtt）',
  emptyFile: '檔案是空的',
  captionsTooLarge: (limit: string) => `字幕檔不得超過 ${limit}`,
  captionsNotText: '字幕檔必須是 UTF-8 編碼的文字檔',
  captionsNoHeader: '字幕檔第一行必須是「WEBVTT」',
  captionsNoCue: '字幕檔至少要有一段字幕',
  captionsBadTime: (line: number) => `字幕檔第 ${line} 行的時間格式不正確（例如 00:00:01.000 --> 00:00:04.000）`,
  captionsTimeOrder: (line: number) => `字幕檔第 ${line} 行的時間順序不正確：結束時間須晚於開始時間，且不得早於前一段字幕的開始時間`,
  captionsMarkup: (line: number) => `字幕檔第 ${line} 行含有標記或特殊符號（<、>、&），字幕只能是純文字`,
  captionsEmptyCue: (line: number) => `字幕檔第 ${line} 行的字幕沒有文字`,
  fileNotFound: '檔案不存在',
  rangeNotSatisfiable: '要求的範圍超出檔案大小',
} as const;
