// Import of the vendor list from a CSV or XLSX file (admin, editor): the server reads the file and says
// what applying it would do (new / changed / unchanged / to hide, with the first rows of each and every
// row error with its line); applying names the previewed file by its SHA-256, so what is written is
// exactly what was shown. The file's columns and limits: schemas/admin/vendor-import.json.
import { Alert, Button, FileInput, Group, List, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import importRules from '../../../../schemas/admin/vendor-import.json';
import { VENDOR_IMPORT_ABSENT_LABELS, VENDOR_IMPORT_GROUP_LABELS } from '../../../shared/back-office-labels';
import type { components } from '../../../shared/generated/api';
import { fileRuleText } from '../../../shared/limit-texts';
import { rocDateTime } from '../../../shared/taipei-time';
import { adminApi, unwrap } from '../../api/client';
import { errorsOf, FormErrorSummary, inputId, messageFor } from '../../forms/form-errors';
import { AdminModal } from '../../ui/admin-modal';
import { VENDORS_KEY } from './vendor-list-query';

type Preview = components['schemas']['VendorImportPreview'];
type Result = components['schemas']['VendorImportResult'];
type Group = keyof Preview['counts'];
type Row = components['schemas']['VendorImportRow'];

const FORM = 'vendor-import';
const GROUPS = Object.keys(VENDOR_IMPORT_GROUP_LABELS) as Group[];
/** The file's columns by their first header text (類別, 名稱, 代碼). */
const COLUMN = { category: importRules.columns.category[0]!, name: importRules.columns.name[0]!, code: importRules.columns.code[0]!, file: '檔案' };
const ACCEPT = [...Object.keys(importRules.types).map((ext) => `.${ext}`), ...Object.values(importRules.types)].join(',');
const FILE_RULE = fileRuleText({ types: Object.keys(importRules.types), maxBytes: importRules.maxBytes });

async function previewFile(file: File): Promise<Preview> {
  const answer = await adminApi.POST('/api/admin/v1/vendors/import/preview', {
    body: { file: file as unknown as string },
    bodySerializer: (body) => {
      const form = new FormData();
      form.append('file', body.file as unknown as Blob, file.name);
      return form;
    },
  });
  return unwrap<Preview>(answer);
}

function SampleTable({ group, rows, total }: { group: Group; rows: Row[]; total: number }) {
  if (total === 0) return null;
  const caption = `${VENDOR_IMPORT_GROUP_LABELS[group]}（共 ${total} 筆${total > rows.length ? `，列出前 ${rows.length} 筆` : ''}）`;
  return (
    <Table.ScrollContainer minWidth={480} type="native" tabIndex={0} aria-label={caption}>
      <Table striped withTableBorder captionSide="top">
        <Table.Caption ta="left" fw={700}>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>列</Table.Th>
            <Table.Th>{COLUMN.category}</Table.Th>
            <Table.Th>{COLUMN.name}</Table.Th>
            <Table.Th>{COLUMN.code}</Table.Th>
            {group === 'changed' && <Table.Th>目前</Table.Th>}
            {group === 'toHide' && <Table.Th>處理</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={`${r.line ?? ''}-${r.uid ?? r.name}`}>
              <Table.Td>{r.line ?? '—'}</Table.Td>
              <Table.Td>{r.categoryName}</Table.Td>
              <Table.Td>{r.name}</Table.Td>
              <Table.Td>{r.code ?? '—'}</Table.Td>
              {group === 'changed' && (
                <Table.Td>
                  {[r.previousName !== r.name && r.previousName, r.previousCode !== r.code && `代碼 ${r.previousCode ?? '（無）'}`, r.shownAgain && '目前已隱藏，將重新顯示']
                    .filter(Boolean)
                    .join('；') || '示範資料轉為正式資料'}
                </Table.Td>
              )}
              {group === 'toHide' && <Table.Td>{r.inUse ? '有報名使用，改為隱藏' : '刪除'}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** What a list does to the vendors, in the words of the preview's groups: 新增 1、變更 3、不變 40、隱藏 2、刪除 5. */
function effectText(n: Record<Exclude<Group, 'toHide'>, number> & Record<keyof Preview['absent'], number>): string {
  const labels = { ...VENDOR_IMPORT_GROUP_LABELS, ...VENDOR_IMPORT_ABSENT_LABELS };
  return (['new', 'changed', 'unchanged', 'hidden', 'deleted'] as const).map((k) => `${labels[k]} ${n[k]}`).join('、');
}

function PreviewView({ preview, onApplied }: { preview: Preview; onApplied: () => void }) {
  const queryClient = useQueryClient();
  // Applying replaces the whole list (absent vendors are deleted): asked once more, with what it will do.
  const [confirming, setConfirming] = useState(false);
  const apply = useMutation({
    mutationFn: async () => unwrap<Result>(await adminApi.POST('/api/admin/v1/vendors/import/apply', { body: { sha256: preview.sha256 } })),
    onSuccess: (r) => {
      void queryClient.invalidateQueries({ queryKey: VENDORS_KEY });
      notifications.show({
        color: 'green',
        message: `已套用 ${preview.fileName}：${effectText({ new: r.created, changed: r.changed, unchanged: r.unchanged, hidden: r.hidden, deleted: r.deleted })}`,
        closeButtonProps: { 'aria-label': '關閉通知' },
      });
      setConfirming(false);
      onApplied();
    },
  });
  const applyErrors = errorsOf(apply.error);
  return (
    <Stack gap="sm" component="section" aria-labelledby="vendor-preview-title">
      <Title order={3} id="vendor-preview-title">
        預覽：{preview.fileName}（{preview.rows} 列資料）
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" component="dl" m={0} data-testid="vendor-import-counts">
        {GROUPS.map((g) => (
          <div key={g}>
            <Text component="dt" size="sm" c="dimmed">
              {VENDOR_IMPORT_GROUP_LABELS[g]}
            </Text>
            <Text component="dd" m={0} fz="xl" fw={700} data-group={g}>
              {preview.counts[g]}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      {preview.errors.length > 0 && (
        <Alert color="red" variant="light" title={`檔案有 ${preview.errors.length} 個錯誤，修正後請重新上傳`} role="alert">
          <List size="sm" spacing={2}>
            {preview.errors.map((e) => (
              <List.Item key={`${e.line}-${e.field}-${e.message}`}>
                第 {e.line} 列「{COLUMN[e.field]}」：{e.message}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {GROUPS.map((g) => (
        <SampleTable key={g} group={g} rows={preview.samples[g]} total={preview.counts[g]} />
      ))}
      {preview.canApply && (
        <>
          <Group justify="space-between" align="center">
            <Text size="sm" c="dimmed">
              檔案即為完整名單：不在檔案中的業者將刪除，仍有報名使用者改為隱藏。{preview.expiresAt && `請於 ${rocDateTime(preview.expiresAt)} 前套用。`}
            </Text>
            <Button onClick={() => setConfirming(true)}>套用此名單</Button>
          </Group>
          <AdminModal opened={confirming} onClose={() => !apply.isPending && setConfirming(false)} title="套用此名單">
            <Stack gap="md">
              <Text>
                套用 {preview.fileName} 後：{effectText({ ...preview.counts, ...preview.absent })}。
                {preview.absent.deleted > 0 ? `刪除的 ${preview.absent.deleted} 家業者無法復原。` : ''}
              </Text>
              <FormErrorSummary form="vendor-apply" errors={applyErrors} />
              <Group justify="flex-end">
                <Button variant="default" onClick={() => setConfirming(false)} disabled={apply.isPending}>
                  取消
                </Button>
                <Button color="red.9" onClick={() => !apply.isPending && apply.mutate()} loading={apply.isPending}>
                  確定套用
                </Button>
              </Group>
            </Stack>
          </AdminModal>
        </>
      )}
    </Stack>
  );
}

export function VendorImportPanel() {
  const [file, setFile] = useState<File | null>(null);
  const preview = useMutation({ mutationFn: previewFile });
  const errors = errorsOf(preview.error).map((e) => ({ field: 'file', message: e.message }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file && !preview.isPending) preview.mutate(file);
  };
  return (
    <Stack gap="md" component="section" aria-labelledby="vendor-import-title">
      <Title order={3} id="vendor-import-title">
        匯入名單
      </Title>
      <Text size="sm">
        上傳名單檔（{FILE_RULE}，最多 {importRules.maxRows.toLocaleString('zh-TW')} 列；CSV 請存為 UTF-8 編碼）。第 1 列為標題：「{COLUMN.category}」（類別名稱或代號）、「{COLUMN.name}」，
        可另加「{COLUMN.code}」（業者的固定代碼，改名時仍視為同一業者）。先預覽，確認後再套用。
      </Text>
      <form onSubmit={submit} aria-label="匯入業者名單">
        <FormErrorSummary form={FORM} errors={errors} />
        <Group align="flex-end" gap="sm" wrap="wrap">
          <FileInput
            id={inputId(FORM, 'file')}
            label="名單檔案"
            accept={ACCEPT}
            value={file}
            onChange={(f) => {
              setFile(f);
              preview.reset();
            }}
            clearable
            clearButtonProps={{ 'aria-label': '清除檔案' }}
            error={messageFor(errors, 'file')}
            miw={260}
          />
          <Button type="submit" disabled={!file} loading={preview.isPending}>
            預覽
          </Button>
        </Group>
      </form>
      {preview.data && (
        <PreviewView
          preview={preview.data}
          onApplied={() => {
            setFile(null);
            preview.reset();
          }}
        />
      )}
    </Stack>
  );
}
