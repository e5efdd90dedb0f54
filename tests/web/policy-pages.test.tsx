// @vitest-environment jsdom
// The pages a government site carries (issue 32) against a real server: 隱私權及安全政策 and
// 政府網站資料開放宣告 with their words from their content modules and the authority's data from the
// settings, the footer and the site map linking both, the site map's access-key conventions, and no
// accessibility mark on the home page while none is configured (tests/web/accessibility-mark.test.tsx: one is).
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EDITION_LABEL } from '../../src/shared/edition-titles';
import { DATASETS_TEXT, OPEN_DATA_LICENSE, OPEN_DATA_SECTIONS, OPEN_DATA_TITLE, openDataPath } from '../../src/shared/open-data-terms';
import { COOKIES, COOKIES_SECTION, OPEN_DATA_PATH, PRIVACY_PATH, PRIVACY_SECTIONS, PRIVACY_TITLE, SECURITY_SECTION } from '../../src/shared/privacy-policy';
import { renderSite } from '../helpers/site';
import { useSiteServer } from '../helpers/site-server';

const site = useSiteServer();

describe('隱私權及安全政策', () => {
  it('says who collects (from the settings) and every section of the content module', async () => {
    await renderSite(PRIVACY_PATH);
    const main = screen.getByRole('main');
    await within(main).findByRole('heading', { level: 1, name: PRIVACY_TITLE });
    for (const section of [...PRIVACY_SECTIONS, COOKIES_SECTION, SECURITY_SECTION]) {
      expect(within(main).getByRole('heading', { level: 2, name: section.heading })).toBeInTheDocument();
    }
    const collector = within(main).getByRole('region', { name: PRIVACY_SECTIONS[0]!.heading });
    expect(collector).toHaveTextContent(site.settings.hostAuthority);
    expect(collector).toHaveTextContent(site.settings.institute);
    expect(main.textContent).not.toMatch(/\{\w+\}/); // every placeholder filled
    // How long non-winners' data are kept: the retention setting the command and the admin page apply.
    expect(within(main).getByRole('region', { name: PRIVACY_SECTIONS.find((x) => x.id === 'use')!.heading })).toHaveTextContent(`公布 ${site.settings.retentionMonths} 個月後刪除`);
  });

  it('lists the five rights of §3 and how to use them: the mailbox and the phone as links', async () => {
    await renderSite(PRIVACY_PATH);
    const rights = await screen.findByRole('region', { name: /您的權利/ });
    expect(within(rights).getAllByRole('listitem').map((li) => li.textContent)).toEqual(PRIVACY_SECTIONS.find((s) => s.id === 'rights')!.items);
    expect(within(rights).getByRole('link', { name: site.settings.mailbox })).toHaveAttribute('href', `mailto:${site.settings.mailbox}`);
    expect(within(rights).getByRole('link', { name: site.settings.contactPhone })).toHaveAttribute('href', expect.stringMatching(/^tel:\d+$/));
  });

  it('names the cookies the site sets, and the security measures', async () => {
    await renderSite(PRIVACY_PATH);
    const cookies = await screen.findByRole('table', { name: COOKIES_SECTION.cookiesCaption });
    expect(within(cookies).getAllByRole('code').map((c) => c.textContent)).toEqual(COOKIES.map((c) => c.name));
    const security = screen.getByRole('region', { name: SECURITY_SECTION.heading });
    expect(security).toHaveTextContent('AES-256-GCM');
  });
});

describe('政府網站資料開放宣告', () => {
  it('states the terms with the licence link and offers each published edition’s data sets at their stable addresses', async () => {
    await renderSite(OPEN_DATA_PATH);
    const main = screen.getByRole('main');
    await within(main).findByRole('heading', { level: 1, name: OPEN_DATA_TITLE });
    for (const section of OPEN_DATA_SECTIONS) expect(within(main).getByRole('heading', { level: 2, name: section.heading })).toBeInTheDocument();
    expect(main).toHaveTextContent(site.settings.hostAuthority);
    expect(within(main).getByRole('link', { name: OPEN_DATA_LICENSE.linkText })).toHaveAttribute('href', OPEN_DATA_LICENSE.url);

    const { awards, heroes } = site.settings.publishedEditions;
    expect(awards.length).toBeGreaterThan(0);
    for (const [set, editions] of [['winners', awards], ['heroes', heroes]] as const) {
      for (const n of editions) {
        const name = `${EDITION_LABEL[n]}${DATASETS_TEXT[set]}`;
        expect(within(main).getByRole('link', { name: `${name} CSV` })).toHaveAttribute('href', openDataPath(n, set, 'csv'));
        expect(within(main).getByRole('link', { name: `${name} JSON` })).toHaveAttribute('href', openDataPath(n, set, 'json'));
      }
    }
    // An edition not published has no data set.
    expect(within(main).queryByRole('link', { name: /第三屆/ })).toBeNull();
  });
});

describe('footer and site map', () => {
  it('the footer links the site map, the privacy policy and the open data declaration', async () => {
    await renderSite('/pages/recommend');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: PRIVACY_TITLE })).toHaveAttribute('href', PRIVACY_PATH);
    expect(within(footer).getByRole('link', { name: OPEN_DATA_TITLE })).toHaveAttribute('href', OPEN_DATA_PATH);
    expect(within(footer).getByRole('link', { name: '網站導覽' })).toHaveAttribute('href', '/pages/sitemap');
  });

  it('the site map lists both pages and explains the ::: marks, the three regions, the keys per browser and Tab', async () => {
    await renderSite('/pages/sitemap');
    const main = screen.getByRole('main');
    await within(main).findByRole('heading', { level: 1, name: '網站導覽' });
    expect(within(main).getByRole('link', { name: PRIVACY_TITLE })).toHaveAttribute('href', PRIVACY_PATH);
    expect(within(main).getByRole('link', { name: OPEN_DATA_TITLE })).toHaveAttribute('href', OPEN_DATA_PATH);
    const keys = within(main).getByRole('region', { name: '網站快速鍵' });
    for (const words of ['導盲磚', ':::', '上方功能區塊', '中央內容區塊', '下方功能區塊', 'Firefox', 'Alt＋Shift', 'Tab', '跳到主要內容']) expect(keys).toHaveTextContent(words);
  });
});

describe('the accessibility mark', () => {
  it('is not on the home page while the settings name none (the default)', async () => {
    expect(site.settings.accessibilityMark).toBeUndefined();
    await renderSite('/');
    await screen.findByRole('heading', { level: 2, name: '獎項重點' });
    expect(screen.queryByRole('img', { name: /無障礙/ })).toBeNull();
  });
});
