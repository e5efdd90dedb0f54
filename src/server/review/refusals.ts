// A transition the review machine refuses, as the error the API answers: 403 when the role may not
// take the action at all, 409 otherwise (the registration is not where the action applies, or the
// action lacks what it needs), each with its zh-TW message (src/shared/messages.ts).
import type { ReviewRefusal } from '../../../machines/review';
import { ApiCode } from '../../shared/api-codes';
import { messages, type MessageKey } from '../../shared/messages';
import { ApiError } from '../contract/api-error';

const MESSAGE = {
  notFromStatus: 'reviewNotFromStatus',
  role: 'reviewRoleForbidden',
  reasonRequired: 'reviewReasonRequired',
  deadlineNotInFuture: 'reviewDeadlineNotInFuture',
  deadlineNotPassed: 'reviewDeadlineNotPassed',
  nothingToUndo: 'reviewNothingToUndo',
} as const satisfies Record<ReviewRefusal, MessageKey>;

export class TransitionRefused extends ApiError {
  constructor(readonly refusal: ReviewRefusal) {
    super(refusal === 'role' ? 403 : 409, refusal === 'role' ? ApiCode.forbidden : ApiCode.conflict, messages[MESSAGE[refusal]]);
    this.name = 'TransitionRefused';
  }
}
