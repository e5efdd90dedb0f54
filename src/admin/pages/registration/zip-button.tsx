// "Download ZIP" on a registration's page: every file under readable names, the receipt and a one-page
// summary, in one ZIP the server streams. Shown only to the roles the contract lets call it (an editor
// never sees registrants' files); disabled while the download is being made.
import { Alert, Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { adminApi } from '../../api/client';
import { saveDownload } from '../../api/download';
import { mayCall } from '../../app/areas';
import { useStaffMe } from '../../auth/staff-session';

export function ZipButton({ uid }: { uid: string }) {
  const me = useStaffMe().data;
  const download = useMutation({
    mutationFn: async () =>
      saveDownload(await adminApi.GET('/api/admin/v1/registrations/{uid}/zip', { params: { path: { uid } }, parseAs: 'blob' }), '報名資料.zip'),
  });
  if (!me || !mayCall(me.role, 'adminRegistrationZip')) return null;
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
    </div>
  );
}
