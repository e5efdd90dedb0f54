// The draw's answers (zh-TW), server-only like staff-messages.ts.
export const drawMessages = {
  alreadyDrawn: '本屆推薦抽獎已經抽出，結果不可重抽；如需核對，請以相同種子「重新驗算」',
  noTickets: '目前沒有成功推薦，無法抽獎',
  notDrawn: '本屆尚未抽獎',
} as const;
