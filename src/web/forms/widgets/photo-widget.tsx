// Candidate photo (SPEC.md sections 4, 5 and 8): JPG/JPEG/PNG up to 5 MB (schemas/upload-rules.json),
// uploaded as soon as it is chosen with a progress bar and a cancel button; the returned uid is the
// field's value. A new registration sends the security token with it (the upload spends the token);
// a signed-in registrant needs none. On failure the file is cleared and a toast says why for 5 s.
import { TOAST_MS } from '../../layout/toast-durations';
import { Alert, Button, Group, Image, Progress, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useRef, useState } from 'react';
import { messages } from '../../../shared/messages';
import { acceptFor, checkFile, uploadResource, UploadError } from '../../files/upload-resource';
import { useRegistrationContext } from '../form-context';

const PURPOSE = 'candidate-photo' as const;

type State =
  | { kind: 'idle' }
  | { kind: 'uploading'; name: string; progress: number; controller: AbortController }
  | { kind: 'done'; name: string; preview: string };

export function PhotoWidget({ id, value, label, rawErrors, disabled, readonly, required, options }: WidgetProps) {
  const context = useRegistrationContext();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [alert, setAlert] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const previewUrl = useRef<string | null>(null);

  useEffect(
    () => () => {
      if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
      if (state.kind === 'uploading') state.controller.abort();
    },
    // Only on unmount: cancel a running upload and free the preview.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  const clearInput = () => {
    if (input.current) input.current.value = '';
  };

  const choose = async (file: File | undefined) => {
    setAlert(null);
    if (!file) return;
    const refused = checkFile(PURPOSE, file);
    const token = typeof context.formData.cfToken === 'string' ? context.formData.cfToken : undefined;
    if (refused || (context.mode === 'new' && !token)) {
      setAlert(refused ?? messages.pleaseCompleteCaptchaFirst);
      clearInput();
      return;
    }
    const controller = new AbortController();
    setState({ kind: 'uploading', name: file.name, progress: 0, controller });
    try {
      const resource = await uploadResource({
        file,
        purpose: PURPOSE,
        cfToken: context.mode === 'new' ? token : undefined,
        signal: controller.signal,
        onProgress: (progress) => setState((s) => (s.kind === 'uploading' ? { ...s, progress } : s)),
      });
      if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
      previewUrl.current = URL.createObjectURL(file);
      setState({ kind: 'done', name: resource.originalFilename || file.name, preview: previewUrl.current });
      context.onPhoto(resource.uid, context.mode === 'new');
    } catch (error) {
      setState({ kind: 'idle' });
      clearInput();
      const cancelled = error instanceof UploadError && error.status === -1;
      // A refused or failed upload may still have spent the token.
      context.onPhoto(null, context.mode === 'new' && !cancelled);
      if (!cancelled) {
        notifications.show({
          color: 'red',
          title: messages.photoUploadFailed,
          message: error instanceof Error ? error.message : String(error),
          autoClose: TOAST_MS.photoFailure,
        });
      }
    } finally {
      clearInput();
    }
  };

  const saved = context.savedPhoto && context.savedPhoto.uid === value ? context.savedPhoto : null;
  const locked = !!(disabled || readonly);
  const errors = rawErrors ?? [];
  return (
    <Stack gap={6}>
      <Text id={`${id}-label`} fw={500} size="sm" component={locked ? 'p' : 'label'} htmlFor={locked ? undefined : id}>
        {label}
        {required && !locked ? <span aria-hidden="true" style={{ color: 'var(--mantine-color-error)' }}> *</span> : null}
      </Text>
      {state.kind === 'done' && value ? (
        <Group gap="sm" wrap="nowrap">
          <Image src={state.preview} alt="候選人照片預覽" w={96} h={120} fit="cover" radius="sm" />
          <Text size="sm">已上傳：{state.name}</Text>
        </Group>
      ) : saved ? (
        <Group gap="sm" wrap="nowrap">
          <Image src={saved.url} alt="已上傳的候選人照片" w={96} h={120} fit="cover" radius="sm" />
          <Text size="sm">已上傳：{saved.originalFilename}</Text>
        </Group>
      ) : null}
      {state.kind === 'uploading' ? (
        <Stack gap={4}>
          <Text size="sm">上傳中：{state.name}（{Math.round(state.progress * 100)}%）</Text>
          <Progress value={state.progress * 100} aria-label="照片上傳進度" animated />
          <Button size="xs" variant="default" onClick={() => state.controller.abort()} w="fit-content">
            取消上傳
          </Button>
        </Stack>
      ) : null}
      {!locked && state.kind !== 'uploading' ? (
        <input
          ref={input}
          id={id}
          type="file"
          accept={acceptFor(PURPOSE)}
          // The ui schema's help is rendered by the field template under `${id}__help`.
          aria-describedby={[options.help ? `${id}__help` : '', errors.length ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined}
          aria-invalid={errors.length > 0 || undefined}
          aria-required={required || undefined}
          onChange={(e) => void choose(e.currentTarget.files?.[0])}
        />
      ) : null}
      {alert ? (
        <Alert color="red" variant="light" role="alert" p="xs">
          {alert}
        </Alert>
      ) : null}
      {errors.length ? (
        <Text c="red" size="sm" id={`${id}-error`}>
          {errors.join('\n')}
        </Text>
      ) : null}
    </Stack>
  );
}
