// Mounts the real site (providers, layout, every route) in a memory router, its API calls going to a
// real test server over HTTP. jsdom has no base URL for Node's fetch, so relative /api requests are
// pointed at the server here. The site's modules are imported only after these patches (the API
// client captures Request and fetch when it is created).
import { configure, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

// Pages load on demand and the machine is shared: give findBy/waitFor room before failing.
configure({ asyncUtilTimeout: 10_000 });

const target = { url: '' };
const held = new Map<string, Promise<void>>();

const NodeRequest = globalThis.Request;
globalThis.Request = class SiteRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' && input.startsWith('/') ? target.url + input : input, init);
  }
} as typeof Request;

const nodeFetch = globalThis.fetch;
globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = input instanceof Request ? input.url : String(input);
  for (const [part, gate] of held) if (url.includes(part)) await gate;
  return nodeFetch(input, init);
};

/** Sends the site's API calls to this server. */
export function routeApiTo(url: string): void {
  target.url = url;
}

/** Holds back API answers whose URL contains `part` until the returned function is called. */
export function holdApi(part: string): () => void {
  let release = () => {};
  held.set(part, new Promise<void>((resolve) => (release = resolve)));
  return () => {
    held.delete(part);
    release();
  };
}

export async function renderSite(path: string) {
  const { AppProviders, rootRoutes } = await import('../../src/web/app/app');
  const router = createMemoryRouter(rootRoutes, { initialEntries: [path] });
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  // The router shows the layout once the first page's code has loaded.
  await screen.findByRole('banner');
  return { ...view, router };
}
