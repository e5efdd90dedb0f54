// The ZIP downloads of a registration's page: "Download ZIP" (every file under readable names, the
// receipts and a one-page summary: the review's) and, for an admin, everything held about the registrant
// (their request to read or copy their data). Each is shown only to the roles the contract lets call its
// operation (an editor never sees registrants' files); disabled while the link is being asked for. The ZIP
// is the browser's own download (a link from the server, zip-download.ts), with its size said here.
import { Alert, Button } from '@mantine/core';
import type { StaffOperationId } from '../../../shared/generated/operation-roles';
import { adminApi, unwrap } from '../../api/client';
import { useZipDownload, type ZipLink } from '../../api/zip-download';
import { mayCall } from '../../app/areas';
import { useStaffMe } from '../../auth/staff-session';
import { ZipDownloadNotice } from '../../ui/zip-download-notice';

function ZipLinkButton({ operation, label, ask }: { operation: StaffOperationId; label: string; ask: () => Promise<ZipLink> }) {
  const me = useStaffMe().data;
  const download = useZipDownload(ask);
  if (!me || !mayCall(me.role, operation)) return null;
  return (
    <div>
      <Button variant="default" loading={download.isPending} disabled={download.isPending} onClick={() => download.mutate()}>
        {label}
      </Button>
      {download.error && (
        <Alert color="red" mt="xs" role="alert" title="下載失敗">
          {download.error.message}
        </Alert>
      )}
      {download.data && <ZipDownloadNotice link={download.data} />}
    </div>
  );
}

export function ZipButton({ uid }: { uid: string }) {
  return (
    <ZipLinkButton
      operation="adminRegistrationZipLink"
      label="下載全部檔案（ZIP）"
      ask={async () => unwrap(await adminApi.POST('/api/admin/v1/registrations/{uid}/zip-link', { params: { path: { uid } } }))}
    />
  );
}

export function PersonalDataButton({ uid }: { uid: string }) {
  return (
    <ZipLinkButton
      operation="adminRegistrantDataLink"
      label="匯出當事人全部資料（ZIP）"
      ask={async () => unwrap(await adminApi.POST('/api/admin/v1/registrations/{uid}/personal-data-link', { params: { path: { uid } } }))}
    />
  );
}
