// The back office's routes (under /admin). Every area needs a signed-in staff member: without one, the
// sign-in form shows in place (the address stays, so the page opens after signing in). The enrolment
// link's page is the one address that needs nobody.
import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, type RouteObject } from 'react-router-dom';
import { STAFF_ROLE_LABELS } from '../../shared/back-office-labels';
import { adminApi } from '../api/client';
import { STAFF_ME_KEY, useStaffMe, type StaffMe } from '../auth/staff-session';
import { AdminShell } from '../layout/admin-shell';
import { AccountPage } from '../pages/account/account-page';
import { AuditPage } from '../pages/audit/audit-page';
import { AwardsPage } from '../pages/awards/awards-page';
import { HeroesPage } from '../pages/heroes/heroes-page';
import { DrawPage } from '../pages/draw/draw-page';
import { EnrolPage } from '../pages/enrol/enrol-page';
import { NewsHistoryPage } from '../pages/news/news-history-page';
import { NewsListPage } from '../pages/news/news-list-page';
import { FilmsPage } from '../pages/films/films-page';
import { RegistrationPage } from '../pages/registration/registration-page';
import { SignInPage } from '../pages/sign-in/sign-in-page';
import { RemindersPage } from '../pages/reminders/reminders-page';
import { RetentionPage } from '../pages/retention/retention-page';
import { RegistrationsPage } from '../pages/registrations/registrations-page';
import { StaffPage } from '../pages/staff/staff-page';
import { VendorsPage } from '../pages/vendors/vendors-page';
import { JudgingPage } from '../pages/judging/judging-page';
import { JuryEntryPage } from '../pages/jury/jury-entry-page';
import { JuryPage } from '../pages/jury/jury-page';
import { areasFor, mayCall } from './areas';
import type { StaffOperationId } from '../../shared/generated/operation-roles';
import { lazy, Suspense, type ReactNode } from 'react';

// The news editor brings Tiptap and its styles (about 900 KB unzipped): loaded when a news item opens,
// not with every back-office page.
const NewsEditPage = lazy(() => import('../pages/news/news-edit-page').then((m) => ({ default: m.NewsEditPage })));
const pageLoading = (
  <Center mih={200}>
    <Loader aria-label="讀取中" />
  </Center>
);

function SignedIn() {
  const me = useStaffMe();
  const queryClient = useQueryClient();
  const signOut = useMutation({
    mutationFn: () => adminApi.POST('/api/admin/v1/auth/sign-out'),
    onSettled: () => {
      queryClient.clear();
      queryClient.setQueryData(STAFF_ME_KEY, null);
    },
  });
  if (me.isPending) {
    return (
      <Center mih="100vh">
        <Loader aria-label="讀取中" />
      </Center>
    );
  }
  if (!me.data) return <SignInPage />;
  return (
    <AdminShell
      staff={{ displayName: me.data.displayName, roleLabel: STAFF_ROLE_LABELS[me.data.role] }}
      areas={areasFor(me.data.role)}
      onSignOut={() => signOut.mutate()}
      signingOut={signOut.isPending}
    />
  );
}

/** An area's page, or a plain refusal for a role the contract does not let in. */
function Area({ operation, render }: { operation: StaffOperationId; render: (me: StaffMe) => ReactNode }) {
  const me = useStaffMe().data;
  if (!me) return null;
  if (!mayCall(me.role, operation)) return <NotAllowed />;
  return render(me);
}

function NotAllowed() {
  return (
    <Stack>
      <Title order={2}>沒有使用權限</Title>
      <Text>您的身分無法使用這個功能。</Text>
      <Link to="/">回後台首頁</Link>
    </Stack>
  );
}

function NotFound() {
  return (
    <Stack>
      <Title order={2}>找不到這個頁面</Title>
      <Link to="/">回後台首頁</Link>
    </Stack>
  );
}

function Home() {
  const me = useStaffMe().data;
  const first = me ? areasFor(me.role)[0] : undefined;
  return first ? <Navigate to={first.path} replace /> : <NotAllowed />;
}

export const adminRoutes: RouteObject[] = [
  { path: '/enrol', element: <EnrolPage /> },
  {
    path: '/',
    element: <SignedIn />,
    children: [
      { index: true, element: <Home /> },
      { path: 'registrations', element: <Area operation="adminRegistrationsList" render={() => <RegistrationsPage />} /> },
      { path: 'staff', element: <Area operation="staffList" render={(me) => <StaffPage me={me} />} /> },
      { path: 'audit', element: <Area operation="adminAuditList" render={() => <AuditPage />} /> },
      { path: 'reminders', element: <Area operation="reminderPlan" render={() => <RemindersPage />} /> },
      { path: 'awards', element: <Area operation="adminAwardsList" render={() => <AwardsPage />} /> },
      { path: 'heroes', element: <Area operation="adminHeroesList" render={() => <HeroesPage />} /> },
      { path: 'news', element: <Area operation="adminNewsList" render={(me) => <NewsListPage me={me} />} /> },
      { path: 'films', element: <Area operation="adminFilms" render={() => <FilmsPage />} /> },
      {
        path: 'news/:uid',
        element: (
          <Area
            operation="adminNewsRead"
            render={(me) => (
              <Suspense fallback={pageLoading}>
                <NewsEditPage me={me} />
              </Suspense>
            )}
          />
        ),
      },
      { path: 'news/:uid/history', element: <Area operation="adminNewsRevisions" render={() => <NewsHistoryPage />} /> },
      { path: 'vendors', element: <Area operation="adminVendorList" render={() => <VendorsPage />} /> },
      { path: 'draw', element: <Area operation="drawRead" render={(me) => <DrawPage me={me} />} /> },
      { path: 'retention', element: <Area operation="retentionPlan" render={() => <RetentionPage />} /> },
      { path: 'account', element: <Area operation="staffPasskeyList" render={(me) => <AccountPage me={me} />} /> },
      { path: 'registrations/:uid', element: <Area operation="adminRegistrationRead" render={(me) => <RegistrationPage me={me} />} /> },
      { path: 'jury', element: <Area operation="judgingMyEntries" render={() => <JuryPage />} /> },
      { path: 'jury/:stage/:uid', element: <Area operation="judgingEntryRead" render={(me) => <JuryEntryPage me={me} />} /> },
      { path: 'judging', element: <Area operation="judgingOverview" render={() => <JudgingPage />} /> },
      { path: '*', element: <NotFound /> },
    ],
  },
];
