// 更換驗證器 on 我的帳號 (issue 30, item 8), in two steps as the server asks: the password and a current
// code (of the app in use, or a recovery code), then the new app's QR code and secret, and one code from
// the new app; only then does it replace the old one. The recovery codes stay as they are.
import { Button, Code, Group, Image, List, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { components } from '../../../shared/generated/api';
import { staffCodeMessages } from '../../../shared/staff-code-messages';
import { rocDateTime } from '../../../shared/taipei-time';
import { adminApi, unwrap } from '../../api/client';
import { errorsOf, FormErrorSummary, inputId, messageFor } from '../../forms/form-errors';
import { endedElsewhere } from './change-password';

type Setup = components['schemas']['StaffAuthenticatorSetup'];
type Changed = components['schemas']['StaffCredentialsChanged'];
const FORM = 'change-authenticator';

export function ChangeAuthenticator() {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [totpCode, setTotpCode] = useState('');
  const [setup, setSetup] = useState<Setup | null>(null);
  const begin = useMutation({
    mutationFn: async () => unwrap<Setup>(await adminApi.POST('/api/admin/v1/account/authenticator/options', { body: { password, code } })),
    onSuccess: (answer) => {
      setSetup(answer);
      setPassword('');
      setCode('');
    },
    onError: () => setCode(''),
  });
  const finish = useMutation({
    mutationFn: async (handle: string) => unwrap<Changed>(await adminApi.POST('/api/admin/v1/account/authenticator/change', { body: { handle, totpCode } })),
    onSuccess: () => {
      setSetup(null);
      setTotpCode('');
    },
    onError: () => setTotpCode(''),
  });
  const current = setup ? finish : begin;
  const errors = errorsOf(current.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (current.isPending) return;
    if (setup) finish.mutate(setup.handle);
    else {
      finish.reset();
      begin.mutate();
    }
  };
  const restart = () => {
    setSetup(null);
    setTotpCode('');
    begin.reset();
    finish.reset();
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="change-authenticator-title">
      <Stack gap="sm">
        <Title id="change-authenticator-title" order={3} size="h4">
          更換驗證器
        </Title>
        <FormErrorSummary form={FORM} errors={errors} />
        {setup ? (
          <>
            <List type="ordered" size="sm" spacing="xs">
              <List.Item>用新的驗證器 App 掃描下方 QR Code；無法掃描時，手動輸入金鑰。</List.Item>
              <List.Item>輸入新驗證器顯示的 6 位數驗證碼，按「確認更換」。確認前，舊的驗證器仍然有效。</List.Item>
            </List>
            <Group align="center" gap="lg" wrap="wrap">
              <Image src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`} alt="新驗證器設定 QR Code" w={180} h={180} />
              <Stack gap={4} miw={0} style={{ flex: '1 1 12rem' }}>
                <Text size="sm">手動輸入金鑰：</Text>
                <Code fz="sm" data-testid="new-totp-secret" style={{ wordBreak: 'break-all' }}>
                  {setup.secret}
                </Code>
                <Text size="xs">請於 {rocDateTime(setup.expiresAt)} 前完成。</Text>
              </Stack>
            </Group>
            <TextInput
              id={inputId(FORM, 'totpCode')}
              label="新驗證器的驗證碼（6 位數）"
              autoComplete="one-time-code"
              inputMode="numeric"
              required
              size="md"
              value={totpCode}
              onChange={(e) => setTotpCode(e.currentTarget.value)}
              error={messageFor(errors, 'totpCode')}
            />
            <Group gap="sm" wrap="wrap">
              <Button type="submit" size="md" loading={finish.isPending}>
                確認更換
              </Button>
              <Button variant="default" size="md" onClick={restart} disabled={finish.isPending}>
                取消，重新開始
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Text size="sm">換手機或改用另一個驗證器 App 時使用。請先輸入密碼與目前驗證器的驗證碼（手邊沒有時，可用一組備用碼）。備用碼不會改變。</Text>
            <PasswordInput
              visibilityToggleButtonProps={{ 'aria-label': '顯示或隱藏密碼' }}
              id={inputId(FORM, 'password')}
              label="密碼"
              autoComplete="current-password"
              required
              size="md"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              error={messageFor(errors, 'password')}
            />
            <TextInput
              id={inputId(FORM, 'code')}
              label="目前的驗證碼或備用碼"
              autoComplete="one-time-code"
              required
              size="md"
              value={code}
              onChange={(e) => setCode(e.currentTarget.value)}
              error={messageFor(errors, 'code')}
            />
            <Button type="submit" size="md" loading={begin.isPending}>
              更換驗證器
            </Button>
          </>
        )}
        <Text role="status" size="sm" fw={700}>
          {finish.data ? `已更換驗證器，舊的驗證器不能再用於登入。${endedElsewhere(finish.data)}${staffCodeMessages.afterEnrolment}` : ''}
        </Text>
      </Stack>
    </form>
  );
}
