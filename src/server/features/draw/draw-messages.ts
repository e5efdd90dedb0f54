// The draw's answers (zh-TW), server-only like staff-messages.ts.
export const drawMessages = {
  alreadyDrawn: '本屆推薦抽獎已經抽出，結果不可重抽；如需核對，請以相同種子「重新驗算」',
  noTickets: '目前沒有成功推薦，無法抽獎',
  notDrawn: '本屆尚未抽獎',
  /** Before the recommendation period ends (issue 29, item 9): a draw from a partial ticket list is final. */
  periodOpen: (closes: string) => `推薦期間至 ${closes} 截止，截止後才能抽獎`,
  earlyReasonRequired: '推薦期間尚未截止：提前抽獎須填寫提前抽獎理由',
  /** Issue 30, item 7: the seed is fixed (committed) before the tickets are known, and checked at the draw. */
  noCommitment: '尚未公告抽獎種子承諾：須於推薦期間截止前記錄種子的 SHA-256 或種子來源，才能抽獎',
  seedMismatch: '此種子的 SHA-256 與公告的種子承諾不符，不能以此種子抽獎',
  commitClosed: (closes: string) => `推薦期間已於 ${closes} 截止，不能再記錄或變更抽獎種子承諾`,
  commitAfterDraw: '本屆已抽獎，不能再變更抽獎種子承諾',
} as const;
