// The frame of every signed-in page: the programme's name, who is signed in (a link to 我的帳號: their
// passkeys), sign-out, and the areas this staff member's role may open (a link to an area the role
// cannot use is not shown; the server refuses it anyway).
import { AppShell, Burger, Button, Group, NavLink, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { NavLink as RouterLink, Outlet, useLocation } from 'react-router-dom';
import type { StaffArea } from '../app/areas';

/** The header's height: toasts open below it (admin-app.tsx), never over its menu. */
export const ADMIN_HEADER_HEIGHT = 60;

export interface ShellStaff {
  displayName: string;
  roleLabel: string;
}

export function AdminShell({ staff, areas, onSignOut, signingOut }: { staff: ShellStaff; areas: readonly StaffArea[]; onSignOut: () => void; signingOut: boolean }) {
  const [opened, { toggle, close }] = useDisclosure();
  const { pathname } = useLocation();
  return (
    <AppShell header={{ height: ADMIN_HEADER_HEIGHT }} navbar={{ width: 220, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="選單" />
            <Title order={1} size="h4">
              觀光金質獎 後台
            </Title>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Text size="sm" visibleFrom="sm">
              {staff.displayName}（{staff.roleLabel}）
            </Text>
            <Button component={RouterLink} to="/account" variant="subtle" size="xs" aria-label="我的帳號與通行金鑰">
              我的帳號
            </Button>
            <Button variant="default" size="xs" onClick={onSignOut} loading={signingOut}>
              登出
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label="後台功能">
        {areas.map((area) => (
          <NavLink
            key={area.path}
            component={RouterLink}
            to={area.path}
            label={area.label}
            active={pathname === area.path || pathname.startsWith(`${area.path}/`)}
            onClick={close}
          />
        ))}
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
