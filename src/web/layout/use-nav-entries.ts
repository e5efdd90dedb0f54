// The header, footer and sitemap's entries for the editions published now (public settings).
import { useMemo } from 'react';
import { useSettings } from '../settings/settings-context';
import { navEntriesFor, type NavEntry } from './nav-items';

export function useNavEntries(): NavEntry[] {
  const published = useSettings().settings?.publishedEditions;
  return useMemo(() => navEntriesFor(published), [published]);
}
