// @vitest-environment jsdom
// The news editor's toolbar speaks zh-TW on every control (issue 29, item 18: a button read 「Heading 3」,
// Mantine's English default). Every button of the toolbar is named, and no name is one of Mantine's
// English labels or lacks Chinese.
import { DEFAULT_LABELS } from '@mantine/tiptap';
import type { WidgetProps } from '@rjsf/utils';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminProviders } from '../../src/admin/app/admin-app';
import { NewsEditContext, RichTextWidget } from '../../src/admin/pages/news/news-widgets';

afterEach(cleanup);

const english = new Set(Object.values(DEFAULT_LABELS).filter((v): v is string => typeof v === 'string'));

describe('the news body’s toolbar', () => {
  it('names every control in zh-TW, the headings included', async () => {
    const props = { id: 'root_content', label: '內文', value: '<p>內文</p>', onChange: () => {}, rawErrors: [], disabled: false } as unknown as WidgetProps;
    render(
      <AdminProviders>
        <NewsEditContext value={{ uid: 'item-uid' }}>
          <RichTextWidget {...props} />
        </NewsEditContext>
      </AdminProviders>,
    );
    const toolbar = (await screen.findByRole('button', { name: '粗體' })).closest('.mantine-RichTextEditor-toolbar') as HTMLElement;
    expect(toolbar).not.toBeNull();
    const names = within(toolbar)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label') ?? '');
    expect(names).toContain('標題 2');
    expect(names).toContain('標題 3');
    expect(names.filter((n) => english.has(n) || !/\p{Script=Han}/u.test(n))).toEqual([]);
  });
});
