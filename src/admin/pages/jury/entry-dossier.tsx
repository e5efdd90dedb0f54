// What a juror reads of an entry (issue 28): the fields the stage's visibility list allows, the merits by
// category, and the files, viewed in the browser without downloading everything first: photos in a grid
// that opens each at full size, PDFs in a new tab (the API forbids framing its answers, so no inline
// viewer), the video in a player that fetches only its metadata until played. The server sends every file
// inline under a neutral name (judgingFile).
import { Anchor, Button, Group, List, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { AdminModal } from '../../ui/admin-modal';
import { Facts } from '../registration/page-section';
import type { JudgingEntry, JudgingFile } from './jury-api';
import classes from './jury.module.css';

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('zh-TW')} KB`;
const isPhoto = (f: JudgingFile) => f.fileType.startsWith('image/');
const isVideo = (f: JudgingFile) => f.fileType.startsWith('video/');
const kindOf = (f: JudgingFile) => (f.fileType === 'application/pdf' ? 'PDF' : (f.name.split('.').pop() ?? '').toUpperCase());

/** Items grouped by a key, groups in the order they first appear. */
function groupBy<T>(items: T[], key: (item: T) => string): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return [...groups];
}

export function EntryFields({ fields }: { fields: JudgingEntry['fields'] }) {
  return <Facts rows={fields.map((f): [string, string] => [f.label, f.value])} />;
}

export function EntryMerits({ achievements }: { achievements: JudgingEntry['achievements'] }) {
  if (achievements.length === 0) return <Text c="dimmed">未填寫</Text>;
  return (
    <Stack gap="md">
      {groupBy(achievements, (a) => a.category).map(([category, items]) => (
        <Stack key={category} gap="xs">
          <Title order={4} size="h5">
            {category}
          </Title>
          <List spacing="xs">
            {items.map((a, i) => (
              <List.Item key={`${a.year}-${a.month}-${i}`}>
                <Text span fw={600}>
                  {a.year} 年 {a.month} 月
                </Text>{' '}
                <Text span className={classes.prewrap}>
                  {a.description}
                </Text>
              </List.Item>
            ))}
          </List>
        </Stack>
      ))}
    </Stack>
  );
}

/** A file opened in a new tab (PDFs: the browser's own viewer). */
function FileLink({ file }: { file: JudgingFile }) {
  return (
    <Group gap="xs" wrap="wrap">
      <Button component="a" href={file.url} target="_blank" rel="noopener" variant="light" size="md" style={{ maxWidth: '100%' }}>
        <Text span truncate>
          開啟 {file.name}
        </Text>
      </Button>
      <Text span size="sm" c="dimmed">
        {kindOf(file)}，{kb(file.fileSize)}，於新分頁開啟
      </Text>
    </Group>
  );
}

function PhotoGrid({ files }: { files: JudgingFile[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const phone = useMediaQuery('(max-width: 48em)');
  const shown = open === null ? null : files[open];
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
        {files.map((file, i) => (
          <Stack key={file.uid} gap={4}>
            <UnstyledButton className={classes.thumbButton} onClick={() => setOpen(i)} aria-label={`${file.name}：放大檢視`}>
              <img className={classes.thumb} src={file.url} alt="" loading="lazy" decoding="async" />
            </UnstyledButton>
            {file.caption ? <Text size="sm">{file.caption}</Text> : null}
          </Stack>
        ))}
      </SimpleGrid>
      <AdminModal opened={shown != null} onClose={() => setOpen(null)} title={shown?.name ?? ''} size="auto" fullScreen={phone} centered>
        {shown && open !== null ? (
          <Stack gap="sm" align="center">
            <img src={shown.url} alt={shown.caption || shown.name} style={{ display: 'block', maxWidth: '100%', maxHeight: 'calc(100dvh - 22rem)', objectFit: 'contain' }} />
            {shown.caption ? <Text size="md">{shown.caption}</Text> : null}
            {files.length > 1 ? (
              <Group gap="sm" justify="center">
                <Button size="lg" variant="default" onClick={() => setOpen((open + files.length - 1) % files.length)}>
                  上一張
                </Button>
                <Text size="md">
                  {open + 1} / {files.length}
                </Text>
                <Button size="lg" variant="default" onClick={() => setOpen((open + 1) % files.length)}>
                  下一張
                </Button>
              </Group>
            ) : null}
            <Anchor href={shown.url} target="_blank" rel="noopener" underline="always">
              在新分頁開啟原始圖檔
            </Anchor>
          </Stack>
        ) : null}
      </AdminModal>
    </>
  );
}

function VideoPlayer({ file }: { file: JudgingFile }) {
  return (
    <Stack gap="xs">
      {/* No captions track: the candidate uploads the self-introduction as it is, and none exists. */}
      <video className={classes.video} controls preload="metadata" src={file.url} aria-label={file.name} />
      <Text size="sm" c="dimmed">
        {file.name}（{kb(file.fileSize)}）
      </Text>
    </Stack>
  );
}

export function EntryFiles({ files }: { files: JudgingEntry['attachments'] }) {
  if (files.length === 0) return <Text c="dimmed">沒有檔案</Text>;
  return (
    <Stack gap="lg">
      {groupBy(files, (f) => f.label).map(([label, group]) => {
        const photos = group.filter(isPhoto);
        const videos = group.filter(isVideo);
        const others = group.filter((f) => !isPhoto(f) && !isVideo(f));
        return (
          <Stack key={label} gap="xs">
            <Title order={4} size="h5">
              {label}
            </Title>
            {photos.length > 0 ? <PhotoGrid files={photos} /> : null}
            {videos.map((f) => (
              <VideoPlayer key={f.uid} file={f} />
            ))}
            {others.map((f) => (
              <FileLink key={f.uid} file={f} />
            ))}
          </Stack>
        );
      })}
    </Stack>
  );
}
