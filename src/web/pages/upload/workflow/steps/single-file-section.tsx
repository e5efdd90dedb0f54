// One attached document (employment proof, self-introduction video): the current file with its size
// and a download link, upload (replaces it; the video resumably) and delete (saves null). Locked: the file alone.
import { Button } from '@mantine/core';
import { useId, useState } from 'react';
import type { UploadPurpose } from '../../../../files/upload-resource';
import { DownloadLink } from '../download-link';
import { isResumablePurpose } from '../../../../../shared/resumable-upload';
import { FilePicker } from '../file-picker';
import { ResumablePicker } from '../resumable-picker';
import { errorToast } from '../toasts';
import { FILE_TEXT, OTHER_TEXT } from '../texts';
import type { FileResource, Outcome } from '../upload-api';
import { useLoaded } from '../use-loaded';
import css from './steps.module.css';

export interface SingleFileSectionProps {
  purpose: UploadPurpose;
  title: string;
  /** A sentence above the file (the picker states the types and the size itself). */
  intro?: string;
  /** Whether it must be attached, said under the title (e.g. the employment proof's rule). */
  need?: string;
  /** False: no picker (not asked of this registrant); a file already attached can still be deleted. */
  offerUpload?: boolean;
  locked: boolean;
  load(): Promise<Outcome<FileResource | null>>;
  save(resourceUid: string | null): Promise<Outcome<FileResource | null>>;
}

// Read failures of these documents are treated as missing (SPEC.md section 8).
const quietly = () => {};

export function SingleFileSection({ purpose, title, intro, need, offerUpload = true, locked, load, save }: SingleFileSectionProps) {
  const headingId = useId();
  const [loader] = useState(() => load);
  const file = useLoaded<FileResource | null>(loader, quietly, null);
  const [deleting, setDeleting] = useState(false);

  const attach = async (uid: string | null) => {
    const outcome = await save(uid);
    if (!outcome.ok) {
      errorToast(outcome.message);
      return;
    }
    file.replace(() => outcome.data);
  };

  const pickerLabel = file.data ? `${FILE_TEXT.replace}${title}` : `${FILE_TEXT.choose}（${title}）`;
  return (
    <section className={css.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={css.sectionTitle}>
        {title}
      </h3>
      {need && <p className={css.need}>{need}</p>}
      {offerUpload && intro && <p className={css.intro}>{intro}</p>}
      {file.loading ? (
        <p role="status" className={css.muted}>
          {OTHER_TEXT.loading}
        </p>
      ) : file.data ? (
        <div className={css.fileRow}>
          <span className={css.fileName}>
            <DownloadLink resource={file.data} />{' '}
            <span className={css.muted}>（{FILE_TEXT.size(file.data.fileSize)}）</span>
          </span>
          {!locked && (
            <Button
              size="compact-sm"
              color="red"
              variant="light"
              loading={deleting}
              aria-label={`${FILE_TEXT.delete}${title}`}
              onClick={async () => {
                setDeleting(true);
                await attach(null);
                setDeleting(false);
              }}
            >
              {FILE_TEXT.delete}
            </Button>
          )}
        </div>
      ) : offerUpload ? (
        <p className={css.muted}>{FILE_TEXT.none}</p>
      ) : null}
      {!locked && !file.loading && offerUpload && (
        // The large file goes in resumable chunks (src/shared/resumable-upload.ts); the others in one request.
        isResumablePurpose(purpose) ? (
          <ResumablePicker purpose={purpose} label={pickerLabel} onUploaded={(r) => attach(r.uid)} />
        ) : (
          <FilePicker purpose={purpose} label={pickerLabel} onUploaded={(r) => attach(r.uid)} />
        )
      )}
    </section>
  );
}
