// A ZIP download: ask the server for a link (adminRegistrationZipLink or adminExportZipLink: a POST, so
// the same-origin check applies), then let the browser follow it at once (the link lasts a minute and
// works once). Answers the link's hint, what the ZIP will hold, for the page to say.
import { useMutation } from '@tanstack/react-query';
import type { components } from '../../shared/generated/api';
import { followDownload } from './download';

export type ZipLink = components['schemas']['ZipLink'];

/** `ask` posts for the link (unwrap: a refusal throws the server's message). */
export function useZipDownload(ask: () => Promise<ZipLink>) {
  return useMutation({
    mutationFn: async () => {
      const link = await ask();
      followDownload(link.url);
      return link;
    },
  });
}
