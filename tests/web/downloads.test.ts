// Downloads of the upload workflow (src/web/pages/upload/workflow/download.ts) against a real server:
// an access token that lapsed is renewed through the client's one refresh and the file is saved under
// its name; SPEC.md section 8's messages for 403 and 404 as the error toast. A cookie jar stands in
// for the browser's cookies, and a recording link for the document's (the save is a click on an
// object URL).
import { cleanNotifications, notificationsStore } from '@mantine/notifications';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import { jpeg } from '../helpers/files';
import { createRegistrant, signIn, type TestRegistrant } from '../helpers/registrant';
import type { TestClient } from '../helpers/test-client';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { installBrowserFetch } from '../helpers/browser-fetch';

const { site, jar, calls } = installBrowserFetch();

/** What the page saved: the object URL's bytes and the file name. */
const saved: { name: string; bytes: number }[] = [];
const blobs = new Map<string, Blob>();
URL.createObjectURL = (blob: Blob) => {
  const url = `blob:test/${blobs.size}`;
  blobs.set(url, blob);
  return url;
};
URL.revokeObjectURL = () => {};
(globalThis as { document?: unknown }).document = {
  createElement: () => ({
    href: '',
    download: '',
    click() {
      saved.push({ name: this.download, bytes: blobs.get(this.href)?.size ?? -1 });
    },
  }),
};

const { downloadResource } = await import('../../src/web/pages/upload/workflow/download');

let server: TestServer;
let alice: TestRegistrant;
let asAlice: TestClient;
let photo: { uid: string; originalFilename: string; fileSize: number };
beforeAll(async () => {
  server = await startTestServer();
  site.url = server.url;
  alice = await createRegistrant(server.app);
  asAlice = server.client();
  await signIn(asAlice, alice);
  const res = await asAlice.upload<{ data: typeof photo }>('/api/resources/v1/create', { purpose: 'workplace-photo' }, { name: '工作照.jpg', content: await jpeg() });
  photo = res.body.data;
});
afterAll(async () => server?.close());
afterEach(() => {
  cleanNotifications();
  calls.length = 0;
  jar.clear();
  saved.length = 0;
});

const toasts = () => [...notificationsStore.getState().notifications, ...notificationsStore.getState().queue].map((n) => String(n.message));

async function signInAs(who: TestRegistrant) {
  const client = server.client();
  await signIn(client, who);
  for (const name of ['ta_access', 'ta_refresh']) jar.set(name, client.cookie(name)!);
  calls.length = 0;
}

describe('a download', () => {
  it('after the access token lapsed: one refresh, then the file is saved under its name, with no message', async () => {
    await signInAs(alice);
    await server.app.services.db.updateTable('session').set({ access_expires_at: new Date(Date.now() - 1000) }).execute();
    await downloadResource(photo);
    expect(calls).toEqual([`GET /api/resources/v1/${photo.uid}`, 'POST /api/auth/v1/token', `GET /api/resources/v1/${photo.uid}`]);
    expect(saved).toEqual([{ name: '工作照.jpg', bytes: photo.fileSize }]);
    expect(toasts()).toEqual([]);
  });

  it("of another registrant's file says to check the sign-in (403); of a missing one that it does not exist (404)", async () => {
    await signInAs(await createRegistrant(server.app));
    await downloadResource(photo);
    expect(toasts()).toEqual([messages.downloadForbidden]);
    cleanNotifications();
    await downloadResource({ uid: crypto.randomUUID(), originalFilename: 'gone.pdf' });
    expect(toasts()).toEqual([messages.fileNotFound]);
    expect(saved).toEqual([]);
  });
});
