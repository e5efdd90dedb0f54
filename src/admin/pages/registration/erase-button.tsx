// 「刪除當事人個人資料」 on a withdrawn registration's page (admin: the contract's x-roles of
// adminRegistrantErase): a dialog that names what goes and what stays, asks for the registrant's request
// (kept in the audit row), and sends it once. Offered only where the server allows it (isErasableStatus).
import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { components } from '../../../shared/generated/api';
import { adminApi, unwrap } from '../../api/client';
import { mayCall } from '../../app/areas';
import { useStaffMe } from '../../auth/staff-session';
import { errorsOf, FormErrorSummary, inputId, messageFor } from '../../forms/form-errors';
import { AdminModal } from '../../ui/admin-modal';
import { registrationKey } from './registration-query';

type EraseResult = components['schemas']['EraseResult'];
const FORM = 'erase';

export function EraseButton({ uid, erasable }: { uid: string; erasable: boolean }) {
  const me = useStaffMe().data;
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const [reason, setReason] = useState('');
  const erase = useMutation({
    mutationFn: async () => unwrap<EraseResult>(await adminApi.POST('/api/admin/v1/registrations/{uid}/erase', { params: { path: { uid } }, body: { reason } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: registrationKey(uid) }),
  });
  if (!me || !erasable || !mayCall(me.role, 'adminRegistrantErase')) return null;
  const errors = errorsOf(erase.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!erase.isPending) erase.mutate();
  };
  return (
    <div>
      <Button variant="outline" color="red" onClick={() => setOpened(true)}>
        刪除當事人個人資料
      </Button>
      <AdminModal opened={opened} onClose={() => setOpened(false)} title="依當事人請求刪除個人資料">
        {erase.data ? (
          <Stack gap="md">
            <Alert color="green" title="已刪除" styles={{ title: { color: 'var(--mantine-color-text)' } }}>
              已刪除上傳檔案 {erase.data.files} 個、寄出信件 {erase.data.letters} 封；報名序號與狀態保留供統計。
            </Alert>
            <Group justify="flex-end">
              <Button onClick={() => setOpened(false)}>關閉</Button>
            </Group>
          </Stack>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack gap="sm">
              <Text size="sm">將刪除：身分證字號、生日、姓名與職稱、聯絡資料（含收據上的副本）、所有上傳檔案、推薦資料、事蹟內容、寄給當事人的信件。</Text>
              <Text size="sm">保留：報名序號、狀態、類別、單位與屆別（統計用）。刪除後無法復原，也不能再撤銷撤回。</Text>
              <FormErrorSummary form={FORM} errors={errors} />
              <Textarea id={inputId(FORM, 'reason')} label="請求內容與日期" description="例如：當事人 11 月 20 日來信請求刪除" required autosize minRows={2} value={reason} onChange={(e) => setReason(e.currentTarget.value)} error={messageFor(errors, 'reason')} />
              <Group justify="flex-end">
                <Button variant="default" onClick={() => setOpened(false)}>
                  取消
                </Button>
                <Button type="submit" color="red" loading={erase.isPending} disabled={erase.isPending}>
                  確定刪除
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </AdminModal>
    </div>
  );
}
