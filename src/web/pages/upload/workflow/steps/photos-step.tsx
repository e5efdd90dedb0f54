// Step 2: tourism event photos (SPEC.md section 5): a photo (PNG/JPG/JPEG, 5 MB) and its caption
// (required, at most 25 characters) per entry, at most 12, in order; thumbnails with delete.
import { Button, TextInput } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useDraft } from '../drafts';
import { FilePicker } from '../file-picker';
import { CAPTION_RULE, MAX_TOURISM_PHOTOS, TOURISM_PHOTOS_FULL } from '../schema-rules';
import { errorToast } from '../toasts';
import { FILE_TEXT, PHOTO_TEXT } from '../texts';
import { uploadApi, type FileResource, type Picture } from '../upload-api';
import { useLoaded } from '../use-loaded';
import css from './steps.module.css';

const NONE: Picture[] = [];

export function PhotosStep({ registrationUid, locked }: { registrationUid: string; locked: boolean }) {
  const load = useCallback(() => uploadApi.pictures(registrationUid), [registrationUid]);
  const list = useLoaded(load, errorToast, NONE);
  const photos = list.data ?? NONE;
  const full = photos.length >= MAX_TOURISM_PHOTOS;
  return (
    <div>
      <p className={css.intro}>{PHOTO_TEXT.intro}</p>
      {!locked && !list.loading && (full ? <p className={css.muted}>{TOURISM_PHOTOS_FULL}</p> : <PhotoForm registrationUid={registrationUid} next={photos.length} onAdded={(p) => list.replace((all) => [...all, p])} />)}
      <p className={css.muted} aria-live="polite">
        {PHOTO_TEXT.count(photos.length, MAX_TOURISM_PHOTOS)}
      </p>
      {list.loading ? (
        <p role="status" className={css.muted}>
          {PHOTO_TEXT.loading}
        </p>
      ) : photos.length === 0 ? (
        <p className={css.muted}>{PHOTO_TEXT.empty}</p>
      ) : (
        <ul className={css.grid} aria-label={PHOTO_TEXT.title}>
          {photos.map((photo) => (
            <PhotoCard key={photo.uid} photo={photo} locked={locked} onDeleted={() => list.replace((all) => all.filter((p) => p.uid !== photo.uid))} />
          ))}
        </ul>
      )}
    </div>
  );
}

function PhotoForm({ registrationUid, next, onAdded }: { registrationUid: string; next: number; onAdded(p: Picture): void }) {
  const [resource, setResource] = useState<FileResource | null>(null);
  const [caption, setCaption] = useState('');
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  useDraft('tourism-photo', resource !== null || caption.trim() !== '', PHOTO_TEXT.add);
  const problem = CAPTION_RULE.check(caption);
  const valid = resource !== null && problem === null;

  const add = async () => {
    if (!resource || !valid || saving) return;
    setSaving(true);
    const outcome = await uploadApi.addPicture({ registrationUid, pictureResourcesUid: resource.uid, pictureDescription: caption.trim(), orderIndex: next });
    setSaving(false);
    if (!outcome.ok) return errorToast(outcome.message);
    onAdded(outcome.data);
    setResource(null);
    setCaption('');
    setTouched(false);
  };

  return (
    <form
      className={css.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void add();
      }}
    >
      {resource ? (
        <div className={css.fileRow}>
          <img src={resource.url} alt="" className={css.preview} />
          <span className={css.fileName}>
            {FILE_TEXT.uploaded}：{resource.originalFilename}
          </span>
          <Button size="compact-sm" variant="default" onClick={() => setResource(null)}>
            {FILE_TEXT.replace}
          </Button>
        </div>
      ) : (
        <FilePicker purpose="tourism-photo" label={PHOTO_TEXT.file} onUploaded={(r) => setResource(r)} />
      )}
      <TextInput
        label={PHOTO_TEXT.caption}
        required
        value={caption}
        onChange={(e) => setCaption(e.currentTarget.value)}
        onBlur={() => setTouched(true)}
        description={`${CAPTION_RULE.length(caption)} / ${CAPTION_RULE.maxLength}`}
        error={(touched || CAPTION_RULE.length(caption) > CAPTION_RULE.maxLength) && problem ? problem : undefined}
      />
      <div className={css.formFoot}>
        <span />
        <Button type="submit" disabled={!valid || saving} loading={saving}>
          {saving ? PHOTO_TEXT.adding : PHOTO_TEXT.add}
        </Button>
      </div>
    </form>
  );
}

function PhotoCard({ photo, locked, onDeleted }: { photo: Picture; locked: boolean; onDeleted(): void }) {
  const [deleting, setDeleting] = useState(false);
  const remove = async () => {
    setDeleting(true);
    const outcome = await uploadApi.deletePicture(photo.uid);
    setDeleting(false);
    if (!outcome.ok) return errorToast(outcome.message);
    onDeleted();
  };
  return (
    <li className={css.card}>
      <img src={photo.pictureResourcesResp.url} alt={photo.pictureDescription} className={css.thumb} loading="lazy" />
      <span className={css.cardText}>{photo.pictureDescription}</span>
      {!locked && (
        <Button size="compact-sm" color="red" variant="light" loading={deleting} onClick={() => void remove()} aria-label={PHOTO_TEXT.deleteLabel(photo.pictureDescription)}>
          {PHOTO_TEXT.delete}
        </Button>
      )}
    </li>
  );
}
