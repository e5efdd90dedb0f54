// Staff accounts (admin only): who has access, in which role; invite by e-mail (the enrolment link is
// mailed), change a role; and per account (staff-actions.tsx) send the invitation again, reset a lost
// authenticator, disable, enable again. A role change, a disable or a reset ends that person's sessions
// on the server at once.
import { Badge, Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataTable } from 'mantine-datatable';
import { useState, type FormEvent } from 'react';
import type { components } from '../../../shared/generated/api';
import { STAFF_ROLE_LABELS, STAFF_STATE_LABELS } from '../../../shared/back-office-labels';
import { rocDateTime } from '../../../shared/taipei-time';
import { adminApi, unwrap } from '../../api/client';
import type { StaffMe, StaffRole } from '../../auth/staff-session';
import { AdminModal } from '../../ui/admin-modal';
import { errorsOf, FormErrorSummary, inputId, messageFor } from '../../forms/form-errors';
import { focusableScroll } from '../../ui/data-table-props';
import { useStaffActions } from './staff-actions';

type StaffMember = components['schemas']['StaffMember'];
const STAFF_KEY = ['staff', 'list'] as const;
const ROLE_OPTIONS = (Object.keys(STAFF_ROLE_LABELS) as StaffRole[]).map((value) => ({ value, label: STAFF_ROLE_LABELS[value] }));
const STATE_COLOR: Record<StaffMember['state'], string> = { invited: 'yellow', active: 'green', disabled: 'gray' };

