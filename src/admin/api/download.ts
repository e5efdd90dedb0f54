// Downloads of the back office. A CSV or XLSX export (a few hundred KB) is fetched as a blob (the staff
// cookie and the same-origin check apply as to any call) and handed to the browser under the name the
// server gave in Content-Disposition (its RFC 5987 UTF-8 form first). A ZIP can weigh gigabytes: the
// page never holds it; the browser follows the server's short-lived link (followDownload) and its
// download manager streams it to disk, with its own progress.
import { unwrap } from './client';

/** The file name of a Content-Disposition header: filename* (UTF-8) when present, else filename. */
export function filenameOf(disposition: string | null, fallback: string): string {
  const utf8 = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (utf8) {
    try {
      return decodeURIComponent(utf8);
    } catch {
      // a malformed name falls through to the plain one
    }
  }
  return disposition?.match(/filename="([^"]+)"/i)?.[1] ?? fallback;
}

interface BlobAnswer {
  data?: Blob | undefined;
  error?: unknown;
  response: Response;
}

/** Clicks a link with `download`: the browser saves what it answers, under the server's file name. */
function clickDownload(href: string, name = ''): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
}

/** Saves a downloaded answer as a file; a refused call throws the ApiFailure `unwrap` makes. */
export function saveDownload(answer: BlobAnswer, fallbackName: string): void {
  if (answer.error !== undefined || !answer.response.ok || !answer.data) {
    unwrap(answer as Parameters<typeof unwrap>[0]);
    return;
  }
  const url = URL.createObjectURL(answer.data);
  clickDownload(url, filenameOf(answer.response.headers.get('Content-Disposition'), fallbackName));
  // After the click has handed the blob to the browser's download.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The browser downloads `url` (same origin) itself: streamed to disk, named by the server's Content-Disposition. */
export function followDownload(url: string): void {
  clickDownload(url);
}
