// The upload with progress (src/web/files/upload-resource.ts, an XMLHttpRequest) shares the typed
// client's one session renewal (issue 13, section 1): an access token that lapsed is refreshed once,
// the same form is sent again, and an upload that lapses together with a typed call waits for the
// same refresh. Against a real server; a cookie jar stands in for the browser's cookies and a small
// XMLHttpRequest over fetch for the browser's (Node has none).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { jpeg } from '../helpers/files';
import { createRegistrant, signIn, type TestRegistrant } from '../helpers/registrant';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { installBrowserFetch } from '../helpers/browser-fetch';

const { site, jar, calls } = installBrowserFetch();

/** The part of XMLHttpRequest that upload-resource.ts uses, sent with the jar's fetch. */
class SiteXhr {
  static sent: FormData[] = [];
  status = 0;
  responseType = '';
  response: unknown = null;
  upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  private target = { method: 'GET', url: '' };
  open(method: string, url: string) {
    this.target = { method, url };
  }
  abort() {
    this.onabort?.();
  }
  send(form: FormData) {
    SiteXhr.sent.push(form);
    fetch(this.target.url, { method: this.target.method, body: form }).then(
      async (res) => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 1 });
        this.status = res.status;
        this.response = await res.json().catch(() => null);
        this.onload?.();
      },
      () => this.onerror?.(),
    );
  }
}
(globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest = SiteXhr;

const { api } = await import('../../src/web/api/client');
const { uploadResource } = await import('../../src/web/files/upload-resource');

let server: TestServer;
let alice: TestRegistrant;
let photo: Buffer;
beforeAll(async () => {
  server = await startTestServer();
  site.url = server.url;
  alice = await createRegistrant(server.app);
  photo = await jpeg();
});
afterAll(async () => server?.close());
afterEach(() => {
  calls.length = 0;
  jar.clear();
  SiteXhr.sent = [];
});

/** Signs in as alice, puts the cookies in the jar, then lets the access token lapse as time would. */
async function signedInThenLapsed() {
  const client = server.client();
  await signIn(client, alice);
  for (const name of ['ta_access', 'ta_refresh']) jar.set(name, client.cookie(name)!);
  await server.app.services.db.updateTable('session').set({ access_expires_at: new Date(Date.now() - 1000) }).execute();
  calls.length = 0;
}

const ownerOf = async (uid: string) =>
  (await server.app.services.db.selectFrom('resource').select('owner_registration_uid').where('uid', '=', uid).executeTakeFirstOrThrow()).owner_registration_uid;

describe('an upload whose access token lapsed', () => {
  it('is sent once more, the same form, after one refresh, and belongs to the registrant', async () => {
    await signedInThenLapsed();
    const progress: number[] = [];
    const resource = await uploadResource({
      file: new File([new Uint8Array(photo)], 'work.jpg', { type: 'image/jpeg' }),
      purpose: 'workplace-photo',
      onProgress: (fraction) => progress.push(fraction),
    });
    expect(calls).toEqual(['POST /api/resources/v1/create', 'POST /api/auth/v1/token', 'POST /api/resources/v1/create']);
    expect(SiteXhr.sent).toHaveLength(2);
    expect(SiteXhr.sent[1]).toBe(SiteXhr.sent[0]);
    expect(progress.at(-1)).toBe(1);
    expect(resource.originalFilename).toBe('work.jpg');
    expect(await ownerOf(resource.uid)).toBe(alice.uid);
  });

  it('waits for the same refresh as a typed call that lapsed with it', async () => {
    await signedInThenLapsed();
    const [me, resource] = await Promise.all([
      api.GET('/api/auth/v1/me'),
      uploadResource({ file: new File([new Uint8Array(photo)], 'event.jpg', { type: 'image/jpeg' }), purpose: 'tourism-photo' }),
    ]);
    expect(me.data?.data.sub).toBe(alice.uid);
    expect(await ownerOf(resource.uid)).toBe(alice.uid);
    expect(calls.filter((c) => c === 'POST /api/auth/v1/token')).toHaveLength(1);
  });
});
