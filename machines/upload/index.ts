export {
  uploadMachine,
  currentStep,
  isAskingToLeave,
  visibleSteps,
  ALL_STEPS,
  LOCKED_STEPS,
  type UploadMachine,
  type UploadSnapshot,
  type UploadContext,
  type UploadEvent,
  type UploadInput,
  type SubmissionCheck,
  type StepNumber,
  type PendingMove,
} from './upload-machine';
export * from './recommendation-rules';
