// A link to an uploaded file that saves it through the typed client (download.ts): keyboard and
// screen readers see an ordinary download link; the click fetches, so a lapsed session is renewed.
import type { FileResource } from './upload-api';
import { downloadResource } from './download';

export function DownloadLink({ resource }: { resource: FileResource }) {
  return (
    <a
      href={resource.url}
      download={resource.originalFilename}
      onClick={(event) => {
        event.preventDefault();
        void downloadResource(resource);
      }}
    >
      {resource.originalFilename}
    </a>
  );
}
