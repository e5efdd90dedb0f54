// The draw's answers (zh-TW), server-only like staff-messages.ts.
export const drawMessages = {
  alreadyDrawn: '本屆推薦抽獎已經抽出，結果不可重抽；如需核對，請以相同種子「重新驗算」',
  noTickets: '目前沒有成功推薦，無法抽獎',
  notDrawn: '本屆尚未抽獎',
  /** Before the recommendation period ends (issue 29, item 9): a draw from a partial ticket list is final. */
  periodOpen: (closes: string) => `推薦期間至 ${closes} 截止，截止後才能抽獎`,
  earlyReasonRequired: '推薦期間尚未截止：提前抽獎須填寫提前抽獎理由',
} as const;
