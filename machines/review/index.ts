export {
  reviewMachine,
  ruleRefusal,
  RULES,
  type ReviewMachine,
  type ReviewAction,
  type ReviewContext,
  type ReviewEvent,
  type ReviewRole,
  type CorrectionRequest,
  type RuleRefusal,
} from './review-machine';
export * from './review-actions';
export * from '../../src/shared/registration-status';
