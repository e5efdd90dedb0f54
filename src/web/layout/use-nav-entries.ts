// The header, footer and sitemap's entries for the editions published now (public settings).
import { useSettings } from '../settings/settings-context';
import { navEntriesFor, type NavEntry } from './nav-items';

export function useNavEntries(): NavEntry[] {
  // Rebuilt on each render: a dozen small objects, and no memo code in the entry chunk.
  return navEntriesFor(useSettings().settings?.publishedEditions);
}
