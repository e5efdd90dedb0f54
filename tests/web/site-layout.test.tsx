// @vitest-environment jsdom
// The shared layout around real routes and a real server (settings): navigation and its menus,
// highlighting, the collapsible menu, tool icons, breadcrumb, page title, footer, accessibility
// keys, decorative stars, scroll-to-top and toasts.
import { notifications } from '@mantine/notifications';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderSite } from '../helpers/site';
import { useSiteServer } from '../helpers/site-server';

// The demo item published when registration opens (the others follow the demo dates).
const DRAW_UID = '6a0f3a52-8c1e-4d7b-9f2a-000000000001';

const site = useSiteServer();
afterEach(() => {
  cleanup();
  notifications.clean();
});

const mainNav = () => screen.getByRole('navigation', { name: '主選單' });
const setScroll = (y: number) => {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
};

describe('header navigation', () => {
  it('highlights 最新消息 on the news pages and 推薦專區 on the recommend page', async () => {
    const { router } = await renderSite('/pages/news');
    const news = within(mainNav()).getByRole('link', { name: '最新消息' });
    await waitFor(() => expect(news).toHaveAttribute('aria-current', 'page'));
    expect(news).toHaveAttribute('data-active', 'true');
    const recommend = within(mainNav()).getByRole('link', { name: '推薦專區' });
    expect(recommend).toHaveAttribute('data-active', 'false');

    await act(() => router.navigate(`/pages/news/${DRAW_UID}`));
    expect(news).toHaveAttribute('data-active', 'true');
    expect(news).toHaveAttribute('aria-current', 'true');

    await act(() => router.navigate('/pages/recommend'));
    await waitFor(() => expect(recommend).toHaveAttribute('aria-current', 'page'));
    expect(news).toHaveAttribute('data-active', 'false');
  });

  it('has the menus of SPEC.md with their pages', async () => {
    await renderSite('/');
    const user = userEvent.setup();
    const expected: Record<string, [string, string][]> = {
      活動辦法: [['活動簡章', '/pages/activity/info'], ['懶人包', '/pages/activity/kit'], ['宣傳影片', '/pages/activity/video'], ['常見問題', '/pages/activity/faq']],
      報名專區: [['立即報名', '/pages/register'], ['上傳資料／登入', '/pages/register/upload'], ['報名指引', '/pages/register/guide'], ['報名教學影片', '/pages/register/signupGuide']],
      得獎名單: [['第二屆得獎名單', '/pages/awards/second'], ['第一屆得獎名單', '/pages/awards/first']],
      英雄榜: [['第二屆英雄榜', '/heroPages/heroes/second'], ['第一屆英雄榜', '/heroPages/heroes/first']],
    };
    for (const [menu, items] of Object.entries(expected)) {
      const button = within(mainNav()).getByRole('button', { name: menu });
      await user.click(button);
      const list = document.getElementById(button.getAttribute('aria-controls')!)!;
      expect(list).toBeVisible();
      expect(within(list).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual(items);
    }
  });

  it('opens a menu from the keyboard, moves with arrows, closes with Escape and on navigation', async () => {
    const user = userEvent.setup();
    const { router } = await renderSite('/');
    const button = within(mainNav()).getByRole('button', { name: '活動辦法' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: '活動簡章' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: '懶人包' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('link', { name: '常見問題' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: '活動簡章' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('link', { name: '活動簡章' })).toHaveFocus());
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/activity/kit'));
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
    expect(button).toHaveAttribute('data-active', 'true');
  });

  it('one open menu closes when another opens or the focus leaves it', async () => {
    const user = userEvent.setup();
    await renderSite('/');
    const activity = within(mainNav()).getByRole('button', { name: '活動辦法' });
    const register = within(mainNav()).getByRole('button', { name: '報名專區' });
    await user.click(activity);
    await user.click(register);
    expect(activity).toHaveAttribute('aria-expanded', 'false');
    expect(register).toHaveAttribute('aria-expanded', 'true');
    await user.tab(); // into the register menu
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab(); // past its last entry
    expect(register).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('collapsible menu (992 px and below)', () => {
  it('the toggle opens the menu, and navigating closes it', async () => {
    const user = userEvent.setup();
    const { router } = await renderSite('/');
    const toggle = screen.getByRole('button', { name: '開啟選單' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', mainNav().id);
    expect(mainNav()).toHaveAttribute('data-open', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('關閉選單');
    expect(mainNav()).toHaveAttribute('data-open', 'true');

    await user.click(within(mainNav()).getByRole('link', { name: '最新消息' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/news'));
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
    expect(mainNav()).toHaveAttribute('data-open', 'false');
  });

  it('Escape closes it and returns focus to the toggle', async () => {
    const user = userEvent.setup();
    await renderSite('/');
    const toggle = screen.getByRole('button', { name: '開啟選單' });
    await user.click(toggle);
    within(mainNav()).getByRole('link', { name: '最新消息' }).focus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});

describe('tools, user menu, breadcrumb, title, footer', () => {
  it('tool icons have names: home, site map, the messaging account (new window) and the mailbox', async () => {
    await renderSite('/pages/news');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: '首頁' })).toHaveAttribute('href', '/');
    expect(within(header).getByRole('link', { name: '網站導覽' })).toHaveAttribute('href', '/pages/sitemap');
    // The messaging link gets its address (and so its link role) once the settings have loaded.
    const messaging = await within(header).findByRole('link', { name: /LINE 官方帳號（另開新視窗）/ });
    await waitFor(() => expect(messaging).toHaveAttribute('href', site.settings.messagingUrl));
    expect(messaging).toHaveAttribute('target', '_blank');
    expect(messaging).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(within(header).getByRole('link', { name: new RegExp(site.settings.mailbox) })).toHaveAttribute('href', `mailto:${site.settings.mailbox}`);
  });

  it('the header user menu offers the login entry while nobody is signed in', async () => {
    const user = userEvent.setup();
    await renderSite('/');
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: '會員選單' }));
    expect(screen.getByRole('link', { name: '登入' })).toHaveAttribute('href', '/pages/register/upload');
  });

  it('the breadcrumb leads home, then through the matched routes; the news detail comes from the list', async () => {
    const { router } = await renderSite(`/pages/news/${DRAW_UID}`);
    const crumbs = await screen.findByRole('navigation', { name: '目前位置' });
    const steps = within(crumbs).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual(['首頁', '最新消息', '消息內容']);
    expect(within(steps[0]!).getByRole('link')).toHaveAttribute('href', '/');
    expect(within(steps[1]!).getByRole('link')).toHaveAttribute('href', '/pages/news');
    expect(within(steps[2]!).queryByRole('link')).toBeNull();
    expect(within(steps[2]!).getByText('消息內容')).toHaveAttribute('aria-current', 'page');

    // A group without a page of its own is not a link.
    await act(() => router.navigate('/pages/activity/faq'));
    await waitFor(() => expect(within(screen.getByRole('navigation', { name: '目前位置' })).getAllByRole('listitem').map((s) => s.textContent)).toEqual(['首頁', '活動辦法', '常見問題']));
    expect(within(screen.getByRole('navigation', { name: '目前位置' })).queryByRole('link', { name: '活動辦法' })).toBeNull();

    await act(() => router.navigate('/'));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: '目前位置' })).toBeNull());
  });

  it('the page title is the site title followed by the route title', async () => {
    const { router } = await renderSite('/pages/news');
    await waitFor(() => expect(document.title).toBe(`${site.settings.siteTitle} - 最新消息`));
    await act(() => router.navigate('/'));
    await waitFor(() => expect(document.title).toBe(site.settings.siteTitle));
  });

  it('the footer shows the host, institute, phone with both extensions, hours, mailbox and copyright', async () => {
    await renderSite('/');
    const footer = screen.getByRole('contentinfo');
    await within(footer).findByText(site.settings.hostAuthority);
    expect(within(footer).getByText(site.settings.institute)).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: site.settings.contactPhone })).toHaveAttribute('href', expect.stringMatching(/^tel:/));
    for (const ext of site.settings.contactExtensions) expect(footer).toHaveTextContent(ext);
    expect(footer).toHaveTextContent(site.settings.contactHours);
    expect(within(footer).getByRole('link', { name: site.settings.mailbox })).toHaveAttribute('href', `mailto:${site.settings.mailbox}`);
    expect(footer).toHaveTextContent(/Copyright ©/);
  });

  it('an unknown path shows the not-found page inside the layout', async () => {
    await renderSite('/pages/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: '找不到頁面' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '回首頁' })).toHaveAttribute('href', '/');
  });
});

describe('accessibility keys, stars, scroll-to-top, toasts', () => {
  it('every page has the ::: anchors U (header), C (content), Z (footer) and a skip link to the content', async () => {
    const user = userEvent.setup();
    const { router } = await renderSite('/');
    for (const path of ['/', '/pages/news']) {
      await act(() => router.navigate(path));
      const anchors = Object.fromEntries([...document.querySelectorAll<HTMLAnchorElement>('a[accesskey]')].map((a) => [a.accessKey, a]));
      expect(Object.keys(anchors).sort()).toEqual(['C', 'U', 'Z']);
      expect(anchors.U!.textContent).toBe(':::');
      expect(screen.getByRole('banner')).toContainElement(anchors.U!);
      expect(screen.getByRole('main')).toContainElement(anchors.C!);
      expect(screen.getByRole('contentinfo')).toContainElement(anchors.Z!);
      // Activating an anchor (what Alt+key does) puts the focus in its region, URL unchanged.
      await user.click(anchors.Z!);
      expect(anchors.Z).toHaveFocus();
      expect(router.state.location.pathname).toBe(path);
    }
    const skip = screen.getByRole('link', { name: '跳到主要內容' });
    await user.click(skip);
    expect(document.querySelector('a[accesskey="C"]')).toHaveFocus();
    // The skip link is the first thing the keyboard reaches.
    (document.activeElement as HTMLElement).blur();
    await user.tab();
    expect(skip).toHaveFocus();
  });

  it('draws 8 decorative stars hidden from assistive technology', async () => {
    await renderSite('/');
    const stars = await screen.findByTestId('decorative-stars');
    expect(stars).toHaveAttribute('aria-hidden', 'true');
    expect(stars.querySelectorAll('svg')).toHaveLength(8);
  });

  it('shows scroll-to-top past half the window height, and the header takes its scrolled style', async () => {
    const user = userEvent.setup();
    await renderSite('/pages/news');
    Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
    const header = screen.getByRole('banner');
    // The button's code loads on its own: wait for it once, so the absences below mean something.
    setScroll(401);
    await screen.findByRole('button', { name: '回到頁首' });
    setScroll(0);
    expect(header).toHaveAttribute('data-scrolled', 'false');
    expect(screen.queryByRole('button', { name: '回到頁首' })).toBeNull();
    setScroll(300);
    expect(header).toHaveAttribute('data-scrolled', 'true');
    expect(screen.queryByRole('button', { name: '回到頁首' })).toBeNull();
    setScroll(401);
    const top = screen.getByRole('button', { name: '回到頁首' });
    let scrolledTo: number | undefined;
    window.scrollTo = ((opts: ScrollToOptions) => {
      scrolledTo = opts.top;
    }) as typeof window.scrollTo;
    await user.click(top);
    expect(scrolledTo).toBe(0);
    setScroll(0);
    expect(screen.queryByRole('button', { name: '回到頁首' })).toBeNull();
  });

  it('shows one toast at a time and clears toasts when the URL changes', async () => {
    const { router } = await renderSite('/');
    act(() => {
      notifications.show({ message: '第一則提示' });
      notifications.show({ message: '第二則提示' });
    });
    expect(await screen.findByText('第一則提示')).toBeInTheDocument();
    expect(screen.queryByText('第二則提示')).toBeNull();
    await act(() => router.navigate('/pages/news'));
    await waitFor(() => expect(screen.queryByText('第一則提示')).toBeNull());
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('第二則提示')).toBeNull();
  });
});
