// @vitest-environment jsdom
// The accessibility mark (issue 32): with the settings naming its image and certificate, the home page
// shows the 88×31 image linking to the certificate (tests/web/policy-pages.test.tsx: none without them).
import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderSite } from '../helpers/site';
import { useSiteServer } from '../helpers/site-server';

const IMAGE = '/accessibility-mark-aa.png';
const LINK = 'https://accessibility.moda.gov.tw/Applications/Detail?category=20260101000000';

const site = useSiteServer({ ACCESSIBILITY_MARK_IMAGE: IMAGE, ACCESSIBILITY_MARK_LINK: LINK });

it('shows the configured mark at the bottom of the home page, linking to its certificate', async () => {
  expect(site.settings.accessibilityMark).toEqual({ image: IMAGE, link: LINK, alt: '通過AA等級無障礙網頁檢測' });
  await renderSite('/');
  const img = await screen.findByRole('img', { name: '通過AA等級無障礙網頁檢測' });
  expect(img).toHaveAttribute('src', IMAGE);
  expect(img).toHaveAttribute('width', '88');
  expect(img).toHaveAttribute('height', '31');
  const link = img.closest('a')!;
  expect(link).toHaveAttribute('href', LINK);
  expect(within(link).getByText('（另開新視窗）')).toBeInTheDocument();
});
