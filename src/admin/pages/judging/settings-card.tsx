// A stage's settings: how many jurors score each entry, and when scoring closes (Taipei time; empty: open
// until the decision). Saved with one button; the server refuses once the stage is decided.
import { Button, Group, NumberInput, Stack, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import settingsSchema from '../../../../schemas/admin/judging-stage-settings.schema.json';
import { fromTaipeiLocal, taipeiIso, TAIPEI_SUFFIX } from '../../../shared/taipei-time';
import { errorsOf, FormErrorSummary, inputId, messageFor } from '../../forms/form-errors';
import { judgingCalls, overviewKey, type Overview, type Stage } from './judging-api';

const FORM = 'judging-settings';
const PER_ENTRY = settingsSchema.properties.jurorsPerEntry;

export function SettingsCard({ stage, overview }: { stage: Stage; overview: Overview }) {
  const queryClient = useQueryClient();
  const [perEntry, setPerEntry] = useState<number>(overview.stage.jurorsPerEntry);
  const [closes, setCloses] = useState(overview.stage.scoringClosesAt ? taipeiIso(overview.stage.scoringClosesAt).slice(0, 16) : '');
  const save = useMutation({
    mutationFn: () => judgingCalls.settings(stage, perEntry, closes ? fromTaipeiLocal(closes) : null),
    onSuccess: (next) => queryClient.setQueryData(overviewKey(stage), next),
  });
  const errors = save.error ? errorsOf(save.error) : [];
  const decided = overview.stage.decided;
  return (
    <Stack gap="sm">
      <Title order={3}>設定</Title>
      <FormErrorSummary form={FORM} errors={errors} />
      <Group align="flex-end" wrap="wrap">
        <NumberInput
          id={inputId(FORM, 'jurorsPerEntry')}
          label={PER_ENTRY.title}
          min={PER_ENTRY.minimum}
          max={PER_ENTRY.maximum}
          value={perEntry}
          onChange={(v) => setPerEntry(Number(v) || PER_ENTRY.minimum)}
          error={messageFor(errors, 'jurorsPerEntry')}
          disabled={decided}
          w={160}
        />
        <TextInput
          id={inputId(FORM, 'scoringClosesAt')}
          type="datetime-local"
          label={`${settingsSchema.properties.scoringClosesAt.title}${TAIPEI_SUFFIX}`}
          value={closes}
          onChange={(e) => setCloses(e.currentTarget.value)}
          error={messageFor(errors, 'scoringClosesAt')}
          disabled={decided}
        />
        <Button onClick={() => save.mutate()} loading={save.isPending} disabled={decided}>
          儲存設定
        </Button>
      </Group>
    </Stack>
  );
}
