// @vitest-environment jsdom
// The back office's films page (issue 31) against a real server: linked from the menu, both films with what
// the site plays now, the replace button disabled until both files are chosen, and a restore confirmed in
// the page that brings the built-in film back on the public side.
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/shared/generated/api';
import { renderAdmin, routeAdminTo } from '../helpers/admin';
import type { FilmsSetup } from '../helpers/films-setup';
import { startServerProcess, type ServerProcess } from '../helpers/server-process';

let server: ServerProcess;
let data: FilmsSetup;
beforeAll(async () => {
  server = await startServerProcess({}, {}, 'tests/helpers/films-setup.ts');
  data = server.setup as FilmsSetup;
  routeAdminTo(server.url);
});
afterAll(async () => server?.close());
afterEach(() => cleanup());

const publicFilms = async () =>
  (await server.client().get<{ data: components['schemas']['PublicSettings'] }>('/api/settings/v1/public')).body.data.replacedFilms;

describe('the films page', () => {
  it('is linked from the menu and shows each film as the site plays it', async () => {
    await renderAdmin('/films', data.editor);
    expect(screen.getByRole('link', { name: '影片管理' })).toHaveAttribute('href', '/films');
    const promo = await screen.findByRole('region', { name: '宣傳影片' });
    expect(within(promo).getByText(/目前播放：.+於 .+ 更換的影片/)).toBeInTheDocument();
    expect(within(promo).getByText(/字幕 2 段/)).toBeInTheDocument();
    const tutorial = screen.getByRole('region', { name: '報名教學影片' });
    expect(within(tutorial).getByText('目前播放：內建影片')).toBeInTheDocument();
    expect(within(tutorial).queryByRole('button', { name: '還原內建影片' })).toBeNull();
    // Nothing to send until both files are chosen.
    expect(within(tutorial).getByRole('button', { name: '上傳並更換' })).toBeDisabled();
  });

  it('restores the built-in film after an in-page confirm', async () => {
    const user = userEvent.setup();
    await renderAdmin('/films', data.editor);
    const promo = await screen.findByRole('region', { name: '宣傳影片' });
    await user.click(within(promo).getByRole('button', { name: '還原內建影片' }));
    const dialog = await screen.findByRole('dialog', { name: '還原內建影片？' });
    expect((await publicFilms())?.promo).toBeDefined(); // nothing happens before the confirm
    await user.click(within(dialog).getByRole('button', { name: '確定還原' }));
    expect(await within(promo).findByText('已還原為內建影片。')).toBeInTheDocument();
    expect(within(promo).getByText('目前播放：內建影片')).toBeInTheDocument();
    expect((await publicFilms())?.promo).toBeUndefined();
  });
});
