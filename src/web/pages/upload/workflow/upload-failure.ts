// What an upload that ended in error says, for both pickers (./file-picker.tsx, ./resumable-picker.tsx):
// the server's or the client's own message, or the generic one; a cancel the person asked for is said in
// the picker only, never as an error toast.
import { messages } from '../../../../shared/messages';
import { UploadError } from '../../../files/upload-resource';
import { errorToast } from './toasts';

/** Shows `error`'s message through `say` (the picker's line) and, unless the person cancelled, a toast. */
export function reportUploadFailure(error: unknown, say: (message: string) => void): void {
  const cancelled = error instanceof UploadError && error.status === -1;
  const message = cancelled ? messages.uploadCancelled : error instanceof Error && error.message ? error.message : messages.uploadFailed;
  say(message);
  if (!cancelled) errorToast(message);
}
