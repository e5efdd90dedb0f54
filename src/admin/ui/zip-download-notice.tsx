// What a ZIP download the browser has started will hold, said on the page: its download manager shows
// the progress, but a streamed ZIP announces no length, so the size is told here (the files' stored
// bytes: photos, videos and PDFs are stored as they are, so the ZIP is about that big).
import { Alert } from '@mantine/core';
import type { ZipLink } from '../api/zip-download';

/** "約 1.2 GB", "約 35.4 MB", "約 820 KB". */
export function approximateSize(bytes: number): string {
  const [value, unit] = bytes >= 1024 ** 3 ? [bytes / 1024 ** 3, 'GB'] : bytes >= 1024 ** 2 ? [bytes / 1024 ** 2, 'MB'] : [Math.max(1, bytes / 1024), 'KB'];
  return `約 ${unit === 'KB' ? Math.round(value) : value.toFixed(1)} ${unit}`;
}

export function ZipDownloadNotice({ link }: { link: ZipLink }) {
  return (
    <Alert color="blue" variant="light" mt="xs" role="status" title="已開始下載 ZIP">
      {link.registrations} 件報名的檔案，{approximateSize(link.bytes)}；下載進度請見瀏覽器的下載清單。
    </Alert>
  );
}
