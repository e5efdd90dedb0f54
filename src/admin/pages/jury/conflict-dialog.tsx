// 聲明利益迴避 (issue 28): a juror may step back from any entry assigned to them, with a reason. The server
// ends the assignment, removes their sheet (a draft or a submitted one) and gives the entry to another juror;
// the juror goes back to their list, which no longer holds it. The reason's rules and messages are the
// schema's (schemas/admin/judging-conflict-declare.schema.json), checked by the server.
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import conflictSchema from '../../../../schemas/admin/judging-conflict-declare.schema.json';
import commonSchema from '../../../../schemas/admin/judging-common.schema.json';
import { errorsOf, FormErrorSummary, inputId, messageFor } from '../../forms/form-errors';
import { AdminModal } from '../../ui/admin-modal';
import { declareConflict, entryKey, JURY_KEY, myStageKey, type JudgingStage } from './jury-api';

const FORM = 'conflict';
export const CONFLICT_TITLE = conflictSchema.title;

function ConflictForm({ stage, uid, entryName, onCancel }: { stage: JudgingStage; uid: string; entryName: string; onCancel: () => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [reason, setReason] = useState('');
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const declare = useMutation({
    mutationFn: () => declareConflict(stage, uid, reason),
    onSuccess: (mine) => {
      queryClient.setQueryData(myStageKey(stage), mine);
      queryClient.removeQueries({ queryKey: entryKey(stage, uid) });
      void queryClient.invalidateQueries({ queryKey: JURY_KEY });
      notifications.show({ color: 'green', message: `已聲明利益迴避：${entryName} 已自您的評審名單移除` });
      navigate(`/jury?stage=${stage}`);
    },
    // The reason's message is beside it: the focus goes there (a refusal without a field goes to the summary).
    onError: (error) => {
      if (errorsOf(error).some((e) => e.field === 'reason')) reasonRef.current?.focus();
    },
  });
  const errors = errorsOf(declare.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!declare.isPending) declare.mutate();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="md">聲明後，此案件將自您的評審名單移除，您對此案件的評分（含草稿）一併刪除，並由其他評審委員遞補。</Text>
        <FormErrorSummary form={FORM} errors={errors.filter((e) => !e.field)} />
        <Textarea
          ref={reasonRef}
          id={inputId(FORM, 'reason')}
          label={commonSchema.$defs.reason.title}
          description="例如：曾擔任該單位顧問、與候選人有親屬關係"
          required
          size="md"
          rows={4}
          resize="vertical"
          maxLength={commonSchema.$defs.reason.maxLength}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={messageFor(errors, 'reason')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" size="lg" onClick={onCancel} disabled={declare.isPending}>
            取消
          </Button>
          <Button type="submit" color="red.9" size="lg" loading={declare.isPending} disabled={declare.isPending}>
            確定聲明迴避
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function ConflictButton({ stage, uid, entryName }: { stage: JudgingStage; uid: string; entryName: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" color="red.9" size="md" onClick={() => setOpen(true)}>
        {CONFLICT_TITLE}
      </Button>
      <AdminModal opened={open} onClose={() => setOpen(false)} title={CONFLICT_TITLE}>
        {open ? <ConflictForm stage={stage} uid={uid} entryName={entryName} onCancel={() => setOpen(false)} /> : null}
      </AdminModal>
    </>
  );
}
