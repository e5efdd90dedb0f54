// Component tests of whole pages: a real test server for the file (started before, stopped after),
// the site's API calls routed to it, and the public settings it serves, read once.
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { components } from '../../src/shared/generated/api';
import { startServerProcess, type ServerProcess } from './server-process';
import { routeApiTo } from './site';

export type PublicSettings = components['schemas']['PublicSettings'];

/** Call at the top of a test file; the returned object is filled in before the first test runs. */
export function useSiteServer(env: Record<string, string> = {}): { server: ServerProcess; settings: PublicSettings } {
  const state = {} as { server: ServerProcess; settings: PublicSettings };
  beforeAll(async () => {
    state.server = await startServerProcess({}, env);
    routeApiTo(state.server.url);
    state.settings = (await state.server.client().get<{ data: PublicSettings }>('/api/settings/v1/public')).body.data;
  });
  afterAll(async () => state.server?.close());
  afterEach(() => cleanup());
  return state;
}
