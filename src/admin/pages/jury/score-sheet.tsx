// The juror's score sheet of one entry (issue 28): RJSF from the stage's rubric (rubric.ts), each criterion
// a large 1-10 scale with its weight, and the comment. It saves itself as the juror goes (use-autosave.ts);
// 送出評分 checks it against the rubric in the browser (the precompiled validator of the very schema the
// server applies), asks for confirmation, sends what is waiting, then submits: the server checks again
// (400: its messages land on the criteria they name) and locks the sheet. A submitted sheet, or one of a
// closed stage, is shown read-only.
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { rocDateTime, TAIPEI_SUFFIX, taipeiParts } from '../../../shared/taipei-time';
import { fieldId, focusField } from '../../../ui/forms/focus-field';
import { ThemedForm } from '../../../ui/forms/theme-form';
import { fieldPathOf } from '../../../ui/forms/transform-errors';
import { ApiFailure } from '../../api/client';
import { errorsOf, type FieldError } from '../../forms/form-errors';
import { toErrorSchema } from '../../forms/schema-form';
import { AdminModal } from '../../ui/admin-modal';
import { entryKey, JURY_KEY, saveSheet, submitSheet, type JudgingEntry, type JudgingStage, type SheetDraft } from './jury-api';
import { rubricFor, SCORE_WIDGET } from './rubric';
import classes from './jury.module.css';
import { ScoreWidget } from './score-widget';
import { useAutosave, type AutosaveStatus } from './use-autosave';

const widgets = { [SCORE_WIDGET]: ScoreWidget };

/** What the server keeps of a draft: every score given so far and the comment as typed. */
const draftOf = (data: SheetDraft): SheetDraft => ({ scores: data.scores ?? {}, comment: data.comment ?? '' });

function SaveStatus({ status, onRetry }: { status: AutosaveStatus; onRetry: () => void }) {
  // One live region: a screen reader hears "儲存中…", then "已自動儲存 15:04" or the failure.
  let text = '';
  if (status.kind === 'saving') text = '儲存中…';
  if (status.kind === 'saved') {
    const p = taipeiParts(status.at);
    text = `已自動儲存 ${p.hour}:${p.minute}`;
  }
  if (status.kind === 'failed') text = `自動儲存失敗：${errorsOf(status.error)[0]?.message ?? ''}`;
  return (
    <Group gap="xs" wrap="wrap">
      <Text role="status" size="md" c={status.kind === 'failed' ? 'var(--mantine-color-error)' : 'dimmed'} fw={status.kind === 'failed' ? 700 : undefined}>
        {text}
      </Text>
      {status.kind === 'failed' ? (
        <Button variant="default" size="md" onClick={onRetry}>
          再試一次
        </Button>
      ) : null}
    </Group>
  );
}

