// The file button of a purpose sent resumably (the self-introduction video, src/web/files/resumable-upload.ts):
// our own Mantine progress bar with the percent, the speed and the time left, pause and resume, the
// offline and reconnecting states, and, when the chosen file left an upload unfinished in this browser
// (a reload, a closed tab), the choice to continue it or start over.
import { Button, Group, Progress } from '@mantine/core';
import { useId, useRef, useState } from 'react';
import { hasUnfinishedUpload, startResumable, type ResumableHandle, type ResumableState } from '../../../files/resumable-upload';
import { TransferRate, type Rate } from '../../../files/transfer-rate';
import { checkFile, type FileResource, type UploadPurpose } from '../../../files/upload-resource';
import { PickFilesRow } from './pick-files-row';
import { reportUploadFailure } from './upload-failure';
import { errorToast } from './toasts';
import { FILE_TEXT, RESUMABLE_TEXT } from './texts';
import css from './steps/steps.module.css';

export interface ResumablePickerProps {
  purpose: UploadPurpose;
  label: string;
  disabled?: boolean;
  /** The file is stored; attach it. */
  onUploaded(resource: FileResource): Promise<unknown> | void;
}

interface Progressing {
  name: string;
  pct: number;
  state: ResumableState;
  rate: Rate;
}

function statusText({ pct, state, rate }: Progressing): string {
  if (state === 'paused') return RESUMABLE_TEXT.paused(pct);
  if (state === 'offline') return RESUMABLE_TEXT.offline(pct);
  if (state === 'retrying') return RESUMABLE_TEXT.retrying(pct);
  if (state === 'finishing') return RESUMABLE_TEXT.finishing;
  const speed = rate.bytesPerSecond === null ? RESUMABLE_TEXT.measuring : `${RESUMABLE_TEXT.speed(rate.bytesPerSecond)}，${RESUMABLE_TEXT.timeLeft(rate.secondsLeft ?? 0)}`;
  return `${FILE_TEXT.uploading(pct)}（${speed}）`;
}

export function ResumablePicker({ purpose, label, disabled, onUploaded }: ResumablePickerProps) {
  const id = useId();
  const reset = useRef<() => void>(null);
  const handle = useRef<ResumableHandle | null>(null);
  const [progress, setProgress] = useState<Progressing | null>(null);
  const [offer, setOffer] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = async (file: File) => {
    setProblem(null);
    const refused = checkFile(purpose, file);
    if (refused) {
      setProblem(refused);
      errorToast(refused);
      return;
    }
    if (await hasUnfinishedUpload(file, purpose)) setOffer(file);
    else void send(file, false);
  };

  const send = async (file: File, resume: boolean) => {
    setOffer(null);
    const rate = new TransferRate();
    let last: Progressing = { name: file.name, pct: 0, state: 'uploading', rate: { bytesPerSecond: null, secondsLeft: null } };
    const show = (next: Partial<Progressing>) => {
      last = { ...last, ...next };
      setProgress(last);
    };
    show({});
    const upload = startResumable({
      file,
      purpose,
      resume,
      onProgress: (sent, total) => show({ pct: Math.floor((sent / total) * 100), rate: rate.add(performance.now(), sent, total) }),
      onState: (state) => {
        // After a pause or a cut the speed starts over.
        if (state !== 'uploading') rate.reset();
        show({ state });
      },
    });
    handle.current = upload;
    try {
      await onUploaded(await upload.done);
    } catch (error) {
      reportUploadFailure(error, setProblem);
    } finally {
      handle.current = null;
      setProgress(null);
      reset.current?.();
    }
  };

  const busy = progress !== null || offer !== null;
  const ruleId = `${id}-rule`;
  return (
    <div className={css.picker}>
      <PickFilesRow id={id} purpose={purpose} label={label} disabled={disabled || busy} describedBy={ruleId} resetRef={reset} onFiles={([picked]) => void choose(picked!)} />
      {offer && (
        <div className={css.picker}>
          <span className={css.muted}>{RESUMABLE_TEXT.previous}</span>
          <Group gap="xs">
            <Button size="compact-sm" onClick={() => void send(offer, true)}>
              {RESUMABLE_TEXT.continueUpload}
            </Button>
            <Button size="compact-sm" variant="default" onClick={() => void send(offer, false)}>
              {RESUMABLE_TEXT.restart}
            </Button>
          </Group>
        </div>
      )}
      {progress && (
        <div className={css.picker}>
          <div className={css.progress}>
            <Progress value={progress.pct} aria-label={`${progress.name} ${FILE_TEXT.uploading(progress.pct)}`} />
            <span className={css.muted}>{progress.pct}%</span>
          </div>
          <span className={css.muted} role="status">
            {statusText(progress)}
          </span>
          <Group gap="xs">
            {progress.state === 'paused' ? (
              <Button size="compact-sm" onClick={() => handle.current?.resume()}>
                {RESUMABLE_TEXT.resume}
              </Button>
            ) : (
              <Button size="compact-sm" variant="default" disabled={progress.state === 'finishing'} onClick={() => handle.current?.pause()}>
                {RESUMABLE_TEXT.pause}
              </Button>
            )}
            <Button size="compact-sm" variant="default" disabled={progress.state === 'finishing'} onClick={() => handle.current?.cancel()}>
              {FILE_TEXT.cancel}
            </Button>
          </Group>
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
