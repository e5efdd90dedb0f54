// Registrations' summary pages made ahead of the ZIPs, when their content has just changed (after a confirm
// commits, after a review decision, after a judging stage's decision): the next ZIP finds them stored. In
// the background, after the answer: it never delays or fails the request, and a failure only leaves the
// ZIP to render them. Many at once (a stage's decision moves hundreds) go a batch at a time, one page
// after another, so the rendering thread and the memory hold one batch.
import type { Services } from '../../../platform/contract/services';
import { loadSubmissions } from '../submission';
import { registrationSummary } from './summary-content';

const BATCH = 50;

export function summaryAhead(services: Pick<Services, 'db' | 'receipts' | 'validators'>, registrationUids: string | readonly string[]): void {
  const uids = typeof registrationUids === 'string' ? [registrationUids] : [...registrationUids];
  if (uids.length === 0) return;
  services.receipts.inBackground(async () => {
    for (let from = 0; from < uids.length; from += BATCH) {
      const slice = uids.slice(from, from + BATCH);
      const submissions = await loadSubmissions(services.db, slice);
      const batch = await services.receipts.summaries(slice);
      for (const [uid, submission] of submissions) {
        const entry = batch.entry(uid, registrationSummary(services.validators, submission));
        if (!entry.stored) await entry.open();
      }
      await batch.save();
    }
  });
}
