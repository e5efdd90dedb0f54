// A registration's photo shown full size in the page: fetched by script and shown from an object URL.
// The server answers an audited download (adminFileDownload, openapi x-fetch-dest) to a navigation or a
// fetch, never to an image element, so that no page embedding its address downloads in its reader's name.
import { useEffect, useState } from 'react';

export type FetchedFile = { state: 'loading' } | { state: 'ready'; src: string } | { state: 'failed' };

/** The file at `url` (null: none) as an object URL, revoked when the url changes or the view closes. */
export function useFetchedFile(url: string | null): FetchedFile {
  const [shown, setShown] = useState<{ url: string; file: FetchedFile } | null>(null);
  useEffect(() => {
    if (!url) return;
    let objectUrl: string | undefined;
    let gone = false;
    fetch(url, { credentials: 'same-origin' })
      .then(async (res) => {
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        const blob = await res.blob();
        if (gone) return;
        objectUrl = URL.createObjectURL(blob);
        setShown({ url, file: { state: 'ready', src: objectUrl } });
      })
      .catch(() => {
        if (!gone) setShown({ url, file: { state: 'failed' } });
      });
    return () => {
      gone = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return shown && shown.url === url ? shown.file : { state: 'loading' };
}
