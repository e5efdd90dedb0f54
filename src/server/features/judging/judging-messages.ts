// The jury's answers in zh-TW (server-only: kept out of every public bundle).
export const judgingMessages = {
  notDeclared: '請先完成利益迴避聲明與保密承諾，才能查看評審案件',
  notAssigned: '此案件未指派給您評審',
  stageClosed: '本階段評分已截止或已決議，無法再修改',
  alreadySubmitted: '此評分表已送出；如需修改，請洽管理員重新開放',
  notSubmitted: '此評分表尚未送出，無需重新開放',
  conflicted: '此評審委員與該案件有利益迴避，請先由管理員覆核',
  notInStage: '此案件不在本階段的評審名單中',
  notJuror: '此帳號不是評審委員',
  noConflict: '查無此利益迴避紀錄',
  decided: '本階段已決議，無法再變更',
  unresolvedTie: '門檻處有同分案件尚未由主席裁定順序，請先裁定後再決議',
  tieNotTied: '所選案件並非同分案件，無需裁定',
  noSheets: '尚無已送出的評分表，無法決議',
  previousStageUndecided: '前一階段尚未決議，無法開始本階段',
  adjustmentsNeedReason: '會議調整須填寫理由',
} as const;
