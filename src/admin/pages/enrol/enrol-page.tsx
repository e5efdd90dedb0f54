// The one-time enrolment link (/admin/enrol#<token>, from the staff CLI or an admin's invitation): the
// new staff member sets a password and chooses the second factor: a passkey made on the device in hand
// (issue 28), or an authenticator app whose QR code they scan and whose first code proves it. Either way
// they are shown ten recovery codes once. The token stays in the address's fragment (never sent in a
// URL) and is dropped from the address when the enrolment is done. After the app's first code, the page
// says to wait for the next one to sign in: that code is spent (issue 29). The link is called 啟用連結
// everywhere, as the invitation letter calls it; a used or expired one offers the way to sign in.
import { Alert, Button, Card, Center, Code, Group, Image, List, PasswordInput, SegmentedControl, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { components } from '../../../shared/generated/api';
import { STAFF_ROLE_LABELS } from '../../../shared/back-office-labels';
import { adminApi, ApiFailure, unwrap } from '../../api/client';
import { errorsOf, FormErrorSummary, inputId, messageFor } from '../../forms/form-errors';
import { NEW_PASSWORD_DESCRIPTION } from '../../forms/new-password';
import staffRules from '../../../../schemas/admin/staff-common.schema.json';
import { rocDateTime } from '../../../shared/taipei-time';
import { staffCodeMessages } from '../../../shared/staff-code-messages';
import { createPasskey, passkeysSupported } from '../../auth/passkey';

type Enrolment = components['schemas']['StaffEnrolment'];
type RecoveryCodes = components['schemas']['StaffRecoveryCodes'];
type Ceremony = components['schemas']['PasskeyCeremony'];
const FORM = 'enrol';
type Method = 'passkey' | 'totp';
const METHODS: { value: Method; label: string }[] = [
  { value: 'passkey', label: '使用通行金鑰 (passkey)' },
  { value: 'totp', label: '驗證器 App (TOTP)' },
];
const newPassword = staffRules.$defs.newPassword;

/**
 * The password's length rule (schemas/admin/staff-common.schema.json), checked before the device makes a
 * passkey: a passkey made for an enrolment the server then refuses would stay on the device, unused.
 */
function passwordProblem(password: string): string | null {
  if (password.length === 0) return newPassword.errorMessage.type;
  if (password.length < newPassword.minLength) return newPassword.errorMessage.minLength;
  if (password.length > newPassword.maxLength) return newPassword.errorMessage.maxLength;
  return null;
}

const tokenOfAddress = () => decodeURIComponent(window.location.hash.replace(/^#/, ''));

export function EnrolPage() {
  const [token] = useState(tokenOfAddress);
  const [password, setPassword] = useState('');
  const [totpCode, setTotpCode] = useState('');
  // The app stays the first choice where the browser cannot make passkeys.
  const [method, setMethod] = useState<Method>('totp');
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
  const withPasskey = useMutation({
    mutationFn: async () => {
      const problem = passwordProblem(password);
      if (problem) throw new ApiFailure(problem, 400, undefined, [{ field: 'password', message: problem }]);
      const ceremony = unwrap<Ceremony>(await adminApi.POST('/api/admin/v1/enrolment/passkey/options', { body: { token } }));
      const credential = await createPasskey(ceremony);
      return unwrap<RecoveryCodes>(await adminApi.POST('/api/admin/v1/enrolment/passkey/complete', { body: { token, password, handle: ceremony.handle, credential } }));
    },
    onSuccess: () => window.history.replaceState(null, '', window.location.pathname),
  });
  const current = method === 'passkey' ? withPasskey : complete;
  const errors = errorsOf(current.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!current.isPending) current.mutate();
  };
  const recoveryCodes = complete.data ?? withPasskey.data;

  let body;
  if (recoveryCodes) {
    body = (
      <Stack gap="md">
        <Title order={1} size="h3">
          設定完成：請保存備用碼
        </Title>
        <Alert color="red" title="這些備用碼只會顯示這一次">
          裝置遺失、無法使用通行金鑰或驗證器時，每組備用碼可代替驗證碼登入一次。請列印或存放在安全的地方。
        </Alert>
        {complete.data ? <Alert color="blue">{staffCodeMessages.afterEnrolment}</Alert> : null}
        <SimpleGrid cols={2} spacing="xs" component="ol" aria-label="備用碼" style={{ listStyle: 'none', padding: 0 }}>
          {recoveryCodes.recoveryCodes.map((c) => (
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
          無法使用此啟用連結
        </Title>
        <Alert color="red">{token ? errorsOf(enrolment.error)[0]?.message : '啟用連結不完整，請使用邀請信中的完整連結。'}</Alert>
        <Text size="sm">啟用連結只能使用一次，且須在邀請信所寫的期限內使用；失效時請向管理員索取新的連結。已完成設定的帳號請直接登入。</Text>
        <Button component={Link} to="/" variant="light">
          前往登入
        </Button>
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
            {e.displayName}（{e.email}），身分：{STAFF_ROLE_LABELS[e.role]}。此啟用連結於 {rocDateTime(e.expiresAt)} 前有效。
          </Text>
          {/* Stacked: side by side, the two labels do not fit a 375 px screen. */}
          <SegmentedControl
            aria-label="第二道驗證方式"
            orientation="vertical"
            fullWidth
            size="md"
            data={METHODS}
            value={method}
            onChange={(value) => setMethod(value as Method)}
          />
          {method === 'passkey' ? (
            <Stack gap="xs">
              <Text size="sm">通行金鑰存放在這台裝置（或您的密碼管理工具）中，登入時以指紋、臉部辨識或裝置的螢幕鎖解鎖即可，不必輸入驗證碼，也不會被假冒的網站騙走。</Text>
              <Text size="sm">設定密碼後按下「建立通行金鑰並完成設定」，再依瀏覽器的指示建立通行金鑰。</Text>
              {!passkeysSupported() && (
                <Alert color="yellow" title="這個瀏覽器不支援通行金鑰">
                  請改選「驗證器 App (TOTP)」，或換用新版的 Chrome、Edge、Safari 或 Firefox 開啟此連結。
                </Alert>
              )}
            </Stack>
          ) : (
            <>
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
            </>
          )}
          <FormErrorSummary form={FORM} errors={errors} />
          <PasswordInput visibilityToggleButtonProps={{ 'aria-label': '顯示或隱藏密碼' }} id={inputId(FORM, 'password')} label="設定密碼" description={NEW_PASSWORD_DESCRIPTION} autoComplete="new-password" required value={password} onChange={(ev) => setPassword(ev.currentTarget.value)} error={messageFor(errors, 'password')} />
          {method === 'passkey' ? (
            <Button type="submit" size="md" loading={withPasskey.isPending}>
              建立通行金鑰並完成設定
            </Button>
          ) : (
            <>
              <TextInput id={inputId(FORM, 'totpCode')} label="驗證碼（6 位數）" autoComplete="one-time-code" inputMode="numeric" required value={totpCode} onChange={(ev) => setTotpCode(ev.currentTarget.value)} error={messageFor(errors, 'totpCode')} />
              <Button type="submit" loading={complete.isPending}>
                完成設定
              </Button>
            </>
          )}
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
