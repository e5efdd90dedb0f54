// Staff sign-in: e-mail, password and the authenticator's 6-digit code (or one recovery code), or, in
// place of the code, a passkey of this device (issue 28). The server answers one message for any wrong
// part (it never says which).
import { Button, Card, Center, Divider, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { components } from '../../../shared/generated/api';
import { adminApi, unwrap } from '../../api/client';
import { signWithPasskey } from '../../auth/passkey';
import type { StaffMe } from '../../auth/staff-session';
import { STAFF_ME_KEY } from '../../auth/staff-session';
import { errorsOf, FormErrorSummary, inputId, messageFor } from '../../forms/form-errors';

const FORM = 'sign-in';
type Ceremony = components['schemas']['PasskeyCeremony'];

export function SignInPage() {
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const signIn = useMutation({
    mutationFn: async () => unwrap<StaffMe>(await adminApi.POST('/api/admin/v1/auth/sign-in', { body: { email, password, code } })),
    onSuccess: (me) => queryClient.setQueryData(STAFF_ME_KEY, me),
    // A wrong code must be typed again; the e-mail and password stay.
    onError: () => setCode(''),
  });
  const withPasskey = useMutation({
    mutationFn: async () => {
      const ceremony = unwrap<Ceremony>(await adminApi.POST('/api/admin/v1/auth/passkey/options', { body: { email, password } }));
      const credential = await signWithPasskey(ceremony);
      return unwrap<StaffMe>(await adminApi.POST('/api/admin/v1/auth/passkey/sign-in', { body: { handle: ceremony.handle, credential } }));
    },
    onSuccess: (me) => queryClient.setQueryData(STAFF_ME_KEY, me),
  });
  // The summary shows what the last attempt, by code or by passkey, was refused for.
  const [last, setLast] = useState<'code' | 'passkey'>('code');
  const errors = errorsOf(last === 'code' ? signIn.error : withPasskey.error);
  const busy = signIn.isPending || withPasskey.isPending;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setLast('code');
    withPasskey.reset();
    signIn.mutate();
  };
  const signInWithPasskey = () => {
    if (busy) return;
    setLast('passkey');
    signIn.reset();
    withPasskey.mutate();
  };

  return (
    <Center mih="100vh" p="md" component="main">
      <Card withBorder shadow="sm" radius="md" p="xl" w="100%" maw={420}>
        <form onSubmit={submit} noValidate aria-labelledby="sign-in-title">
          <Stack gap="md">
            <Title id="sign-in-title" order={1} size="h3">
              觀光金質獎 後台登入
            </Title>
            <Text size="sm" c="dimmed">
              請輸入電子郵件與密碼，再輸入驗證器 App 顯示的 6 位數驗證碼（或一組備用碼）登入，或使用這台裝置上的通行金鑰登入。
            </Text>
            <FormErrorSummary form={FORM} errors={errors} />
            <TextInput id={inputId(FORM, 'email')} label="電子郵件" type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.currentTarget.value)} error={messageFor(errors, 'email')} />
            <PasswordInput visibilityToggleButtonProps={{ 'aria-label': '顯示或隱藏密碼' }} id={inputId(FORM, 'password')} label="密碼" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.currentTarget.value)} error={messageFor(errors, 'password')} />
            <TextInput
              id={inputId(FORM, 'code')}
              label="驗證碼或備用碼"
              autoComplete="one-time-code"
              inputMode="text"
              required
              value={code}
              onChange={(e) => setCode(e.currentTarget.value)}
              error={messageFor(errors, 'code')}
            />
            <Button type="submit" size="md" loading={signIn.isPending} disabled={withPasskey.isPending}>
              登入
            </Button>
            <Divider label="或" labelPosition="center" />
            <Button type="button" size="md" variant="outline" onClick={signInWithPasskey} loading={withPasskey.isPending} disabled={signIn.isPending}>
              使用通行金鑰登入
            </Button>
          </Stack>
        </form>
      </Card>
    </Center>
  );
}
