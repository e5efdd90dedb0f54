// @vitest-environment jsdom
// The header's winner-list and heroes menus (issue 18): editions 2 and 1 until the back office
// publishes edition 3 (SPEC.md section 2), then 3, 2, 1 as the settings list them (newest first,
// tests/server/admin-awards.test.ts); each board on its own. The
// labels are the route titles' (one spelling).
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { components } from '../../src/shared/generated/api';
import { isMenu, navEntriesFor, type NavEntry } from '../../src/web/layout/nav-items';
import { useNavEntries } from '../../src/web/layout/use-nav-entries';
import { SettingsProvider } from '../../src/web/settings/settings-context';

type Settings = components['schemas']['PublicSettings'];

const menu = (entries: NavEntry[], id: string) => {
  const entry = entries.find((e) => isMenu(e) && e.id === id);
  if (!entry || !isMenu(entry)) throw new Error(`no menu ${id}`);
  return entry.items.map((i) => [i.label, i.to]);
};

describe('the edition menus', () => {
  it('list editions 2 and 1 while edition 3 is unpublished (and before the settings arrive)', () => {
    const entries = navEntriesFor();
    expect(menu(entries, 'awards')).toEqual([['第二屆得獎名單', '/pages/awards/second'], ['第一屆得獎名單', '/pages/awards/first']]);
    expect(menu(entries, 'heroes')).toEqual([['第二屆英雄榜', '/heroPages/heroes/second'], ['第一屆英雄榜', '/heroPages/heroes/first']]);
  });

  it('list edition 3 first once published, each board on its own, from the public settings', () => {
    const settings = { publishedEditions: { awards: [3, 2, 1], heroes: [2, 1] } } as Partial<Settings> as Settings;
    const wrapper = ({ children }: { children: ReactNode }) => <SettingsProvider initial={settings}>{children}</SettingsProvider>;
    const { result } = renderHook(() => useNavEntries(), { wrapper });
    expect(menu(result.current, 'awards')).toEqual([
      ['第三屆得獎名單', '/pages/awards/third'],
      ['第二屆得獎名單', '/pages/awards/second'],
      ['第一屆得獎名單', '/pages/awards/first'],
    ]);
    expect(menu(result.current, 'heroes')).toEqual([['第二屆英雄榜', '/heroPages/heroes/second'], ['第一屆英雄榜', '/heroPages/heroes/first']]);
  });
});
