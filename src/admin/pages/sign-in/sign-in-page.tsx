// Staff sign-in: e-mail, password and the authenticator's 6-digit code (or one recovery code). The
// server answers one message for any wrong part (it never says which).
import { Button, Card, Center, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { adminApi, unwrap } from '../../api/client';
import type { StaffMe } from '../../auth/staff-session';
import { STAFF_ME_KEY } from '../../auth/staff-session';
import { errorsOf, FormErrorSummary, inputId, messageFor } from '../../forms/form-errors';

const FORM = 'sign-in';

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
  const errors = errorsOf(signIn.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!signIn.isPending) signIn.mutate();
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
              請輸入電子郵件、密碼，以及驗證器 App 顯示的 6 位數驗證碼（或一組備用碼）。
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
            <Button type="submit" loading={signIn.isPending}>
              登入
            </Button>
          </Stack>
        </form>
      </Card>
    </Center>
  );
}
