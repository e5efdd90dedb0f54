// Workplace photos (SPEC.md sections 1 and 5): exactly 5 for the submission; a selection that would
// exceed the limit is refused before anything is sent. A photo whose metadata says it is older than
// 6 months or below 300 dpi gets a warning next to it, never a refusal.
import { Button } from '@mantine/core';
import { useCallback, useId, useState } from 'react';
import { FilePicker } from '../file-picker';
import { photoWarnings } from '../../../../../shared/workplace-photo-warnings';
import { MAX_WORKPLACE_PHOTOS, WORKPLACE_PHOTOS_TOO_MANY } from '../schema-rules';
import { errorToast } from '../toasts';
import { FILE_TEXT, OTHER_TEXT } from '../texts';
import { uploadApi, type ProfessionPicture } from '../upload-api';
import { useLoaded } from '../use-loaded';
import css from './steps.module.css';

const NONE: ProfessionPicture[] = [];
const quietly = () => {};

export function WorkplacePhotosSection({ registrationUid, locked }: { registrationUid: string; locked: boolean }) {
  const headingId = useId();
  const load = useCallback(() => uploadApi.workplacePhotos(registrationUid), [registrationUid]);
  const list = useLoaded(load, quietly, NONE);
  const photos = list.data ?? NONE;

  return (
    <section className={css.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={css.sectionTitle}>
        {OTHER_TEXT.workplaceTitle}
      </h3>
      <p className={css.intro}>{OTHER_TEXT.workplaceIntro}</p>
      <p className={css.muted} aria-live="polite">
        {OTHER_TEXT.workplaceCount(photos.length, MAX_WORKPLACE_PHOTOS)}
      </p>
      {!locked && !list.loading && photos.length < MAX_WORKPLACE_PHOTOS && (
        <FilePicker
          purpose="workplace-photo"
          label={OTHER_TEXT.workplaceChoose}
          multiple
          refuse={(files) => (photos.length + files.length > MAX_WORKPLACE_PHOTOS ? WORKPLACE_PHOTOS_TOO_MANY : null)}
          onUploaded={async (resource, index) => {
            const outcome = await uploadApi.addWorkplacePhoto({
              registrationUid,
              pictureResourcesUid: resource.uid,
              pictureDescription: null,
              // The list as it was when the selection started, plus the files before this one.
              orderIndex: photos.length + index,
            });
            if (!outcome.ok) throw new Error(outcome.message);
            list.replace((all) => [...all, outcome.data]);
          }}
        />
      )}
      {list.loading ? (
        <p role="status" className={css.muted}>
          {OTHER_TEXT.loading}
        </p>
      ) : photos.length > 0 ? (
        <ul className={css.grid} aria-label={OTHER_TEXT.workplaceTitle}>
          {photos.map((photo) => (
            <WorkplacePhoto key={photo.uid} photo={photo} locked={locked} onDeleted={() => list.replace((all) => all.filter((p) => p.uid !== photo.uid))} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function WorkplacePhoto({ photo, locked, onDeleted }: { photo: ProfessionPicture; locked: boolean; onDeleted(): void }) {
  const [deleting, setDeleting] = useState(false);
  const resource = photo.pictureResourcesResp;
  const warnings = photoWarnings(resource);
  return (
    <li className={css.card}>
      <img src={resource.url} alt={resource.originalFilename} className={css.thumb} loading="lazy" />
      <span className={css.cardText}>
        {resource.originalFilename}（{FILE_TEXT.size(resource.fileSize)}）
      </span>
      {warnings.map((w) => (
        <span key={w} className={css.warning}>
          ⚠ {w}
        </span>
      ))}
      {!locked && (
        <Button
          size="compact-sm"
          color="red"
          variant="light"
          loading={deleting}
          aria-label={`${FILE_TEXT.delete} ${resource.originalFilename}`}
          onClick={async () => {
            setDeleting(true);
            const outcome = await uploadApi.deleteWorkplacePhoto(photo.uid);
            setDeleting(false);
            if (!outcome.ok) return errorToast(outcome.message);
            onDeleted();
          }}
        >
          {FILE_TEXT.delete}
        </Button>
      )}
    </li>
  );
}
