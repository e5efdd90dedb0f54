// @vitest-environment jsdom
// 「刪除當事人個人資料」 on a registration's page (issue 32) against a real server: offered to an admin on a
// withdrawn entry only; the dialog names what goes and what stays, asks for the registrant's request (a blank one
// comes back with the schema's message under the field), then erases and says what was removed.
import { notifications } from '@mantine/notifications';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import eraseSchema from '../../schemas/admin/registrant-erase.schema.json';
import { adminCalls, renderAdmin, routeAdminTo } from '../helpers/admin';
import type { EraseSetup } from '../helpers/erase-setup';
import { startServerProcess, type ServerProcess } from '../helpers/server-process';

// jsdom has no FontFaceSet; Mantine's autosizing text areas (the notes, the request) listen on it.
Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });

let server: ServerProcess;
let data: EraseSetup;
beforeAll(async () => {
  server = await startServerProcess({}, {}, 'tests/helpers/erase-setup.ts');
  data = server.setup as EraseSetup;
  routeAdminTo(server.url);
}, 120_000);
afterAll(async () => server?.close());
afterEach(() => {
  cleanup();
  notifications.clean();
});

const ERASE = { name: '刪除當事人個人資料' };

describe("erasing a withdrawn registrant's personal data", () => {
  it('is not offered on an entry under review, nor to a reviewer', async () => {
    await renderAdmin(`/registrations/${data.submitted}`, data.admin);
    await screen.findByRole('heading', { level: 2, name: /報名資料/ });
    expect(screen.queryByRole('button', ERASE)).toBeNull();
    cleanup();
    await renderAdmin(`/registrations/${data.withdrawn}`, data.reviewer);
    await screen.findByRole('heading', { level: 2, name: /報名資料/ });
    expect(screen.queryByRole('button', ERASE)).toBeNull();
  });

  it('asks for the request, then erases and says what was removed', async () => {
    const user = userEvent.setup();
    await renderAdmin(`/registrations/${data.withdrawn}`, data.admin);
    await user.click(await screen.findByRole('button', ERASE));
    const dialog = await screen.findByRole('dialog', { name: eraseSchema.title });
    expect(dialog).toHaveTextContent('刪除後無法復原');
    await user.click(within(dialog).getByRole('button', { name: '確定刪除' }));
    const reason = within(dialog).getByRole('textbox', { name: new RegExp(eraseSchema.properties.reason.title) });
    expect(await within(dialog).findAllByText(eraseSchema.properties.reason.errorMessage.minLength)).not.toHaveLength(0);

    await user.type(reason, '當事人 11 月 20 日來信請求刪除');
    await user.click(within(dialog).getByRole('button', { name: '確定刪除' }));
    expect(await within(dialog).findByText(/已刪除上傳檔案 0 個/)).toBeInTheDocument();
    expect(adminCalls.filter((c) => c === `POST /api/admin/v1/registrations/${data.withdrawn}/erase`)).toHaveLength(2);
  });
});
