// Reopening an item whose text this browser kept unsaved (news-local-draft.ts) offers it back: restore it
// into the form, or discard it.
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { rocDateTime } from '../../../shared/taipei-time';
import { NEWS_BUTTONS, NEWS_NOTICES } from './news-editor-labels';
import classes from './news-notice.module.css';
import type { LocalNewsDraft } from './news-local-draft';

interface Props {
  draft: LocalNewsDraft;
  /** The item's version now (0 before its first save). */
  version: number;
  onRestore: () => void;
  onDiscard: () => void;
}

export function LocalDraftOffer({ draft, version, onRestore, onDiscard }: Props) {
  return (
    <Alert color="navy" variant="light" title={NEWS_NOTICES.localTitle} classNames={{ title: classes.title }}>
      <Stack gap="xs">
        <Text size="sm">
          {NEWS_NOTICES.local(rocDateTime(draft.keptAt))}
          {draft.version !== version && NEWS_NOTICES.localOlder(version)}
        </Text>
        <Group gap="sm">
          <Button size="xs" onClick={onRestore}>
            {NEWS_BUTTONS.restoreLocal}
          </Button>
          <Button size="xs" variant="default" onClick={onDiscard}>
            {NEWS_BUTTONS.discardLocal}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
