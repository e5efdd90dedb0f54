// @vitest-environment jsdom
// The juror's pages (issue 28) against a real server: the declaration comes first and speaks the schema's
// messages; an entry's score form is the stage's rubric (criteria, what to judge, weights), saves a draft
// by itself that the server keeps, refuses an incomplete sheet with the rubric's message on each criterion,
// and locks a submitted one.
import { notifications } from '@mantine/notifications';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import declarationSchema from '../../schemas/admin/judging-declaration.schema.json';
import stage1 from '../../schemas/judging/stage-1.schema.json';
import type { components } from '../../src/shared/generated/api';
import { adminCalls, renderAdmin, routeAdminTo } from '../helpers/admin';
import type { JurySetup } from '../helpers/jury-setup';
import { startServerProcess, type ServerProcess } from '../helpers/server-process';

type Entry = components['schemas']['JudgingEntry'];
const criteria = Object.entries(stage1.properties.scores.properties);
const scoresRequired = stage1.properties.scores.errorMessage.required as Record<string, string>;

let server: ServerProcess;
let data: JurySetup;
beforeAll(async () => {
  server = await startServerProcess({}, {}, 'tests/helpers/jury-setup.ts');
  data = server.setup as JurySetup;
  routeAdminTo(server.url);
});
afterAll(async () => server?.close());
afterEach(() => {
  cleanup();
  notifications.clean();
});

/** The juror's entry as the server holds it now. */
async function serverEntry(cookie: string, uid: string): Promise<Entry> {
  const client = server.client();
  client.setCookie('ta_staff', cookie);
  const res = await client.get<{ data: Entry }>(`/api/admin/v1/judging/1/entries/${uid}`);
  expect(res.status, res.text).toBe(200);
  return res.body.data;
}

describe('the declaration', () => {
  it('comes first, says the schema’s message when the pledge is missing, and opens the stages once made', async () => {
    const user = userEvent.setup();
    await renderAdmin('/jury', data.undeclared);
    expect(await screen.findByRole('heading', { level: 2, name: declarationSchema.title })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '＋ 新增單位' }));
    await user.type(screen.getByRole('textbox', { name: /單位名稱/ }), '好客觀光旅館');
    await user.click(screen.getByRole('button', { name: '確認聲明並開始評審' }));
    const pledge = screen.getByRole('checkbox', { name: declarationSchema.properties.pledge.title });
    expect(pledge).toHaveAccessibleDescription(declarationSchema.properties.pledge.errorMessage);
    expect(pledge).toHaveFocus();
    expect(adminCalls).not.toContain('POST /api/admin/v1/judging/declaration');

    await user.click(pledge);
    await user.click(screen.getByRole('button', { name: '確認聲明並開始評審' }));
    expect(await screen.findByRole('heading', { level: 2, name: '評審作業' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '初審' })).toBeChecked();
  });
});

describe('an entry', () => {
  it('shows the rubric’s criteria with their weights and saves a draft by itself', async () => {
    const user = userEvent.setup();
    const uid = data.entries[0]!;
    await renderAdmin(`/jury/1/${uid}`, data.declared);
    expect(await screen.findByRole('heading', { level: 3, name: stage1.title })).toBeInTheDocument();
    const total = criteria.reduce((sum, [, c]) => sum + c['x-weight'], 0);
    for (const [, c] of criteria) {
      const group = screen.getByRole('radiogroup', { name: `${c.title} 權重 ${Math.round((100 * c['x-weight']) / total)}%` });
      expect(group).toHaveAccessibleDescription(c.description);
      expect(within(group).getAllByRole('radio')).toHaveLength(10);
    }

    const [firstKey, first] = criteria[0]!;
    await user.click(within(screen.getByRole('radiogroup', { name: new RegExp(`^${first.title}`) })).getByRole('radio', { name: '8 分' }));
    await user.type(screen.getByRole('textbox', { name: /評語/ }), '服務流程細膩');
    expect(await screen.findByText(/^已自動儲存 \d\d:\d\d$/)).toBeInTheDocument();
    const saved = await serverEntry(data.declared, uid);
    expect(saved.sheet).toMatchObject({ state: 'draft', scores: { [firstKey]: 8 }, comment: '服務流程細膩' });
  });

  it('refuses an incomplete sheet with the rubric’s message on each criterion left out, and locks a complete one', async () => {
    const user = userEvent.setup();
    const uid = data.entries[0]!;
    await renderAdmin(`/jury/1/${uid}`, data.declared);
    // The draft of the test above, as the server kept it.
    const comment = await screen.findByRole('textbox', { name: /評語/ });
    expect(comment).toHaveValue('服務流程細膩');

    await user.click(screen.getByRole('button', { name: '送出評分' }));
    const missing = criteria.slice(1);
    for (const [key, c] of missing) {
      expect(screen.getByRole('radiogroup', { name: new RegExp(`^${c.title}`) })).toHaveAccessibleDescription(`${c.description} ${scoresRequired[key]}`);
    }
    expect(within(screen.getByRole('radiogroup', { name: new RegExp(`^${missing[0]![1].title}`) })).getAllByRole('radio')[0]).toHaveFocus();
    expect(adminCalls.filter((c) => c.endsWith('/submit'))).toEqual([]);

    for (const [, c] of missing) await user.click(within(screen.getByRole('radiogroup', { name: new RegExp(`^${c.title}`) })).getByRole('radio', { name: '7 分' }));
    await user.click(screen.getByRole('button', { name: '送出評分' }));
    await user.click(await screen.findByRole('button', { name: '確定送出' }));
    expect(await screen.findByText('已送出評分')).toBeInTheDocument();
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    expect((await serverEntry(data.declared, uid)).sheet.state).toBe('submitted');
  });
});
