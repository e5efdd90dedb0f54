// A file button that uploads at once, with progress and a cancel button (every file input of the
// workflow): Mantine's FileButton, so it looks like the site's other buttons, with the accepted types
// and the size limit written beside it. The purpose's rules (types, size) come from
// schemas/upload-rules.json through upload-resource.ts and limit-texts.ts; a selection can also be
// refused as a whole before anything is sent. The hidden input carries the label too (assistive
// technologies and tests that hand it files).
import { Button, Progress } from '@mantine/core';
import { useId, useRef, useState } from 'react';
import { checkFile, uploadResource, type FileResource, type UploadPurpose } from '../../../files/upload-resource';
import { PickFilesRow } from './pick-files-row';
import { reportUploadFailure } from './upload-failure';
import { errorToast } from './toasts';
import { FILE_TEXT } from './texts';
import css from './steps/steps.module.css';

export interface FilePickerProps {
  purpose: UploadPurpose;
  label: string;
  hint?: string;
  multiple?: boolean;
  disabled?: boolean;
  /** Refuses a whole selection before any upload (e.g. too many photos): the message, or null. */
  refuse?(files: File[]): string | null;
  /** The file is stored; attach it (the picker waits, then takes the next file). `index`: its place in the selection. */
  onUploaded(resource: FileResource, index: number): Promise<unknown> | void;
}

export function FilePicker({ purpose, label, hint, multiple, disabled, refuse, onUploaded }: FilePickerProps) {
  const id = useId();
  const reset = useRef<() => void>(null);
  const cancel = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<{ name: string; pct: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const start = async (files: File[]) => {
    setProblem(null);
    const refused = refuse?.(files) ?? files.map((f) => checkFile(purpose, f)).find((m) => m !== null) ?? null;
    if (refused) {
      setProblem(refused);
      errorToast(refused);
      return;
    }
    const controller = new AbortController();
    cancel.current = controller;
    try {
      for (const [index, file] of files.entries()) {
        setProgress({ name: file.name, pct: 0 });
        const resource = await uploadResource({
          file,
          purpose,
          signal: controller.signal,
          onProgress: (fraction) => setProgress({ name: file.name, pct: Math.round(fraction * 100) }),
        });
        await onUploaded(resource, index);
      }
    } catch (error) {
      reportUploadFailure(error, setProblem);
    } finally {
      cancel.current = null;
      setProgress(null);
      // The same file may be chosen again (e.g. after a cancel).
      reset.current?.();
    }
  };

  const busy = progress !== null;
  const ruleId = `${id}-rule`;
  const describedBy = [ruleId, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    <div className={css.picker}>
      <PickFilesRow id={id} purpose={purpose} label={label} multiple={multiple} disabled={disabled || busy} describedBy={describedBy} resetRef={reset} onFiles={(files) => void start(files)} />
      {hint && (
        <span id={`${id}-hint`} className={css.muted}>
          {hint}
        </span>
      )}
      {progress && (
        <div className={css.progress}>
          <Progress value={progress.pct} aria-label={`${progress.name} ${FILE_TEXT.uploading(progress.pct)}`} />
          <span className={css.muted} role="status">
            {FILE_TEXT.uploading(progress.pct)}
          </span>
          <Button size="compact-sm" variant="default" onClick={() => cancel.current?.abort()}>
            {FILE_TEXT.cancel}
          </Button>
        </div>
      )}
      {problem && (
        <span role="alert" className={css.error}>
          {problem}
        </span>
      )}
    </div>
  );
}
