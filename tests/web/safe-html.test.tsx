// @vitest-environment jsdom
// The public renderer of news bodies keeps what the one allowlist allows (src/shared/news-html-allowlist.ts),
// the attributes that are not addresses included, and holds addresses to the allowlist's schemes.
import { expect, it } from 'vitest';
import { sanitizeHtml } from '../../src/ui/content/safe-html';

const parse = (html: string) => new DOMParser().parseFromString(`<body>${sanitizeHtml(html)}</body>`, 'text/html').body;

it('keeps target, rel, colspan, rowspan, width, height and start where the allowlist lists them', () => {
  const body = parse(
    '<a href="https://example.org/" target="_blank">外部</a><ol start="3"><li>三</li></ol>' +
      '<table><tbody><tr><td colspan="2" rowspan="1">格</td></tr></tbody></table><img src="/api/news/v1/files/x" alt="圖" width="640" height="480">',
  );
  const link = body.querySelector('a')!;
  expect([link.getAttribute('target'), link.getAttribute('rel')]).toEqual(['_blank', 'noopener noreferrer']);
  expect(body.querySelector('ol')!.getAttribute('start')).toBe('3');
  expect([body.querySelector('td')!.getAttribute('colspan'), body.querySelector('td')!.getAttribute('rowspan')]).toEqual(['2', '1']);
  const img = body.querySelector('img')!;
  expect([img.getAttribute('src'), img.getAttribute('width'), img.getAttribute('height')]).toEqual(['/api/news/v1/files/x', '640', '480']);
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
