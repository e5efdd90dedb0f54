// An admin's actions on another staff account (issue 29, item 7): send the invitation again, reset a
// lost authenticator, disable, enable again. Which buttons a row shows follows its state; every action
// is confirmed first in the in-page dialog, which names the person and says what will happen. A refusal
// stays in the dialog (it does not close on its own as if it had worked).
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { components } from '../../../shared/generated/api';
import { STAFF_ACTION_LABELS } from '../../../shared/back-office-labels';
import { adminApi, unwrap } from '../../api/client';
import { errorsOf } from '../../forms/form-errors';
import { AdminModal } from '../../ui/admin-modal';

type StaffMember = components['schemas']['StaffMember'];
export type StaffAction = keyof typeof STAFF_ACTION_LABELS;

/** The actions a row offers, by the account's state (the server refuses the others with 409). */
export function actionsFor(member: StaffMember): StaffAction[] {
  if (member.state === 'disabled') return ['enable'];
  return member.state === 'invited' ? ['resendInvitation', 'disable'] : ['resetSecondFactor', 'disable'];
}

const named = (m: StaffMember) => `${m.displayName}（${m.email}）`;

interface ActionText {
  /** The dialog's title. */
  title: string;
  /** What the dialog asks. */
  ask: (m: StaffMember) => string;
  /** The dialog's button. */
  confirm: string;
  /** The toast once done. */
  done: (m: StaffMember) => string;
  /** Actions that lock a person out are red. */
  danger: boolean;
}

const TEXT: Record<StaffAction, ActionText> = {
  resendInvitation: {
    title: STAFF_ACTION_LABELS.resendInvitation,
    ask: (m) => `重新寄送邀請信給 ${named(m)}？信中是新的啟用連結，先前寄出的連結隨即失效。`,
    confirm: '確定重寄邀請',
    done: (m) => `已重寄邀請信給 ${m.email}，先前的啟用連結已失效`,
    danger: false,
  },
  resetSecondFactor: {
    title: STAFF_ACTION_LABELS.resetSecondFactor,
    ask: (m) =>
      `重設 ${named(m)}的驗證方式？其驗證器 App、通行金鑰與備用碼將全部失效，目前的登入隨即結束；系統會寄出新的啟用連結，對方須重新設定密碼與驗證方式才能登入。`,
    confirm: '確定重設驗證方式',
    done: (m) => `已重設 ${m.displayName} 的驗證方式，並寄出新的啟用連結給 ${m.email}`,
    danger: true,
  },
  disable: {
    title: '停用帳號',
    ask: (m) => `停用 ${named(m)}的帳號？其登入隨即結束，之後無法登入，直到重新啟用。`,
    confirm: '確定停用',
    done: (m) => `${m.displayName} 的帳號已停用`,
    danger: true,
  },
  enable: {
    title: '重新啟用帳號',
    ask: (m) =>
      `重新啟用 ${named(m)}的帳號？${m.enrolledAt ? '對方可再以原本的密碼與驗證方式登入。' : `對方尚未完成設定：啟用後請按「${STAFF_ACTION_LABELS.resendInvitation}」寄出新的啟用連結。`}`,
    confirm: '確定重新啟用',
    done: (m) => `${m.displayName} 的帳號已重新啟用`,
    danger: false,
  },
};

async function call(action: StaffAction, uid: string): Promise<StaffMember> {
  const params = { path: { uid } };
  switch (action) {
    case 'resendInvitation':
      return unwrap<StaffMember>(await adminApi.POST('/api/admin/v1/staff/{uid}/resend-invitation', { params }));
    case 'resetSecondFactor':
      return unwrap<StaffMember>(await adminApi.POST('/api/admin/v1/staff/{uid}/reset-2fa', { params }));
    case 'disable':
      return unwrap<StaffMember>(await adminApi.POST('/api/admin/v1/staff/{uid}/disable', { params }));
    case 'enable':
      return unwrap<StaffMember>(await adminApi.POST('/api/admin/v1/staff/{uid}/enable', { params }));
  }
}

/** The buttons of every row and the one dialog that confirms them; `onDone` gets the account as it is now and the toast's text. */
export function useStaffActions(onDone: (member: StaffMember, message: string) => void) {
  const [pending, setPending] = useState<{ action: StaffAction; member: StaffMember } | null>(null);
  const run = useMutation({
    mutationFn: ({ action, member }: { action: StaffAction; member: StaffMember }) => call(action, member.uid),
    onSuccess: (member, { action }) => {
      setPending(null);
      onDone(member, TEXT[action].done(member));
    },
  });
  const close = () => {
    if (run.isPending) return;
    setPending(null);
    run.reset();
  };

  const buttons = (member: StaffMember) => (
    <Group gap="xs" wrap="nowrap">
      {actionsFor(member).map((action) => (
        <Button
          key={action}
          size="xs"
          variant="light"
          color={TEXT[action].danger ? 'red' : undefined}
          aria-label={`${STAFF_ACTION_LABELS[action]} ${member.displayName}`}
          onClick={() => {
            run.reset();
            setPending({ action, member });
          }}
        >
          {STAFF_ACTION_LABELS[action]}
        </Button>
      ))}
    </Group>
  );

  const dialog = (
    <AdminModal opened={pending !== null} onClose={close} title={pending ? TEXT[pending.action].title : ''}>
      {pending ? (
        <Stack gap="md">
          <Text>{TEXT[pending.action].ask(pending.member)}</Text>
          {run.isError ? (
            <Alert color="red" role="alert">
              {errorsOf(run.error)[0]?.message}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={run.isPending}>
              取消
            </Button>
            <Button color={TEXT[pending.action].danger ? 'red' : undefined} loading={run.isPending} onClick={() => run.mutate(pending)}>
              {TEXT[pending.action].confirm}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </AdminModal>
  );

  return { buttons, dialog };
}
