// 變更密碼 on 我的帳號 (issue 30, item 8): the current password, then the new one. The server is the rule
// (length in schemas/admin/staff-common.schema.json, "not guessable" in src/server/features/staff/password.ts):
// its refusal names the field and says why, and the summary above the form takes focus.
import { Button, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { components } from '../../../shared/generated/api';
import { adminApi, unwrap } from '../../api/client';
import { errorsOf, FormErrorSummary, inputId, messageFor } from '../../forms/form-errors';
import { NEW_PASSWORD_DESCRIPTION } from '../../forms/new-password';

type Changed = components['schemas']['StaffCredentialsChanged'];
const FORM = 'change-password';
const toggle = { 'aria-label': '顯示或隱藏密碼' };

/** What the change did to the account's other sessions, in words. */
export const endedElsewhere = ({ otherSessionsEnded }: Changed) => (otherSessionsEnded > 0 ? `其他裝置上的 ${otherSessionsEnded} 個登入已結束。` : '');

export function ChangePassword() {
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const change = useMutation({
    mutationFn: async () => unwrap<Changed>(await adminApi.POST('/api/admin/v1/account/password', { body: { currentPassword, newPassword } })),
    onSuccess: () => {
      setCurrentPassword('');
      setNewPassword('');
    },
  });
  const errors = errorsOf(change.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!change.isPending) change.mutate();
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="change-password-title">
      <Stack gap="sm">
        <Title id="change-password-title" order={3} size="h4">
          變更密碼
        </Title>
        <FormErrorSummary form={FORM} errors={errors} />
        <PasswordInput
          visibilityToggleButtonProps={toggle}
          id={inputId(FORM, 'currentPassword')}
          label="目前的密碼"
          autoComplete="current-password"
          required
          size="md"
          value={currentPassword}
          onChange={(e) => setCurrentPassword(e.currentTarget.value)}
          error={messageFor(errors, 'currentPassword')}
        />
        <PasswordInput
          visibilityToggleButtonProps={toggle}
          id={inputId(FORM, 'newPassword')}
          label="新密碼"
          description={NEW_PASSWORD_DESCRIPTION}
          autoComplete="new-password"
          required
          size="md"
          value={newPassword}
          onChange={(e) => setNewPassword(e.currentTarget.value)}
          error={messageFor(errors, 'newPassword')}
        />
        <Button type="submit" size="md" loading={change.isPending}>
          變更密碼
        </Button>
        <Text role="status" size="sm" fw={700}>
          {change.data ? `已變更密碼，下次登入請使用新密碼。${endedElsewhere(change.data)}` : ''}
        </Text>
      </Stack>
    </form>
  );
}
