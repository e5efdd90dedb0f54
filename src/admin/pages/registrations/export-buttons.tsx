// Export buttons of the registrations list: CSV, XLSX and a ZIP of the files, each of the list's
// current filter. Shown only to the roles the contract lets call the exports (x-roles); each button is
// disabled while its download is being made, and a refusal is said in the server's words.
import { Alert, Button, Group } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { components } from '../../../shared/generated/api';
import { adminApi } from '../../api/client';
import { saveDownload } from '../../api/download';
import { mayCall } from '../../app/areas';
import { useStaffMe } from '../../auth/staff-session';

type RegistrationFilter = components['schemas']['RegistrationFilter'];
type Kind = 'csv' | 'xlsx' | 'zip';

const EXPORTS = {
  csv: { label: '匯出 CSV', operation: 'adminExportCsv', path: '/api/admin/v1/exports/csv' },
  xlsx: { label: '匯出 Excel', operation: 'adminExportXlsx', path: '/api/admin/v1/exports/xlsx' },
  zip: { label: '下載檔案 ZIP', operation: 'adminExportZip', path: '/api/admin/v1/exports/zip' },
} as const;

export function ExportButtons({ filter }: { filter: RegistrationFilter }) {
  const me = useStaffMe().data;
  const download = useMutation({
    mutationFn: async (kind: Kind) => saveDownload(await adminApi.POST(EXPORTS[kind].path, { body: filter, parseAs: 'blob' }), `報名資料.${kind}`),
  });
  if (!me) return null;
  const kinds = (Object.keys(EXPORTS) as Kind[]).filter((k) => mayCall(me.role, EXPORTS[k].operation));
  if (kinds.length === 0) return null;
  return (
    <div>
      <Group gap="xs" role="group" aria-label="匯出目前篩選的報名資料">
        {kinds.map((kind) => {
          const working = download.isPending && download.variables === kind;
          return (
            <Button key={kind} variant="default" loading={working} disabled={download.isPending} onClick={() => download.mutate(kind)}>
              {EXPORTS[kind].label}
            </Button>
          );
        })}
      </Group>
      {download.error && (
        <Alert color="red" mt="xs" role="alert" title="匯出失敗">
          {download.error.message}
        </Alert>
      )}
    </div>
  );
}
