// @vitest-environment jsdom
// The home page's registration period comes from the settings: until they arrive its place is held
// by an invisible stand-in (hidden from assistive technology too), so the entry buttons do not move
// when the real period appears; then the real dates and status show.
import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { rocDateTime } from '../../src/shared/taipei-time';
import { holdApi, renderSite } from '../helpers/site';
import { useSiteServer } from '../helpers/site-server';

const site = useSiteServer();

it('holds the period’s place while the settings load, then shows the real period', async () => {
  const release = holdApi('/api/settings/v1/public');
  await renderSite('/');
  const hero = await screen.findByRole('region', { name: /觀光金質獎/ });
  const entries = within(hero).getByRole('navigation', { name: '快速入口' });
  const period = within(hero).getByText('報名期間').parentElement!;
  expect(period).toHaveAttribute('aria-hidden', 'true');
  const kicker = within(hero).getByText(/主辦$/);
  expect(kicker).toHaveAttribute('aria-hidden', 'true');
  expect(period.nextElementSibling).toBe(entries);

  release();
  const { settings } = site;
  const opens = rocDateTime(settings.registrationOpensAt);
  await waitFor(() => expect(within(hero).getByText(`${opens} 至`)).toBeVisible());
  const shown = within(hero).getByText('報名期間').parentElement!;
  expect(shown).not.toHaveAttribute('aria-hidden');
  expect(shown).toHaveTextContent(rocDateTime(settings.registrationClosesAt));
  expect(within(hero).getByText(`${settings.hostAuthority} 主辦`)).not.toHaveAttribute('aria-hidden');
  expect(hero.querySelector('[data-stand-in]')).toBeNull();
});
