// The accessibility mark (issue 32): with its image and certificate in the settings, the public settings
// carry them and the pages' Content-Security-Policy lets the image load from the certifier's origin (and
// only that one); without them, neither.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';

const IMAGE = 'https://accessibility.moda.gov.tw/marks/aa-88x31.png';
const LINK = 'https://accessibility.moda.gov.tw/Applications/Detail?id=1';

let marked: TestServer;
let plain: TestServer;
beforeAll(async () => {
  marked = await startTestServer({ ACCESSIBILITY_MARK_IMAGE: IMAGE, ACCESSIBILITY_MARK_LINK: LINK });
  plain = await startTestServer();
});
afterAll(async () => {
  await marked?.close();
  await plain?.close();
});

const imgSrc = (csp: string | null) => (csp ?? '').split(';').map((d) => d.trim()).find((d) => d.startsWith('img-src')) ?? '';

describe('the accessibility mark', () => {
  it('is in the public settings and its origin in the pages’ img-src when configured', async () => {
    const settings = await marked.client().get<{ data: { accessibilityMark?: unknown } }>('/api/settings/v1/public');
    expect(settings.body.data.accessibilityMark).toEqual({ image: IMAGE, link: LINK, alt: '通過AA等級無障礙網頁檢測' });
    const page = await marked.client().get('/pages/privacy');
    expect(imgSrc(page.headers.get('content-security-policy'))).toContain('https://accessibility.moda.gov.tw');
  });

  it('is absent, and img-src unchanged, when not configured', async () => {
    const settings = await plain.client().get<{ data: Record<string, unknown> }>('/api/settings/v1/public');
    expect(settings.body.data).not.toHaveProperty('accessibilityMark');
    const page = await plain.client().get('/pages/privacy');
    expect(imgSrc(page.headers.get('content-security-policy'))).not.toContain('accessibility.moda.gov.tw');
  });
});
