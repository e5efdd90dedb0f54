// The lookup lists the register form needs (SPEC.md section 7, common/v1), loaded for the current
// group type, unit category and county: categories, provisions, job levels, counties, districts.
// Each list reloads when what it depends on changes; a stale answer never overwrites a newer one.
import { startTransition, useEffect, useState } from 'react';
import type { components, paths } from '../../../shared/generated/api';
import { messages } from '../../../shared/messages';
import { api } from '../../api/client';
import type { EntityType } from '../../../../machines/registration';

export type OrganizationCategory = components['schemas']['OrganizationCategory'];
export type Provision = components['schemas']['Provision'];
export type JobLevel = components['schemas']['JobLevel'];
export type County = components['schemas']['County'];
export type District = components['schemas']['District'];

export interface LookupList<T> {
  items: T[];
  loading: boolean;
  error: string | null;
}

export interface Lookups {
  categories: LookupList<OrganizationCategory>;
  provisions: LookupList<Provision>;
  jobLevels: LookupList<JobLevel>;
  counties: LookupList<County>;
  districts: LookupList<District>;
}

const EMPTY: LookupList<never> = { items: [], loading: false, error: null };

type Envelope<T> = { data?: { data?: T[] }; error?: unknown };

/** Loads one list whenever `key` changes (null: no list). */
function useList<T>(key: string | null, load: () => Promise<Envelope<T>>, failure: string): LookupList<T> {
  const [state, setState] = useState<{ key: string | null; list: LookupList<T> }>({ key: null, list: EMPTY });
  useEffect(() => {
    if (key === null) return;
    let live = true;
    // A list re-renders the whole form (it is in the form's context): as a transition, in slices.
    const settle = (list: LookupList<T>) => live && startTransition(() => setState({ key, list }));
    load().then(
      ({ data }) => settle(data?.data ? { items: data.data, loading: false, error: null } : { items: [], loading: false, error: failure }),
      () => settle({ items: [], loading: false, error: failure }),
    );
    return () => {
      live = false;
    };
    // `load` is rebuilt every render; `key` names what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return key === null || state.key !== key ? (key === null ? EMPTY : { items: [], loading: true, error: null }) : state.list;
}

/** A category slug as the contract types it; the slug came from the category list the server gave. */
type CategorySlug = paths['/api/common/v1/list-job-level']['get']['parameters']['query']['organizationCategory'];

export function asCategory(slug: string): CategorySlug {
  return slug as CategorySlug;
}

export interface LookupKeys {
  entityType: EntityType;
  category: string | undefined;
  county: string | undefined;
}

export function useRegistrationLookups({ entityType, category, county }: LookupKeys): Lookups {
  const categories = useList(
    entityType,
    () => api.GET('/api/common/v1/list-organization', { params: { query: { entityType } } }),
    messages.unitCategoryLoadFailed,
  );
  const provisions = useList(
    category ?? null,
    () => api.GET('/api/common/v1/list-category-provision', { params: { query: { organizationCategory: asCategory(category!) } } }),
    messages.fetchFailed,
  );
  const jobLevels = useList(
    entityType === 'individual' && category ? category : null,
    () => api.GET('/api/common/v1/list-job-level', { params: { query: { organizationCategory: asCategory(category!) } } }),
    messages.fetchFailed,
  );
  const counties = useList('all', () => api.GET('/api/common/v1/list-county'), messages.fetchFailed);
  const districts = useList(
    county ?? null,
    () => api.GET('/api/common/v1/list-district', { params: { query: { parentSlug: county! } } }),
    messages.fetchFailed,
  );
  return { categories, provisions, jobLevels, counties, districts };
}
