// The edition under way (the EDITION setting, from the public settings): what the winner-list and heroes
// boards open on, so the back office follows the settings rather than a number written in a page.
import { Center, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { EditionCategory } from '../../shared/editions';
import { adminApi, unwrap } from '../api/client';

export function useProgrammeEdition(): EditionCategory | undefined {
  const settings = useQuery({
    queryKey: ['settings', 'public'],
    queryFn: async () => unwrap<{ editionCategory: EditionCategory }>(await adminApi.GET('/api/settings/v1/public')),
    staleTime: Infinity,
  });
  return settings.data?.editionCategory;
}

/** Renders `children` with the edition under way once the settings have said it. */
export function WithProgrammeEdition({ children }: { children: (edition: EditionCategory) => ReactNode }) {
  const edition = useProgrammeEdition();
  if (!edition) {
    return (
      <Center mih={200}>
        <Loader aria-label="讀取中" />
      </Center>
    );
  }
  return children(edition);
}
