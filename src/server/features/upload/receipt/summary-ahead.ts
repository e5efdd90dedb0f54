// A registration's summary page made ahead of the ZIPs, when its content has just changed (after a confirm
// commits, after a review decision): the next ZIP finds it stored. In the background, after the answer:
// it never delays or fails the request, and a failure only leaves the ZIP to render it.
import type { Services } from '../../../platform/contract/services';
import { loadSubmission } from '../submission';
import { registrationSummary } from './summary-content';

export function summaryAhead(services: Pick<Services, 'db' | 'receipts' | 'validators'>, registrationUid: string): void {
  services.receipts.inBackground(async () => {
    const submission = await loadSubmission(services.db, registrationUid);
    const batch = await services.receipts.summaries([registrationUid]);
    const entry = batch.entry(registrationUid, registrationSummary(services.validators, submission));
    if (entry.stored) return;
    await entry.open();
    await batch.save();
  });
}
