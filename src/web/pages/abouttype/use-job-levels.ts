// The individual categories and the job levels of each (common/v1 lookups), for the job-title
// classification page. A category whose levels fail to load keeps its heading and says so.
import { useEffect, useState } from 'react';
import type { components } from '../../../shared/generated/api';
import { api } from '../../api/client';

type JobLevel = components['schemas']['JobLevel'];
type CategorySlug = components['schemas']['organizationCategory'];
export interface CategoryLevels {
  slug: string;
  name: string;
  /** null when this category's levels failed to load */
  levels: JobLevel[] | null;
}

export type JobLevelsState = { status: 'loading' } | { status: 'ready'; categories: CategoryLevels[] } | { status: 'failed' };

/** `slug` comes from the category list, so it is one of the contract's category slugs. */
async function loadLevels(slug: string): Promise<JobLevel[] | null> {
  try {
    const { data } = await api.GET('/api/common/v1/list-job-level', { params: { query: { organizationCategory: slug as CategorySlug } } });
    return data ? data.data : null;
  } catch (reason) {
    console.warn(`[abouttype] job levels of ${slug} failed to load`, reason);
    return null;
  }
}

export function useJobLevels(): JobLevelsState {
  const [state, setState] = useState<JobLevelsState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    (async () => {
      const { data } = await api.GET('/api/common/v1/list-organization', { params: { query: { entityType: 'individual' } } });
      if (!data) throw new Error('categories failed to load');
      const levels = await Promise.all(data.data.map((c) => loadLevels(c.slug)));
      if (live) setState({ status: 'ready', categories: data.data.map((c, i) => ({ slug: c.slug, name: c.name, levels: levels[i]! })) });
    })().catch((reason: unknown) => {
      console.warn('[abouttype] categories failed to load', reason);
      if (live) setState({ status: 'failed' });
    });
    return () => {
      live = false;
    };
  }, []);
  return state;
}
