// @vitest-environment jsdom
// Step 1 of the upload workflow in the real site against a real server, for a signed-in registrant:
// the add form follows schemas/ (years, months, 300 characters with a live counter), an added merit
// appears in the table and stays after a reload (its description sent base64-encoded and read back
// as written), it can be deleted; read-only (locked) there are no add or delete controls.
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import entrySchema from '../../schemas/achievement-entry.schema.json';
import commonSchema from '../../schemas/common.schema.json';
import type { StepperEffects } from '../../src/web/pages/upload/workflow/upload-stepper';
import { startServerProcess, type ServerProcess } from '../helpers/server-process';
import { renderSite, routeApiTo } from '../helpers/site';
import { registerAndSignIn, shareCookies, type UserInfo } from './upload-session';

let server: ServerProcess;
let user: UserInfo;
beforeAll(async () => {
  server = await startServerProcess();
  routeApiTo(server.url);
  const client = server.client();
  user = await registerAndSignIn(client);
  shareCookies(client);
});
afterAll(async () => server?.close());
afterEach(() => {
  cleanup();
  localStorage.clear();
});

async function openUploadPage() {
  // What a sign-in leaves in the browser; the page then asks the server whether the session lives.
  localStorage.setItem('isLoggedIn', 'true');
  localStorage.setItem('userInfo', JSON.stringify(user));
  localStorage.setItem('loginTime', String(Date.now()));
  await renderSite('/pages/register/upload');
  return screen.findByRole('region', { name: '觀光優良事蹟' }, { timeout: 15_000 });
}

const MAX = entrySchema.properties.description.maxLength;
const DESCRIPTION = '舉辦「臺灣好行」國際旅展 🚌，吸引逾十萬人次參觀';

describe('step 1: excellent achievements', () => {
  it('adds a merit that appears in the table and stays after a reload, then deletes it', async () => {
    const ui = userEvent.setup();
    const section = await openUploadPage();
    await within(section).findByText('尚無資料');

    const year = within(section).getByRole('combobox', { name: /年度/ });
    const years = within(year).getAllByRole('option').map((o) => o.getAttribute('value')).filter(Boolean);
    expect(years).toEqual(commonSchema.$defs.rocYear.enum.map(String));
    const month = within(section).getByRole('combobox', { name: /月份/ });
    expect(within(month).getAllByRole('option').filter((o) => o.getAttribute('value'))).toHaveLength(commonSchema.$defs.month.maximum);

    const add = within(section).getByRole('button', { name: '新增' });
    expect(add).toBeDisabled();
    await ui.selectOptions(year, '113');
    await ui.selectOptions(month, '5');
    const description = within(section).getByRole('textbox', { name: /事蹟說明/ });
    await ui.type(description, '   ');
    expect(add).toBeDisabled(); // blank after trimming
    await ui.clear(description);
    await ui.type(description, DESCRIPTION);
    expect(within(section).getByText(`${[...DESCRIPTION].length} / ${MAX}`)).toBeInTheDocument();
    expect(add).toBeEnabled();
    await ui.click(add);

    const row = await within(section).findByRole('row', { name: new RegExp(DESCRIPTION.slice(0, 8)) });
    expect(within(row).getByText('113 年')).toBeInTheDocument();
    expect(within(row).getByText('5 月')).toBeInTheDocument();
    expect(within(row).getByText(DESCRIPTION)).toBeInTheDocument();
    expect(description).toHaveValue('');

    cleanup();
    const again = await openUploadPage();
    const kept = await within(again).findByRole('row', { name: new RegExp(DESCRIPTION.slice(0, 8)) });
    await ui.click(within(kept).getByRole('button', { name: '刪除 113 年 5 月的事蹟' }));
    await within(again).findByText('尚無資料');
  });

  it('refuses a description over the limit with the schema message and counts it live', async () => {
    const ui = userEvent.setup();
    const section = await openUploadPage();
    await ui.selectOptions(within(section).getByRole('combobox', { name: /年度/ }), '114');
    await ui.selectOptions(within(section).getByRole('combobox', { name: /月份/ }), '1');
    const description = within(section).getByRole('textbox', { name: /事蹟說明/ });
    await ui.click(description);
    await ui.paste('字'.repeat(MAX + 1));
    expect(within(section).getByText(`${MAX + 1} / ${MAX}`)).toBeInTheDocument();
    expect(within(section).getByText(entrySchema.properties.description.errorMessage.maxLength)).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: '新增' })).toBeDisabled();
  });

  it('read-only (locked): four steps, the entries, and no add or delete control', async () => {
    const client = server.client();
    const other = await registerAndSignIn(client);
    shareCookies(client);
    const add = await client.post('/api/registrations/v1/achievements/create', {
      registrationUid: other.sub,
      year: 112,
      month: 3,
      achievementCategory: '{product}_tourism',
      description: Buffer.from('唯讀事蹟', 'utf8').toString('base64'),
    });
    expect(add.status).toBe(200);
    const { UploadStepper } = await import('../../src/web/pages/upload/workflow/upload-stepper');
    const none = () => {};
    const effects = {
      scrollToSteps: none,
      notify: { unsaved: none, submitFirst: none, missing: none, checkFailed: none, submitted: none, submitFailed: none },
      checkRequired: async () => null,
      submit: async () => ({ ok: false, message: '' }),
      submitted: none,
      SecurityCheck: () => null,
    } satisfies StepperEffects;
    render(
      <MantineProvider>
        <MemoryRouter>
          <UploadStepper user={{ ...other, editable: false }} locked effects={effects} onViewFiles={none} />
        </MemoryRouter>
      </MantineProvider>,
    );
    await screen.findByText('唯讀事蹟');
    expect(within(screen.getByRole('navigation', { name: '上傳步驟' })).getAllByRole('button')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    expect(screen.queryByRole('button', { name: /刪除/ })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: '事蹟照片' })).toBeInTheDocument());
    expect(screen.queryByLabelText('照片檔案')).toBeNull();
    expect(screen.queryByRole('button', { name: '新增照片' })).toBeNull();
  });
});
