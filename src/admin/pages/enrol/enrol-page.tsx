// The one-time enrolment link (/admin/enrol#<token>, from the staff CLI or an admin's invitation): the
// new staff member scans the QR code into an authenticator app, sets a password, proves the app with
// its first code, and is shown ten recovery codes once. The token stays in the address's fragment
// (never sent in a URL) and is dropped from the address when the enrolment is done.
import { Alert, Button, Card, Center, Code, Group, Image, List, PasswordInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { components } from '../../../shared/generated/api';
import { STAFF_ROLE_LABELS } from '../../../shared/back-office-labels';
import { adminApi, unwrap } from '../../api/client';
import { errorsOf, FormErrorSummary, inputId, messageFor } from '../../forms/form-errors';
import staffRules from '../../../../schemas/admin/staff-common.schema.json';
import { rocDateTime } from '../../../shared/taipei-time';

type Enrolment = components['schemas']['StaffEnrolment'];
type RecoveryCodes = components['schemas']['StaffRecoveryCodes'];
const FORM = 'enrol';

const tokenOfAddress = () => decodeURIComponent(window.location.hash.replace(/^#/, ''));

export function EnrolPage() {
  const [token] = useState(tokenOfAddress);
  const [password, setPassword] = useState('');
  const [totpCode, setTotpCode] = useState('');
  const enrolment = useQuery({
    queryKey: ['enrolment', token],
    queryFn: async () => unwrap<Enrolment>(await adminApi.POST('/api/admin/v1/enrolment/read', { body: { token } })),
    enabled: token.length > 0,
    staleTime: Infinity,
  });
  const complete = useMutation({
    mutationFn: async () => unwrap<RecoveryCodes>(await adminApi.POST('/api/admin/v1/enrolment/complete', { body: { token, password, totpCode } })),
    onSuccess: () => window.history.replaceState(null, '', window.location.pathname),
    onError: () => setTotpCode(''),
  });
  const errors = errorsOf(complete.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!complete.isPending) complete.mutate();
  };

  let body;
  if (complete.data) {
    body = (
      <Stack gap="md">
        <Title order={1} size="h3">
          設定完成：請保存備用碼
        </Title>
        <Alert color="red" title="這些備用碼只會顯示這一次">
          手機遺失或無法使用驗證器時，每組備用碼可代替驗證碼登入一次。請列印或存放在安全的地方。
        </Alert>
        <SimpleGrid cols={2} spacing="xs" component="ol" aria-label="備用碼" style={{ listStyle: 'none', padding: 0 }}>
          {complete.data.recoveryCodes.map((c) => (
            <li key={c}>
              <Code fz="md">{c}</Code>
            </li>
          ))}
        </SimpleGrid>
        <Button component={Link} to="/">
          我已保存，前往登入
        </Button>
      </Stack>
    );
  } else if (!token || enrolment.isError) {
    body = (
      <Stack gap="md">
        <Title order={1} size="h3">
          無法使用此設定連結
        </Title>
        <Alert color="red">{token ? errorsOf(enrolment.error)[0]?.message : '連結不完整，請使用信件或管理者提供的完整連結。'}</Alert>
        <Text size="sm">設定連結只能使用一次，且 24 小時內有效。請洽系統管理者重新邀請。</Text>
      </Stack>
    );
  } else if (!enrolment.data) {
    body = <Text aria-live="polite">讀取中…</Text>;
  } else {
    const e = enrolment.data;
    body = (
      <form onSubmit={submit} noValidate aria-labelledby="enrol-title">
        <Stack gap="md">
          <Title id="enrol-title" order={1} size="h3">
            設定後台帳號
          </Title>
          <Text size="sm">
            {e.displayName}（{e.email}），身分：{STAFF_ROLE_LABELS[e.role]}。此連結於 {rocDateTime(e.expiresAt)} 前有效。
          </Text>
          <List type="ordered" size="sm" spacing="xs">
            <List.Item>在手機安裝驗證器 App（例如 Google Authenticator、Microsoft Authenticator）。</List.Item>
            <List.Item>用 App 掃描下方 QR Code；無法掃描時，手動輸入金鑰。</List.Item>
            <List.Item>設定密碼，並輸入 App 顯示的 6 位數驗證碼。</List.Item>
          </List>
          <Group align="center" gap="lg" wrap="wrap">
            <Image src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(e.qrSvg)}`} alt="驗證器設定 QR Code" w={180} h={180} />
            <Stack gap={4}>
              <Text size="sm">手動輸入金鑰：</Text>
              <Code fz="sm" data-testid="totp-secret" style={{ wordBreak: 'break-all' }}>
                {e.secret}
              </Code>
            </Stack>
          </Group>
          <FormErrorSummary form={FORM} errors={errors} />
          <PasswordInput visibilityToggleButtonProps={{ 'aria-label': '顯示或隱藏密碼' }} id={inputId(FORM, 'password')} label="設定密碼" description={`至少 ${staffRules.$defs.newPassword.minLength} 個字元`} autoComplete="new-password" required value={password} onChange={(ev) => setPassword(ev.currentTarget.value)} error={messageFor(errors, 'password')} />
          <TextInput id={inputId(FORM, 'totpCode')} label="驗證碼（6 位數）" autoComplete="one-time-code" inputMode="numeric" required value={totpCode} onChange={(ev) => setTotpCode(ev.currentTarget.value)} error={messageFor(errors, 'totpCode')} />
          <Button type="submit" loading={complete.isPending}>
            完成設定
          </Button>
        </Stack>
      </form>
    );
  }
  return (
    <Center mih="100vh" p="md" component="main">
      <Card withBorder shadow="sm" radius="md" p="xl" w="100%" maw={560}>
        {body}
      </Card>
    </Center>
  );
}
