// Saves a file the API serves (an uploaded document, the receipt) through the typed client: fetch to
// a Blob, then a download of its object URL. A plain link would skip the client, so an access token
// that lapsed while the page stayed open would fail it; here the one shared refresh renews it.
// Failures get SPEC.md section 8's download messages as the workflow's error toast.
import { messages } from '../../../../shared/messages';
import { api, quiet } from '../../../api/client';
import { errorToast } from './toasts';

interface Answer {
  data?: Blob;
  response: Response;
}

/** SPEC.md section 8: 403 "check your sign-in", 404 "the file does not exist", else the HTTP status. */
export function downloadFailure(status: number): string {
  if (status === 403) return messages.downloadForbidden;
  if (status === 404) return messages.fileNotFound;
  return `${messages.genericError}（HTTP ${status}）`;
}

/** The file name the server gives in Content-Disposition (filename*= first), else `fallback`. */
export function filenameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="([^"]+)"/i.exec(disposition)?.[1] ?? fallback;
}

async function save(call: Promise<Answer>, filename: (response: Response) => string): Promise<void> {
  let answer: Answer;
  try {
    answer = await call;
  } catch {
    errorToast(messages.networkError);
    return;
  }
  const { data, response } = answer;
  if (!response.ok || !data) {
    errorToast(downloadFailure(response.status));
    return;
  }
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename(response);
  link.click();
  // The browser has taken the file once the click is handled; the object URL may go a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** An uploaded file (resourcesDownload), saved under its original name. */
export function downloadResource(resource: { uid: string; originalFilename: string }): Promise<void> {
  return save(api.GET('/api/resources/v1/{uid}', { params: { path: { uid: resource.uid } }, parseAs: 'blob', ...quiet }), () => resource.originalFilename);
}

/** The receipt PDF of a submitted registration (registrationsReceipt), under the server's file name. */
export function downloadReceipt(registrationUid: string): Promise<void> {
  return save(api.GET('/api/registrations/v1/receipt/{uid}', { params: { path: { uid: registrationUid } }, parseAs: 'blob', ...quiet }), (response) =>
    filenameOf(response, 'receipt.pdf'),
  );
}
