// The registrant's five-step upload: merits, photos, documents, the recommendation, the final confirm,
// the submission check, and the receipt of what was confirmed.
// Other features and the app import this feature only from here (scripts/lint-layers.mjs).
export { uploadAchievementHandlers } from './achievement-handlers';
export { uploadConfirmHandlers } from './confirm-handlers';
export { uploadDocumentHandlers } from './document-handlers';
export { uploadPictureHandlers } from './picture-handlers';
export { receiptFilename } from './receipt/receipt-filename';
export { Receipts, type ListedReceipt } from './receipt/receipts';
export type { RegistrationSummary } from './receipt/summary';
export { summaryAhead } from './receipt/summary-ahead';
export type { SummaryBatch } from './receipt/summary-cache';
export { registrationSummary, zipFileNames } from './receipt/summary-content';
export { normalizeNumber } from './recommendation';
export { checkSubmission, judgeRequiredSet, loadSubmission, loadSubmissions, requiredSetFacts, submittedFileBytes, submissionInputs, type RequiredFacts, type RequiredSetColumns, type RequiredSetInputs, type Submission } from './submission';