function InviteForm({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [role, setRole] = useState<StaffRole>('reviewer');
  const invite = useMutation({
    mutationFn: async () => unwrap<StaffMember>(await adminApi.POST('/api/admin/v1/staff/invite', { body: { email, displayName, role } })),
    onSuccess: (member) => {
      void queryClient.invalidateQueries({ queryKey: STAFF_KEY });
      notifications.show({ color: 'green', message: `已寄出邀請信給 ${member.email}` });
      onDone();
    },
  });
  const errors = errorsOf(invite.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!invite.isPending) invite.mutate();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormErrorSummary form="invite" errors={errors} />
        <TextInput id={inputId('invite', 'email')} label="電子郵件" type="email" required value={email} onChange={(e) => setEmail(e.currentTarget.value)} error={messageFor(errors, 'email')} />
        <TextInput id={inputId('invite', 'displayName')} label="顯示名稱" required value={displayName} onChange={(e) => setDisplayName(e.currentTarget.value)} error={messageFor(errors, 'displayName')} />
        <Select id={inputId('invite', 'role')} label="身分" data={ROLE_OPTIONS} value={role} onChange={(v) => v && setRole(v as StaffRole)} allowDeselect={false} error={messageFor(errors, 'role')} />
        <Group justify="flex-end">
          <Button type="submit" loading={invite.isPending}>
            寄出邀請
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function StaffPage({ me }: { me: StaffMe }) {
  const queryClient = useQueryClient();
  const [inviting, invitingModal] = useDisclosure();
  const list = useQuery({ queryKey: STAFF_KEY, queryFn: async () => unwrap<StaffMember[]>(await adminApi.GET('/api/admin/v1/staff/list')) });
  const done = (member: StaffMember, message: string) => {
    queryClient.setQueryData<StaffMember[]>(STAFF_KEY, (rows) => rows?.map((r) => (r.uid === member.uid ? member : r)));
    notifications.show({ color: 'green', message });
  };
  const failed = (error: unknown) => notifications.show({ color: 'red', message: errorsOf(error)[0]?.message ?? '' });
  const changeRole = useMutation({
    mutationFn: async ({ uid, role }: { uid: string; role: StaffRole }) => unwrap<StaffMember>(await adminApi.POST('/api/admin/v1/staff/{uid}/role', { params: { path: { uid } }, body: { role } })),
    onSuccess: (m) => {
      setRoleChange(null);
      done(m, `${m.displayName} 的身分已改為${STAFF_ROLE_LABELS[m.role]}，其登入已結束`);
    },
    onError: failed,
  });
  // A role changes only once confirmed: one misclick in a dropdown must not make a reviewer an admin.
  const [roleChange, setRoleChange] = useState<{ member: StaffMember; role: StaffRole } | null>(null);
  const actions = useStaffActions(done);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>工作人員帳號</Title>
        <Button onClick={invitingModal.open}>邀請工作人員</Button>
      </Group>
      <DataTable<StaffMember>
        scrollAreaProps={focusableScroll('工作人員列表')}
        withTableBorder
        striped
        minHeight={160}
        // One line per cell: on a phone the table scrolls sideways instead of breaking names and badges.
        defaultColumnProps={{ noWrap: true }}
        fetching={list.isFetching}
        records={list.data ?? []}
        idAccessor="uid"
        noRecordsText={list.isError ? errorsOf(list.error)[0]?.message : '尚無工作人員'}
        columns={[
          {
            accessor: 'displayName',
            title: '名稱／電子郵件',
            // One column, the e-mail under the name: with the action buttons, the row fits 1280 px.
            render: (m) => (
              <Stack gap={0}>
                <Text size="sm">{m.displayName}</Text>
                <Text size="xs" c="dimmed">
                  {m.email}
                </Text>
              </Stack>
            ),
          },
          {
            accessor: 'role',
            title: '身分',
            render: (m) =>
              m.uid === me.uid || m.state === 'disabled' ? (
                STAFF_ROLE_LABELS[m.role]
              ) : (
                <Select
                  aria-label={`${m.displayName} 的身分`}
                  size="xs"
                  // A width of its own: at 100% of a cell the column gave way to the action buttons and cut the role.
                  w={128}
                  data={ROLE_OPTIONS}
                  value={m.role}
                  allowDeselect={false}
                  disabled={changeRole.isPending}
                  onChange={(picked) => picked && picked !== m.role && setRoleChange({ member: m, role: picked as StaffRole })}
                />
              ),
          },
          {
            accessor: 'state',
            title: '狀態',
            // The label's overflow visible: a flex item that hides its overflow may shrink to nothing, so the
            // column gave way to the action buttons and cut the state to 「已邀請…」.
            render: (m) => (
              <Badge variant="dot" color={STATE_COLOR[m.state]} styles={{ label: { overflow: 'visible' } }}>
                {STAFF_STATE_LABELS[m.state]}
              </Badge>
            ),
          },
          { accessor: 'createdAt', title: '建立時間', render: (m) => rocDateTime(m.createdAt) },
          {
            accessor: 'actions',
            title: '操作',
            render: (m) =>
              m.uid !== me.uid ? (
                actions.buttons(m)
              ) : (
                <Text size="xs" c="dimmed">
                  —
                </Text>
              ),
          },
        ]}
      />
      <AdminModal opened={inviting} onClose={invitingModal.close} title="邀請工作人員">
        <InviteForm onDone={invitingModal.close} />
      </AdminModal>
      {actions.dialog}
      <AdminModal opened={roleChange !== null} onClose={() => !changeRole.isPending && setRoleChange(null)} title="變更身分">
        {roleChange ? (
          <Stack gap="md">
            <Text>
              將 {roleChange.member.displayName}（{roleChange.member.email}）的身分由「{STAFF_ROLE_LABELS[roleChange.member.role]}」改為「{STAFF_ROLE_LABELS[roleChange.role]}」？變更後其登入即結束，須重新登入。
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setRoleChange(null)} disabled={changeRole.isPending}>
                取消
              </Button>
              <Button onClick={() => changeRole.mutate({ uid: roleChange.member.uid, role: roleChange.role })} loading={changeRole.isPending}>
                確定變更身分
              </Button>
            </Group>
          </Stack>
        ) : null}
      </AdminModal>
    </Stack>
  );
}
