// Every route of SPEC.md section 2. Each page loads on demand (route-level code splitting); its
// `handle.title` gives the page title (site title + route title) and the breadcrumb.
import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { readStoredUser } from '../auth/stored-session';
import { newsRequests } from '../pages/news/news-requests';
// Not ../../shared/editions: this is the entry chunk (see edition-titles.ts).
import { boardTitle, EDITION_LABEL, EDITIONS as EDITION_LIST } from '../../shared/edition-titles';
import { OPEN_DATA_PATH, OPEN_DATA_TITLE, PRIVACY_PATH, PRIVACY_TITLE } from '../../shared/policy-pages';

export interface RouteHandle {
  /** Route title (breadcrumb and document title); a function for titles that depend on params. */
  title?: string | ((params: Record<string, string | undefined>) => string);
}

const startNewsList = () => {
  newsRequests.startList();
  return null;
};
const startNewsItem = ({ params }: LoaderFunctionArgs) => {
  if (params.id) newsRequests.startItem(params.id);
  return null;
};

// The upload page paints its heading and login intro from a light chunk; the login form's chunks
// (its fields, the security check's frame) start beside it, not after it, for a visitor who is signed out.
const loadUploadPage = () => {
  if (!readStoredUser()) void import('../pages/upload/login/login-form').catch(() => {});
  return import('../pages/upload/upload-page');
};

// Every edition of schemas/editions.json has its winner list, heroes board and hero pages.
const EDITIONS = EDITION_LIST.map((e) => ({ path: e.path, n: e.number }));

export const routes: RouteObject[] = [
  { index: true, lazy: () => import('../pages/home/home-page') },
  {
    path: 'pages',
    children: [
      {
        path: 'news',
        handle: { title: '最新消息' } satisfies RouteHandle,
        children: [
          // Each loader only starts the page's first request, so that it travels alongside the page's
          // code (it returns at once: the page renders as soon as its code is there).
          { index: true, loader: startNewsList, lazy: () => import('../pages/news/news-list-page') },
          { path: ':id', id: 'NewsDetail', handle: { title: '消息內容' } satisfies RouteHandle, loader: startNewsItem, lazy: () => import('../pages/news/news-detail-page') },
        ],
      },
      { path: 'recommend', handle: { title: '推薦專區' } satisfies RouteHandle, lazy: () => import('../pages/recommend/recommend-page') },
      {
        path: 'activity',
        handle: { title: '活動辦法' } satisfies RouteHandle,
        children: [
          { path: 'info', handle: { title: '活動簡章' } satisfies RouteHandle, lazy: () => import('../pages/activity/info-page') },
          { path: 'kit', handle: { title: '懶人包' } satisfies RouteHandle, lazy: () => import('../pages/activity/kit-page') },
          { path: 'video', handle: { title: '宣傳影片' } satisfies RouteHandle, lazy: () => import('../pages/activity/promo-video-page') },
          { path: 'faq', handle: { title: '常見問題' } satisfies RouteHandle, lazy: () => import('../pages/activity/faq-page') },
        ],
      },
      { path: 'register', handle: { title: '立即報名' } satisfies RouteHandle, lazy: () => import('../pages/register/register-page') },
      { path: 'registerEdit', handle: { title: '修改報名資料' } satisfies RouteHandle, lazy: () => import('../pages/register/register-edit-page') },
      { path: 'register/upload', id: 'Upload', handle: { title: '上傳資料' } satisfies RouteHandle, lazy: loadUploadPage },
      { path: 'register/guide', handle: { title: '報名指引' } satisfies RouteHandle, lazy: () => import('../pages/register/guide-page') },
      { path: 'register/signupGuide', handle: { title: '報名教學影片' } satisfies RouteHandle, lazy: () => import('../pages/register/signup-video-page') },
      ...EDITIONS.map(({ path, n }) => ({
        path: `awards/${path}`,
        handle: { title: boardTitle(n, 'awards') } satisfies RouteHandle,
        lazy: async () => {
          const { makeAwardsRoute } = await import('../pages/awards/awards-page');
          return makeAwardsRoute(n);
        },
      })),
      { path: 'sitemap', handle: { title: '網站導覽' } satisfies RouteHandle, lazy: () => import('../pages/sitemap/sitemap-page') },
      // The pages a government site carries (issue 32), at the addresses their content module names.
      { path: PRIVACY_PATH.replace('/pages/', ''), handle: { title: PRIVACY_TITLE } satisfies RouteHandle, lazy: () => import('../pages/policies/privacy-page') },
      { path: OPEN_DATA_PATH.replace('/pages/', ''), handle: { title: OPEN_DATA_TITLE } satisfies RouteHandle, lazy: () => import('../pages/policies/open-data-page') },
      { path: 'abouttype', handle: { title: '職稱分類說明' } satisfies RouteHandle, lazy: () => import('../pages/abouttype/abouttype-page') },
    ],
  },
  {
    path: 'heroPages',
    children: [
      ...EDITIONS.map(({ path, n }) => ({
        path: `heroes/${path}`,
        handle: { title: boardTitle(n, 'heroes') } satisfies RouteHandle,
        lazy: async () => {
          const { makeHeroesRoute } = await import('../pages/heroes/heroes-page');
          return makeHeroesRoute(n);
        },
      })),
      ...EDITIONS.flatMap(({ path, n }) =>
        (['team', 'individual'] as const).map((kind) => ({
          path: `${path}/${kind}/:id`,
          handle: { title: kind === 'team' ? `${EDITION_LABEL[n]}團體英雄` : `${EDITION_LABEL[n]}個人英雄` } satisfies RouteHandle,
          lazy: async () => {
            const { makeHeroDetailRoute } = await import('../pages/heroes/hero-detail-page');
            return makeHeroDetailRoute(n, kind);
          },
        })),
      ),
    ],
  },
  { path: '*', handle: { title: '找不到頁面' } satisfies RouteHandle, lazy: () => import('../pages/not-found/not-found-page') },
];
