// "Download ZIP" on a registration's page: every file under readable names, the receipt and a one-page
// summary, in one ZIP the server streams. Shown only to the roles the contract lets call it (an editor
// never sees registrants' files); disabled while the link is being asked for. The ZIP is the browser's
// own download (a link from the server, zip-download.ts), with its size said here.
import { Alert, Button } from '@mantine/core';
import { adminApi, unwrap } from '../../api/client';
import { useZipDownload } from '../../api/zip-download';
import { mayCall } from '../../app/areas';
import { useStaffMe } from '../../auth/staff-session';
import { ZipDownloadNotice } from '../../ui/zip-download-notice';

export function ZipButton({ uid }: { uid: string }) {
  const me = useStaffMe().data;
  const download = useZipDownload(async () => unwrap(await adminApi.POST('/api/admin/v1/registrations/{uid}/zip-link', { params: { path: { uid } } })));
  if (!me || !mayCall(me.role, 'adminRegistrationZipLink')) return null;
  return (
    <div>
      <Button variant="default" loading={download.isPending} disabled={download.isPending} onClick={() => download.mutate()}>
        下載全部檔案（ZIP）
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
