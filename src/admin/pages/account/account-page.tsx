// 我的帳號 (every role, issue 28): who is signed in, and their own passkeys: add one on this device (the
// password is asked again, as the server requires), see when each was made and last used, remove one.
// The server keeps the last passkey of an account without an authenticator app and says why. Below them
// (issue 30), changing one's own password and replacing one's authenticator app.
import { Alert, Badge, Button, Group, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { components } from '../../../shared/generated/api';
import { STAFF_ROLE_LABELS } from '../../../shared/back-office-labels';
import { rocDateTime } from '../../../shared/taipei-time';
import { adminApi, unwrap } from '../../api/client';
import { createPasskey, passkeysSupported } from '../../auth/passkey';
import type { StaffMe } from '../../auth/staff-session';
import { errorsOf, FormErrorSummary, inputId, messageFor } from '../../forms/form-errors';
import { AdminModal } from '../../ui/admin-modal';
import { ChangeAuthenticator } from './change-authenticator';
import { ChangePassword } from './change-password';

type Passkey = components['schemas']['StaffPasskey'];
type Ceremony = components['schemas']['PasskeyCeremony'];
const PASSKEYS_KEY = ['account', 'passkeys'] as const;
const FORM = 'add-passkey';

function AddPasskey() {
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const add = useMutation({
    mutationFn: async () => {
      const ceremony = unwrap<Ceremony>(await adminApi.POST('/api/admin/v1/account/passkeys/options', { body: { password } }));
      const credential = await createPasskey(ceremony);
      return unwrap<Passkey[]>(await adminApi.POST('/api/admin/v1/account/passkeys/add', { body: { handle: ceremony.handle, credential } }));
    },
    onSuccess: (passkeys) => {
      queryClient.setQueryData(PASSKEYS_KEY, passkeys);
      setPassword('');
    },
  });
  const errors = errorsOf(add.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!add.isPending) add.mutate();
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="add-passkey-title">
      <Stack gap="sm">
        <Title id="add-passkey-title" order={3} size="h4">
          在這台裝置新增通行金鑰
        </Title>
        {!passkeysSupported() && <Alert color="yellow">這個瀏覽器不支援通行金鑰，請換用新版的 Chrome、Edge、Safari 或 Firefox。</Alert>}
        <FormErrorSummary form={FORM} errors={errors} />
        <PasswordInput
          visibilityToggleButtonProps={{ 'aria-label': '顯示或隱藏密碼' }}
          id={inputId(FORM, 'password')}
          label="目前的密碼"
          description="新增通行金鑰前，請再輸入一次密碼"
          autoComplete="current-password"
          required
          size="md"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={messageFor(errors, 'password')}
        />
        <Button type="submit" size="md" loading={add.isPending}>
          新增通行金鑰
        </Button>
        <Text role="status" size="sm" c="green.8">
          {add.isSuccess ? '已新增通行金鑰，下次登入時可以使用。' : ''}
        </Text>
      </Stack>
    </form>
  );
}

function PasskeyItem({ passkey, index, onRemove }: { passkey: Passkey; index: number; onRemove: (p: Passkey) => void }) {
  const name = `通行金鑰 ${index + 1}`;
  return (
    <Paper component="li" withBorder p="md" radius="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Group gap="xs">
            <Text fw={700}>{name}</Text>
            {passkey.backedUp && (
              <Badge color="blue" variant="light">
                已同步至其他裝置
              </Badge>
            )}
          </Group>
          <Text size="sm">建立於 {rocDateTime(passkey.createdAt)}</Text>
          <Text size="sm">{passkey.lastUsedAt ? `上次使用 ${rocDateTime(passkey.lastUsedAt)}` : '尚未用於登入'}</Text>
        </Stack>
        <Button color="red" variant="outline" size="md" onClick={() => onRemove(passkey)} aria-label={`移除${name}`}>
          移除
        </Button>
      </Group>
    </Paper>
  );
}

export function AccountPage({ me }: { me: StaffMe }) {
  const queryClient = useQueryClient();
  const passkeys = useQuery({ queryKey: PASSKEYS_KEY, queryFn: async () => unwrap<Passkey[]>(await adminApi.GET('/api/admin/v1/account/passkeys')) });
  const [removing, setRemoving] = useState<{ passkey: Passkey; name: string } | null>(null);
  const remove = useMutation({
    mutationFn: async (passkey: Passkey) => unwrap<Passkey[]>(await adminApi.POST('/api/admin/v1/account/passkeys/remove', { body: { credentialId: passkey.id } })),
    onSuccess: (list) => {
      queryClient.setQueryData(PASSKEYS_KEY, list);
      setRemoving(null);
    },
  });
  const list = passkeys.data ?? [];
  return (
    <Stack gap="lg" maw={640}>
      <Title order={2}>我的帳號</Title>
      <Text>
        {me.displayName}（{me.email}），身分：{STAFF_ROLE_LABELS[me.role]}
      </Text>
      <Stack gap="sm" component="section" aria-labelledby="passkeys-title">
        <Title id="passkeys-title" order={3} size="h4">
          通行金鑰
        </Title>
        <Text size="sm">
          通行金鑰可代替驗證碼登入：輸入電子郵件與密碼後，以指紋、臉部辨識或裝置的螢幕鎖確認即可。通行金鑰只對本系統的網址有效，假冒的網站無法使用；伺服器只保存它的公開金鑰。
        </Text>
        {passkeys.isError && <Alert color="red">{errorsOf(passkeys.error)[0]?.message}</Alert>}
        {passkeys.isPending ? (
          <Text aria-live="polite">讀取中…</Text>
        ) : list.length === 0 ? (
          <Text size="sm">您還沒有通行金鑰。</Text>
        ) : (
          <Stack component="ul" gap="sm" aria-label="我的通行金鑰" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {list.map((p, i) => (
              <PasskeyItem
                key={p.id}
                passkey={p}
                index={i}
                onRemove={(passkey) => {
                  remove.reset();
                  setRemoving({ passkey, name: `通行金鑰 ${i + 1}` });
                }}
              />
            ))}
          </Stack>
        )}
      </Stack>
      <Paper withBorder p="md" radius="md">
        <AddPasskey />
      </Paper>
      <Paper withBorder p="md" radius="md" component="section">
        <ChangePassword />
      </Paper>
      <Paper withBorder p="md" radius="md" component="section">
        <ChangeAuthenticator />
      </Paper>
      <AdminModal opened={removing !== null} onClose={() => setRemoving(null)} title="移除通行金鑰">
        <Stack gap="md">
          <Text>確定要移除「{removing?.name}」嗎？移除後，存放它的裝置就不能再用它登入。</Text>
          {remove.isError && (
            <Alert color="red" role="alert">
              {errorsOf(remove.error)[0]?.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" size="md" onClick={() => setRemoving(null)}>
              取消
            </Button>
            <Button color="red" size="md" loading={remove.isPending} onClick={() => removing && remove.mutate(removing.passkey)}>
              確定移除
            </Button>
          </Group>
        </Stack>
      </AdminModal>
    </Stack>
  );
}
