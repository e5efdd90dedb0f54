// Above the steps of a locked registration: why nothing can be changed, and the receipt of the latest
// confirm to download again, whatever happened since (under review, decided): a registration confirmed
// again after a correction offers that confirm's receipt (issue 29, item 1).
import { Button, Group, Text } from '@mantine/core';
import { rocDateTime } from '../../../../shared/taipei-time';
import type { UserInfo } from '../../../layout/user-menu';
import { downloadReceipt } from './download';
import { DONE_TEXT, WORKFLOW_TEXT } from './texts';
import css from './upload-workflow.module.css';

export function LockedNotice({ user }: { user: UserInfo }) {
  const receipt = user.receipt;
  return (
    <div className={css.locked}>
      <p className={css.lockedText}>{WORKFLOW_TEXT.locked}</p>
      {receipt && (
        <Group gap="sm" mt="xs" wrap="wrap">
          <Text size="sm">{WORKFLOW_TEXT.lastSubmitted(rocDateTime(receipt.submittedAt), receipt.sequence)}</Text>
          <Button size="sm" variant="outline" onClick={() => void downloadReceipt(user.sub)}>
            {DONE_TEXT.receipt}
          </Button>
        </Group>
      )}
    </div>
  );
}
