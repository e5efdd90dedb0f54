// Export buttons of the registrations list: CSV, XLSX and a ZIP of the files, each of the list's
// current filter. Shown only to the roles the contract lets call the exports (x-roles); each button is
// disabled while its download is being made, and a refusal is said in the server's words. The ZIP is
// the browser's own download (a link from the server, zip-download.ts), with what it holds said here.
import { Alert, Button, Group } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { components } from '../../../shared/generated/api';
import { adminApi, unwrap } from '../../api/client';
import { saveDownload } from '../../api/download';
import { useZipDownload } from '../../api/zip-download';
import { mayCall } from '../../app/areas';
import { useStaffMe } from '../../auth/staff-session';
import { ZipDownloadNotice } from '../../ui/zip-download-notice';

type RegistrationFilter = components['schemas']['RegistrationFilter'];
type Table = 'csv' | 'xlsx';

const TABLES = {
  csv: { label: '匯出 CSV', operation: 'adminExportCsv', path: '/api/admin/v1/exports/csv' },
  xlsx: { label: '匯出 Excel', operation: 'adminExportXlsx', path: '/api/admin/v1/exports/xlsx' },
} as const;

export function ExportButtons({ filter }: { filter: RegistrationFilter }) {
  const me = useStaffMe().data;
  const table = useMutation({
    mutationFn: async (kind: Table) => saveDownload(await adminApi.POST(TABLES[kind].path, { body: filter, parseAs: 'blob' }), `報名資料.${kind}`),
  });
  const zip = useZipDownload(async () => unwrap(await adminApi.POST('/api/admin/v1/exports/zip-link', { body: filter })));
  if (!me) return null;
  const tables = (Object.keys(TABLES) as Table[]).filter((k) => mayCall(me.role, TABLES[k].operation));
  const zips = mayCall(me.role, 'adminExportZipLink');
  if (tables.length === 0 && !zips) return null;
  const busy = table.isPending || zip.isPending;
  const error = table.error ?? zip.error;
  return (
    <div>
      <Group gap="xs" role="group" aria-label="匯出目前篩選的報名資料">
        {tables.map((kind) => (
          <Button key={kind} variant="default" loading={table.isPending && table.variables === kind} disabled={busy} onClick={() => table.mutate(kind)}>
            {TABLES[kind].label}
          </Button>
        ))}
        {zips && (
          <Button variant="default" loading={zip.isPending} disabled={busy} onClick={() => zip.mutate()}>
            下載檔案 ZIP
          </Button>
        )}
      </Group>
      {error && (
        <Alert color="red" mt="xs" role="alert" title="匯出失敗">
          {error.message}
        </Alert>
      )}
      {zip.data && !error && <ZipDownloadNotice link={zip.data} />}
    </div>
  );
}
