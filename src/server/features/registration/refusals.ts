// A transition the review machine refuses, as the error the API answers: 403 when the role may not
// take the action at all, 409 otherwise (the registration is not where the action applies, or the
// action lacks what it needs), each with its zh-TW message (src/shared/review-messages.ts).
import type { ReviewRefusal } from '../../../../machines/review';
import { ApiCode } from '../../../shared/api-codes';
import { reviewMessages } from '../../../shared/review-messages';
import { ApiError } from '../../platform/http/api-error';

export class TransitionRefused extends ApiError {
  constructor(readonly refusal: ReviewRefusal) {
    super(refusal === 'role' ? 403 : 409, refusal === 'role' ? ApiCode.forbidden : ApiCode.conflict, reviewMessages[refusal]);
    this.name = 'TransitionRefused';
  }
}
