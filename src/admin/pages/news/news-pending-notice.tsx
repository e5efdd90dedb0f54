// A published or scheduled item's pending revision, above its form (issue 29, item 2): who saved it and
// when, that the public still sees the published version, that version itself to look at, and discarding
// the change (asked in the page's own modal first).
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { rocDateTime } from '../../../shared/taipei-time';
import { NewsArticle } from '../../../ui/content/news-article';
import { AdminModal } from '../../ui/admin-modal';
import type { AdminNewsItem } from './news-api';
import { NEWS_BUTTONS, NEWS_NOTICES } from './news-editor-labels';
import classes from './news-notice.module.css';

interface Props {
  item: AdminNewsItem & { pending: NonNullable<AdminNewsItem['pending']> };
  busy: boolean;
  /** Discards the pending revision; answers once the server has. */
  onDiscard: () => Promise<unknown>;
  /** The refusal of the last discard, if any. */
  error?: string;
}

export function PendingNotice({ item, busy, onDiscard, error }: Props) {
  const [viewing, setViewing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { pending } = item;
  return (
    <>
      <Alert color="yellow" variant="light" title={NEWS_NOTICES.pendingTitle} classNames={{ title: classes.title }}>
        <Stack gap="xs">
          <Text size="sm">{NEWS_NOTICES.pending(pending.savedBy ?? '', rocDateTime(pending.savedAt), item.state === 'published')}</Text>
          <Group gap="sm">
            <Button size="xs" variant="default" onClick={() => setViewing(true)}>
              {NEWS_BUTTONS.viewPublished}
            </Button>
            <Button size="xs" variant="outline" color="red.9" onClick={() => setConfirming(true)} disabled={busy}>
              {NEWS_BUTTONS.discardPending}
            </Button>
          </Group>
        </Stack>
      </Alert>
      <AdminModal opened={viewing} onClose={() => setViewing(false)} title={NEWS_BUTTONS.viewPublished} size="xl">
        <NewsArticle files="staff" categoryName={item.category.name} startsAt={item.startsAt} title={item.title} content={item.content} />
      </AdminModal>
      <AdminModal opened={confirming} onClose={() => setConfirming(false)} title={NEWS_NOTICES.discardTitle}>
        <Stack gap="md">
          <Text>{NEWS_NOTICES.discard}</Text>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={busy}>
              {NEWS_BUTTONS.cancel}
            </Button>
            <Button color="red.9" loading={busy} onClick={() => void onDiscard().then(() => setConfirming(false), () => undefined)}>
              {NEWS_BUTTONS.confirmDiscardPending}
            </Button>
          </Group>
        </Stack>
      </AdminModal>
    </>
  );
}
