// One film on the films page: what the site plays now (built-in, or replaced by whom and when), the form
// that replaces it (an MP4 and its captions, with the upload's progress; the button is disabled while it
// saves) and the restore to the built-in film, confirmed in the page.
import { Alert, Badge, Button, Card, FileInput, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import rules from '../../../../schemas/admin/film-file-rules.json';
import type { components } from '../../../shared/generated/api';
import { FILM_LABELS } from '../../../shared/labels';
import { checkFileWith, fileRuleText, megabytes } from '../../../shared/limit-texts';
import { rocDateTime } from '../../../shared/taipei-time';
import { FILM_PAGE } from './film-labels';

type AdminFilm = components['schemas']['AdminFilm'];

const FILM_RULE = { types: Object.keys(rules.types), maxBytes: rules.maxBytes };
const CAPTIONS_RULE = { types: ['vtt'], maxBytes: rules.captionsMaxBytes };

interface FilmCardProps {
  film: AdminFilm;
  /** This film is being saved (uploaded or restored). */
  saving: boolean;
  /** How much of the upload has gone (0-1) while saving. */
  progress: number;
  error: string | undefined;
  done: string | undefined;
  onReplace(film: File, captions: File): void;
  onRestore(): void;
}

export function FilmCard({ film, saving, progress, error, done, onReplace, onRestore }: FilmCardProps) {
  const [mp4, setMp4] = useState<File | null>(null);
  const [vtt, setVtt] = useState<File | null>(null);
  const mp4Refusal = mp4 ? checkFileWith(FILM_RULE, mp4) : null;
  const vttRefusal = vtt ? checkFileWith(CAPTIONS_RULE, vtt) : null;
  const name = FILM_LABELS[film.kind];
  const headingId = `film-${film.kind}`;
  const replaced = film.replaced;
  return (
    <Card withBorder component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={3} size="h4" id={headingId}>
            {name}
          </Title>
          <Badge variant="light" color={replaced ? 'teal' : 'gray'}>
            {replaced ? '已更換' : '內建'}
          </Badge>
        </Group>
        <Text size="sm">{replaced ? FILM_PAGE.replaced(replaced.by, rocDateTime(replaced.at)) : FILM_PAGE.builtIn}</Text>
        {replaced && (
          <Text size="xs" c="dimmed">
            {FILM_PAGE.size(megabytes(replaced.bytes))}・{FILM_PAGE.cues(replaced.film.cues.length)}
          </Text>
        )}
        {done && (
          <Alert color="teal" variant="light" role="status">
            {done}
          </Alert>
        )}
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <FileInput
          label={FILM_PAGE.filmInput}
          description={fileRuleText(FILM_RULE)}
          accept=".mp4,video/mp4"
          value={mp4}
          onChange={setMp4}
          error={mp4Refusal}
          clearable
          clearButtonProps={{ 'aria-label': FILM_PAGE.clearFilm }}
          disabled={saving}
        />
        <FileInput
          label={FILM_PAGE.captionsInput}
          description={FILM_PAGE.captionsRule(megabytes(rules.captionsMaxBytes))}
          accept=".vtt,text/vtt"
          value={vtt}
          onChange={setVtt}
          error={vttRefusal}
          clearable
          clearButtonProps={{ 'aria-label': FILM_PAGE.clearCaptions }}
          disabled={saving}
        />
        {saving && progress > 0 && (
          <Stack gap={4}>
            <Progress value={Math.round(progress * 100)} aria-label={`${name}${FILM_PAGE.progressLabel}`} animated={progress >= 1} />
            <Text size="xs" c="dimmed" aria-live="polite">
              {progress < 1 ? FILM_PAGE.progress(Math.round(progress * 100)) : FILM_PAGE.checking}
            </Text>
          </Stack>
        )}
        <Group justify="flex-end" wrap="wrap">
          {replaced && (
            <Button variant="default" color="red" disabled={saving} onClick={onRestore}>
              {FILM_PAGE.restore}
            </Button>
          )}
          <Button
            disabled={!mp4 || !vtt || !!mp4Refusal || !!vttRefusal || saving}
            loading={saving}
            onClick={() => mp4 && vtt && onReplace(mp4, vtt)}
          >
            {FILM_PAGE.upload}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
