// Step 1 of the draw (issue 30, item 7): the seed is committed before the recommendation period ends, so it
// cannot be chosen once the tickets are known. Staff record SHA-256 of a seed kept secret until the draw, or
// the public source that will produce it; the server publishes it at once as a news item. The rules (until
// when, what the draw then accepts) are the server's: src/server/features/draw/commitment.ts.
import { Alert, Anchor, Button, Code, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { components } from '../../../shared/generated/api';
import { rocDateTime } from '../../../shared/taipei-time';
import { adminApi, unwrap } from '../../api/client';
import { mayCall } from '../../app/areas';
import type { StaffMe } from '../../auth/staff-session';
import { errorsOf, FormErrorSummary, inputId, messageFor } from '../../forms/form-errors';
import { useConfirm } from '../../ui/confirm-dialog';

type DrawState = components['schemas']['DrawState'];
type Commitment = components['schemas']['DrawCommitment'];
type CommitmentBody = components['schemas']['draw-commitment.schema'];
type Method = CommitmentBody['method'];

const FORM = 'commit';

/** The commitment in force, as the public news item states it. */
export function CommitmentFacts({ commitment, role }: { commitment: Commitment; role: StaffMe['role'] }) {
  const news = mayCall(role, 'adminNewsRead') ? (
    <Anchor component={Link} to={`/news/${commitment.newsUid}`} underline="always">
      最新消息
    </Anchor>
  ) : (
    '最新消息'
  );
  return (
    <Stack gap={4}>
      {commitment.method === 'sha256' ? (
        <Text style={{ overflowWrap: 'anywhere' }}>
          種子的 SHA-256：<Code>{commitment.seedSha256}</Code>
        </Text>
      ) : (
        <Text style={{ overflowWrap: 'anywhere' }}>種子來源：{commitment.source}</Text>
      )}
      <Text size="sm">
        {commitment.committedBy} 於 {rocDateTime(commitment.committedAt)} 記錄，並以{news}公告（當時 {commitment.ticketsAtCommit} 次抽獎機會）。
      </Text>
    </Stack>
  );
}

/** The form: shown to a role that may commit while the period is open and nothing is drawn. */
function CommitForm({ replacing }: { replacing: boolean }) {
  const queryClient = useQueryClient();
  const { ask, dialog } = useConfirm();
  const [method, setMethod] = useState<Method>('sha256');
  const [seedSha256, setSeedSha256] = useState('');
  const [source, setSource] = useState('');
  const commit = useMutation({
    mutationFn: async (body: CommitmentBody) => unwrap<Commitment>(await adminApi.POST('/api/admin/v1/draw/commit', { body })),
    onSuccess: (commitment) => {
      queryClient.setQueryData<DrawState>(['draw', 'state'], (state) => state && { ...state, commitment });
      setSeedSha256('');
      setSource('');
      notifications.show({ color: 'green', message: '已公告種子承諾（最新消息）', closeButtonProps: { 'aria-label': '關閉通知' } });
    },
  });
  const errors = errorsOf(commit.error);
  const body: CommitmentBody = method === 'sha256' ? { method, seedSha256 } : { method, source };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (commit.isPending) return;
    commit.reset();
    ask({
      title: '確認公告種子承諾',
      text: `將立即以最新消息公開公告${method === 'sha256' ? '種子的 SHA-256' : '種子來源'}${replacing ? '，並取代先前的承諾' : ''}。抽獎時只接受符合承諾的種子；推薦期間截止後不能再變更。`,
      confirm: '確定公告',
      onConfirm: () => commit.mutate(body),
    });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormErrorSummary form={FORM} errors={errors} />
        <Radio.Group id={inputId(FORM, 'method')} label="承諾方式" value={method} onChange={(v) => setMethod(v as Method)} error={messageFor(errors, 'method')}>
          <Stack gap="xs" mt={4}>
            <Radio value="sha256" label="種子的 SHA-256（種子保密至抽獎時公布）" />
            <Radio value="external" label="公開來源（例如事先指定日期的公益彩券開獎號碼）" />
          </Stack>
        </Radio.Group>
        {method === 'sha256' ? (
          <TextInput
            id={inputId(FORM, 'seedSha256')}
            label="種子的 SHA-256"
            description="64 個十六進位字元：種子去除前後空白後以 UTF-8 計算，例如 printf '%s' '種子' | sha256sum"
            required
            value={seedSha256}
            onChange={(e) => setSeedSha256(e.currentTarget.value)}
            error={messageFor(errors, 'seedSha256')}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          />
        ) : (
          <Textarea
            id={inputId(FORM, 'source')}
            label="種子來源"
            description="推薦期間截止後才會產生、任何人都能查證的公開結果，寫明日期與期別"
            required
            autosize
            minRows={2}
            value={source}
            onChange={(e) => setSource(e.currentTarget.value)}
            error={messageFor(errors, 'source')}
          />
        )}
        <div>
          <Button type="submit" loading={commit.isPending} disabled={commit.isPending}>
            公告種子承諾
          </Button>
        </div>
      </Stack>
      {dialog}
    </form>
  );
}

export function CommitmentStep({ state, me }: { state: DrawState; me: StaffMe }) {
  // Read once when the page shows (a render reads no clock).
  const [shownAt] = useState(() => Date.now());
  const open = shownAt < Date.parse(state.closesAt);
  const mayCommit = mayCall(me.role, 'drawCommit') && open && !state.draw;
  return (
    <Stack gap="sm">
      <Text size="sm">
        推薦期間（至 {rocDateTime(state.closesAt)} 截止）結束前，須先公告抽獎種子的承諾：種子的 SHA-256，或產生種子的公開來源。公告後抽獎只接受符合承諾的種子，任何人都能核對，種子無法在看到抽獎名單後挑選。
      </Text>
      {state.commitment ? (
        <CommitmentFacts commitment={state.commitment} role={me.role} />
      ) : open ? (
        <Text>尚未公告種子承諾。</Text>
      ) : (
        <Alert color="red" variant="light" title="未公告種子承諾">
          推薦期間已截止，未曾公告種子承諾：無法抽獎。
        </Alert>
      )}
      {mayCommit && <CommitForm replacing={state.commitment !== null} />}
    </Stack>
  );
}
