// A registration's files for staff (admin, reviewer): photos as a grid of server-made thumbnails, each
// opening the full image in a dialog (the full download is an audit row on the server); other files as
// links. Workplace photos carry the same 6-month / 300 dpi warnings the registrant saw at upload.
import { Alert, Anchor, Image, List, Loader, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { photoWarnings } from '../../../shared/workplace-photo-warnings';
import { AdminModal } from '../../ui/admin-modal';
import { useFetchedFile } from './fetched-file';
import type { AdminFile } from './registration-query';

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('zh-TW')} KB`;

/** A file as a link opening it in a new tab (the server sends PDFs, photos and videos inline). */
export function FileLink({ file }: { file: AdminFile }) {
  return (
    <Text size="sm">
      <Anchor href={file.url} target="_blank" rel="noopener" underline="always">
        {file.originalFilename}
      </Anchor>{' '}
      <Text span c="dimmed" size="xs">
        （{kb(file.fileSize)}，{file.fileType}）
      </Text>
    </Text>
  );
}

export function OneFile({ file }: { file: AdminFile | null }) {
  if (!file) return <Text c="dimmed">未上傳</Text>;
  return file.thumbnailUrl ? <PhotoGrid files={[file]} label={file.originalFilename} /> : <FileLink file={file} />;
}

/** The photo full size, fetched (an audited download the server never answers to an image element). */
function FullSizePhoto({ file }: { file: AdminFile }) {
  const fetched = useFetchedFile(file.url);
  if (fetched.state === 'loading') return <Loader size="sm" aria-label="載入中" />;
  if (fetched.state === 'failed') return <Text c="red" size="sm">無法載入圖片，請改用下方連結開啟</Text>;
  return <Image src={fetched.src} alt={file.note ?? file.originalFilename} maw="90vw" mah="80vh" fit="contain" />;
}

/** Photos as thumbnails; `label` names the grid's photos for their buttons ("觀光活動照片 1"). */
export function PhotoGrid({ files, label, warnings = false }: { files: AdminFile[]; label: string; warnings?: boolean }) {
  const [open, setOpen] = useState<AdminFile | null>(null);
  if (files.length === 0) return <Text c="dimmed">未上傳</Text>;
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="md">
        {files.map((file, i) => {
          const name = files.length > 1 ? `${label} ${i + 1}` : label;
          const advice = warnings ? photoWarnings(file) : [];
          return (
            <Stack key={file.uid} gap={4}>
              <UnstyledButton onClick={() => setOpen(file)} aria-label={`${name}：開啟原始大小`}>
                <Image src={file.thumbnailUrl ?? undefined} alt="" h={120} fit="cover" radius="sm" />
              </UnstyledButton>
              {file.note ? <Text size="sm">{file.note}</Text> : null}
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {file.originalFilename}
              </Text>
              {advice.length > 0 ? (
                <Alert color="yellow" variant="light" p="xs">
                  <List size="xs">
                    {advice.map((w) => (
                      <List.Item key={w}>{w}</List.Item>
                    ))}
                  </List>
                </Alert>
              ) : null}
            </Stack>
          );
        })}
      </SimpleGrid>
      <AdminModal opened={open !== null} onClose={() => setOpen(null)} title={open?.originalFilename ?? ''} size="auto" centered>
        {open ? (
          <Stack gap="xs">
            <FullSizePhoto file={open} />
            <FileLink file={open} />
          </Stack>
        ) : null}
      </AdminModal>
    </>
  );
}
