// Ordered list of migrations. Add a new file and append it here; never edit an applied one.
import type { Migration } from 'kysely';
import * as initial from './0001-initial';
import * as receiptFile from './0002-receipt-file';
import * as nationalIdSealed from './0003-national-id-sealed';
import * as uploadUploader from './0004-upload-uploader';
import * as auditEvent from './0005-audit-event';
import * as review from './0006-review';
import * as staff from './0007-staff';
import * as scheduler from './0008-scheduler';
import * as registrationEdition from './0009-registration-edition';
import * as staffNote from './0010-staff-note';
import * as newsPublishing from './0011-news-publishing';
import * as newsRevisions from './0012-news-revisions';
import * as awardsPublishing from './0014-awards-publishing';
import * as rewardDraw from './0015-reward-draw';
import * as vendorList from './0016-vendor-list';
import * as editions from './0017-editions';
import * as judging from './0018-judging';
import * as staffPasskeys from './0019-staff-passkeys';
import * as receipts from './0020-receipts';
import * as newsPendingRevision from './0021-news-pending-revision';
import * as drawCommitment from './0023-draw-commitment';
import * as filmReplacement from './0024-film-replacement';
import * as keywordTrigram from './0025-keyword-trigram';
import * as registrationCounts from './0026-registration-counts';
import * as registrationSummary from './0027-registration-summary';

export const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-receipt-file': receiptFile,
  '0003-national-id-sealed': nationalIdSealed,
  '0004-upload-uploader': uploadUploader,
  '0005-audit-event': auditEvent,
  '0006-review': review,
  '0007-staff': staff,
  '0008-scheduler': scheduler,
  '0009-registration-edition': registrationEdition,
  '0010-staff-note': staffNote,
  '0011-news-publishing': newsPublishing,
  '0012-news-revisions': newsRevisions,
  '0014-awards-publishing': awardsPublishing,
  '0015-reward-draw': rewardDraw,
  '0016-vendor-list': vendorList,
  '0017-editions': editions,
  '0018-judging': judging,
  '0019-staff-passkeys': staffPasskeys,
  '0020-receipts': receipts,
  '0021-news-pending-revision': newsPendingRevision,
  '0023-draw-commitment': drawCommitment,
  '0024-film-replacement': filmReplacement,
  '0025-keyword-trigram': keywordTrigram,
  '0026-registration-counts': registrationCounts,
  '0027-registration-summary': registrationSummary,
};
