// @vitest-environment jsdom
// The public renderer of news bodies keeps what the one allowlist allows (src/shared/news-html-allowlist.ts),
// the attributes that are not addresses included, and holds addresses to the allowlist's schemes.
import { expect, it } from 'vitest';
import { sanitizeHtml } from '../../src/ui/content/safe-html';

const parse = (html: string) => new DOMParser().parseFromString(`<body>${sanitizeHtml(html)}</body>`, 'text/html').body;

it('keeps target, rel, colspan, rowspan, width, height and start where the allowlist lists them', () => {
  const body = parse(
    '<a href="https://example.org/" target="_blank">外部</a><ol start="3"><li>三</li></ol>' +
      '<table><tbody><tr><td colspan="2" rowspan="1">格</td></tr></tbody></table><img src="/api/news/v1/files/0b7e4c1a-2f7d-4a8e-9c1b-5d6e7f8a9b0c" alt="圖" width="640" height="480">',
  );
  const link = body.querySelector('a')!;
  expect([link.getAttribute('target'), link.getAttribute('rel')]).toEqual(['_blank', 'noopener noreferrer']);
  expect(body.querySelector('ol')!.getAttribute('start')).toBe('3');
  expect([body.querySelector('td')!.getAttribute('colspan'), body.querySelector('td')!.getAttribute('rowspan')]).toEqual(['2', '1']);
  const img = body.querySelector('img')!;
  expect([img.getAttribute('src'), img.getAttribute('width'), img.getAttribute('height')]).toEqual(['/api/news/v1/files/0b7e4c1a-2f7d-4a8e-9c1b-5d6e7f8a9b0c', '640', '480']);
});

it('drops addresses outside the allowlist, attributes on tags that do not list them, and a target other than a new window', () => {
  const body = parse('<a href="javascript:alert(1)" target="_top">壞</a><p width="3" href="/x">段</p><img src="//evil.example/x.png" alt="x"><a href="//evil.example/">外</a>');
  const [bad, protocolRelative] = [...body.querySelectorAll('a')];
  expect(bad!.hasAttribute('href')).toBe(false);
  expect(bad!.hasAttribute('target')).toBe(false);
  expect(protocolRelative!.hasAttribute('href')).toBe(false);
  expect(body.querySelector('p')!.attributes).toHaveLength(0);
  expect(body.querySelector('img')).toBeNull();
});

// Issue 30, item 3: a body stored before the address rule may still name the back office's API; the page
// must not make its reader's browser call it (an admin's image tag would build a ZIP in the admin's name).
const FILE = '0b7e4c1a-2f7d-4a8e-9c1b-5d6e7f8a9b0c';
const INTO_THE_API = [
  '/api/admin/v1/registrations/6a0f3a52-8c1e-4d7b-9f2a-0000000000aa/zip',
  '/api/admin/v1/exports/zip?token=abc',
  `/api/news/v1/files/../../admin/v1/files/${FILE}`,
  `/api/news/v1/files/%2e%2e/%2e%2e/admin/v1/files/${FILE}`,
  `/api/news/v1/files\\..\\..\\admin\\v1\\files\\${FILE}`,
  `/%61pi/admin/v1/files/${FILE}`,
  `https://award.example/api/admin/v1/files/${FILE}`,
];

it('drops an image or a link into the API other than a news file, however it is spelled', () => {
  for (const address of INTO_THE_API) {
    const body = parse(`<p>文</p><img src="${address}" alt="x"><a href="${address}">連結</a>`);
    expect(body.querySelector('img'), address).toBeNull();
    expect(body.querySelector('a')!.hasAttribute('href'), address).toBe(false);
  }
});

it("keeps the item's public file and the site's pages; the staff file address only in the back office's preview", () => {
  const html = `<img src="/api/news/v1/files/${FILE}" alt="a"><img src="/api/admin/v1/news/files/${FILE}" alt="b"><a href="/pages/register/guide">說明</a>`;
  const pub = parse(html);
  expect([...pub.querySelectorAll('img')].map((i) => i.getAttribute('src'))).toEqual([`/api/news/v1/files/${FILE}`]);
  expect(pub.querySelector('a')!.getAttribute('href')).toBe('/pages/register/guide');
  const staff = new DOMParser().parseFromString(`<body>${sanitizeHtml(html, 'staff')}</body>`, 'text/html').body;
  expect(staff.querySelectorAll('img')).toHaveLength(2);
  // The staff path is for that call only: the next public render drops it again.
  expect(parse(html).querySelectorAll('img')).toHaveLength(1);
});