export function ScoreSheet({ stage, entry }: { stage: JudgingStage; entry: JudgingEntry }) {
  const queryClient = useQueryClient();
  const rubric = rubricFor(stage);
  const uid = entry.registrationUid;
  const { sheet } = entry;
  const locked = sheet.state === 'submitted' || !entry.stage.open;
  const initial = useMemo(() => draftOf({ scores: sheet.scores, comment: sheet.comment }), [sheet.scores, sheet.comment]);
  const [formData, setFormData] = useState<SheetDraft>(() => ({ scores: sheet.scores, comment: sheet.comment || undefined }));
  const [attempted, setAttempted] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldError[]>([]);
  const formRef = useRef<{ submit: () => void } | null>(null);

  const save = useCallback(
    async (draft: SheetDraft) => {
      try {
        return await saveSheet(stage, uid, draft);
      } catch (error) {
        // Submitted meanwhile (another tab) or scoring closed: the page shows the sheet as it now is.
        if (error instanceof ApiFailure && error.status === 409) void queryClient.invalidateQueries({ queryKey: entryKey(stage, uid) });
        throw error;
      }
    },
    [queryClient, stage, uid],
  );
  const autosave = useAutosave(save, initial, !locked);

  const submit = useMutation({
    mutationFn: async () => {
      await autosave.flush();
      return submitSheet(stage, uid);
    },
    onSuccess: (submitted) => {
      setConfirming(false);
      queryClient.setQueryData<JudgingEntry>(entryKey(stage, uid), (e) => (e ? { ...e, sheet: submitted } : e));
      // The list's badge and progress, and (決審) the others' sheets this juror may now read.
      void queryClient.invalidateQueries({ queryKey: JURY_KEY });
      notifications.show({ color: 'green', message: '評分已送出' });
    },
    onError: (error) => {
      const fields = errorsOf(error).filter((e) => e.field);
      if (fields.length === 0) return;
      // The rubric's messages on the criteria they name: the dialog closes onto the first of them.
      setConfirming(false);
      setServerErrors(fields);
      setTimeout(() => focusField(fieldId(fields[0]!.field.split('/').join('_'))), 0);
    },
  });
  const extraErrors = useMemo(() => toErrorSchema(serverErrors, { nested: true }), [serverErrors]);
  const refusal = submit.isError && errorsOf(submit.error).every((e) => !e.field) ? errorsOf(submit.error)[0]?.message : undefined;

  return (
    <Stack gap="md">
      {sheet.state === 'submitted' ? (
        <Alert variant="light" title="已送出評分">
          <Text size="md">
            送出時間：{sheet.submittedAt ? `${rocDateTime(sheet.submittedAt)}${TAIPEI_SUFFIX}` : '—'}
            {typeof sheet.weighted === 'number' ? `；加權分數 ${sheet.weighted.toFixed(2)}` : ''}
          </Text>
          <Text size="md">評分表已鎖定；如需更正，請洽管理員重新開放。</Text>
        </Alert>
      ) : !entry.stage.open ? (
        <Alert color="gray" variant="light" title="本階段評分已截止">
          <Text size="md">評分表無法再修改或送出。</Text>
        </Alert>
      ) : (
        <Text size="md">評分與評語會在您選擇或輸入後自動儲存為草稿；全部完成後請按「送出評分」，送出後即無法修改。</Text>
      )}
      <div className={locked ? classes.locked : undefined}>
        <ThemedForm
          ref={formRef as never}
          schema={rubric.schema}
          uiSchema={rubric.uiSchema}
          validator={rubric.validator}
          widgets={widgets}
          formData={formData}
          transformErrors={rubric.transformErrors}
          extraErrors={extraErrors}
          showErrorList="top"
          liveValidate={attempted ? 'onChange' : undefined}
          noHtml5Validate
          readonly={locked}
          focusOnFirstError={(error) => focusField(fieldId(fieldPathOf(error)))}
          onChange={(e) => {
            const data = (e.formData ?? {}) as SheetDraft;
            setFormData(data);
            autosave.change(draftOf(data));
            // The server's messages were about the sheet it checked; the live check takes over.
            if (serverErrors.length > 0) setServerErrors([]);
          }}
          onError={() => setAttempted(true)}
          onSubmit={() => {
            setAttempted(true);
            submit.reset();
            setConfirming(true);
          }}
        >
          {locked ? null : (
            <Stack gap="sm" mt="md">
              <SaveStatus status={autosave.status} onRetry={() => void autosave.flush().catch(() => undefined)} />
              <Button type="submit" size="lg" w={{ base: '100%', sm: 'auto' }} style={{ alignSelf: 'flex-start' }} disabled={submit.isPending}>
                送出評分
              </Button>
            </Stack>
          )}
        </ThemedForm>
      </div>
      <AdminModal opened={confirming} onClose={() => !submit.isPending && setConfirming(false)} title="送出評分">
        <Stack gap="md">
          <Text size="md">送出後評分表即鎖定，無法再修改（如需更正，須請管理員重新開放）。確定送出？</Text>
          {refusal ? (
            <Alert color="red" role="alert">
              {refusal}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" size="lg" onClick={() => setConfirming(false)} disabled={submit.isPending}>
              取消
            </Button>
            <Button size="lg" onClick={() => submit.mutate()} loading={submit.isPending} disabled={submit.isPending}>
              確定送出
            </Button>
          </Group>
        </Stack>
      </AdminModal>
    </Stack>
  );
}
