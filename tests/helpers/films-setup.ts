// The films page's component test data (SERVE_SETUP of serve-process.ts): an editor signed in, and the
// promotional film already replaced (an MP4 header and two cues) so the page has one of each state.
import { signedInStaff } from './staff';
import type { TestServer } from './test-server';

export interface FilmsSetup {
  editor: string;
}

/** The smallest MP4 file-type recognises (an ftyp box), then filler. */
export const TINY_MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom', 'latin1'), Buffer.from([0, 0, 2, 0]), Buffer.from('isommp42', 'latin1'), Buffer.alloc(2048, 7)]);
export const TWO_CUES = 'WEBVTT\n\n00:00:00.000 --> 00:00:03.000\n第一段\n\n00:00:03.000 --> 00:00:06.000\n第二段\n';

export default async function filmsSetup(server: TestServer): Promise<FilmsSetup> {
  const editor = (await signedInStaff(server, 'editor')).client;
  const form = new FormData();
  form.append('film', new Blob([new Uint8Array(TINY_MP4)]), 'promo.mp4');
  form.append('captions', new Blob([TWO_CUES]), 'promo.vtt');
  const res = await editor.request('POST', '/api/admin/v1/films/promo', { body: form });
  if (res.status !== 200) throw new Error(`films setup: ${res.status} ${res.text}`);
  return { editor: editor.cookie('ta_staff')! };
}
