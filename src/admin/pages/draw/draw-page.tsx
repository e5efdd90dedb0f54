// The recommendation reward (SPEC.md section 1; admin, editor; a reviewer reads and re-runs): every
// recommendation and whether it counts, the early-bird list, the seed's commitment before the period ends
// (commitment-step.tsx), the draw from the committed seed (kept once run), a re-run from a seed that says whether the winners are the same, and publishing the result
// (a news draft and the winners' letters, once). The rules are the server's (src/server/features/draw/).
import { Alert, Anchor, Badge, Button, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataTable } from 'mantine-datatable';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { RECOMMENDATION_STATE_LABELS } from '../../../shared/back-office-labels';
import type { components } from '../../../shared/generated/api';
import { REWARD_PRIZES } from '../../../shared/reward-draw';
import { hasCapability } from '../../../shared/staff-capabilities';
import { rocDateTime } from '../../../shared/taipei-time';
import { adminApi, unwrap } from '../../api/client';
import { mayCall } from '../../app/areas';
import type { StaffMe } from '../../auth/staff-session';
import { errorsOf, FormErrorSummary, inputId, messageFor } from '../../forms/form-errors';
import { AdminModal } from '../../ui/admin-modal';
import { CommitmentFacts, CommitmentStep } from './commitment-step';
import { focusableScroll } from '../../ui/data-table-props';

type Recommendation = components['schemas']['DrawRecommendation'];
type DrawState = components['schemas']['DrawState'];
type RewardDraw = components['schemas']['RewardDraw'];
type DrawWinner = components['schemas']['DrawWinner'];
type Verification = components['schemas']['DrawVerification'];
type Publication = components['schemas']['DrawPublication'];

const DRAW_KEY = ['draw', 'state'] as const;
const RECOMMENDATIONS_KEY = ['draw', 'recommendations'] as const;
const PRIZE_LABELS: Record<string, string> = Object.fromEntries(REWARD_PRIZES.draw.map((p) => [p.kind, p.label]));
const STATE_COLORS: Record<Recommendation['state'], string> = { successful: 'green', not_saved: 'gray', not_submitted: 'gray', withdrawn: 'red' };

type RegistrationRef = components['schemas']['DrawRegistrationRef'];

/** A registration number that opens the registration's page. */
const numberLink = (r: RegistrationRef) => (
  <Anchor component={Link} to={`/registrations/${r.uid}`}>
    {r.registrationNumber}
  </Anchor>
);

const notify = (color: string, message: string) => notifications.show({ color, message, closeButtonProps: { 'aria-label': '關閉通知' } });

function WinnersTable({ winners, name }: { winners: DrawWinner[]; name: string }) {
  return (
    <DataTable<DrawWinner & { place: number }>
      scrollAreaProps={focusableScroll(name)}
      defaultColumnProps={{ noWrap: true }}
      withTableBorder
      striped
      records={winners.map((w, i) => ({ ...w, place: i + 1 }))}
      idAccessor="place"
      noRecordsText="沒有得獎者"
      minHeight={winners.length === 0 ? 120 : undefined}
      columns={[
        { accessor: 'place', title: '順序' },
        { accessor: 'prize', title: '獎項', render: (w) => PRIZE_LABELS[w.prize] ?? w.prize },
        { accessor: 'registrationNumber', title: '報名編號' },
        { accessor: 'name', title: '推薦人' },
      ]}
    />
  );
}

/** One seed field and its button: the draw's form and the re-run's. */
function SeedForm({ form, label, button, pending, disabled, error, onSeed }: {
  form: string;
  label: string;
  button: string;
  pending: boolean;
  disabled?: boolean;
  error: unknown;
  onSeed: (seed: string) => void;
}) {
  const [seed, setSeed] = useState('');
  const errors = errorsOf(error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onSeed(seed);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormErrorSummary form={form} errors={errors} />
        <Group align="flex-end" wrap="wrap">
          <TextInput
            id={inputId(form, 'seed')}
            label={label}
            required
            value={seed}
            onChange={(e) => setSeed(e.currentTarget.value)}
            error={messageFor(errors, 'seed')}
            style={{ flex: '1 1 16rem' }}
          />
          <Button type="submit" loading={pending} disabled={disabled}>
            {button}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function DrawResult({ draw, mayRun, role }: { draw: RewardDraw; mayRun: boolean; role: StaffMe['role'] }) {
  const queryClient = useQueryClient();
  const [publishing, setPublishing] = useState(false);
  const verify = useMutation({
    mutationFn: async (seed: string) => unwrap<Verification>(await adminApi.POST('/api/admin/v1/draw/verify', { body: { seed } })),
  });
  const publish = useMutation({
    mutationFn: async () => unwrap<Publication>(await adminApi.POST('/api/admin/v1/draw/publish')),
    onSuccess: (result) => {
      setPublishing(false);
      void queryClient.invalidateQueries({ queryKey: DRAW_KEY });
      notify('green', result.alreadyPublished ? '結果先前已發布，未重複寄信' : `已建立最新消息草稿，並寄出 ${result.lettersQueued} 封中獎通知信`);
    },
    onError: (error) => {
      setPublishing(false);
      notify('red', errorsOf(error)[0]?.message ?? '');
    },
  });
  return (
    <Stack gap="md">
      <Text>
        抽獎種子：<strong>{draw.seed}</strong>；抽獎名單 {draw.tickets.length} 次機會；{draw.ranBy} 於 {rocDateTime(draw.ranAt)} 抽出。
      </Text>
      {draw.commitment && (
        <Stack gap={4}>
          <Text fw={500}>種子符合事先公告的承諾：</Text>
          <CommitmentFacts commitment={draw.commitment} role={role} />
        </Stack>
      )}
      <WinnersTable winners={draw.winners} name="得獎名單" />
      <Stack gap="sm" component="section" aria-labelledby="draw-verify-title">
        <Title order={3} id="draw-verify-title">
          以種子重新驗算
        </Title>
        <Text size="sm">以相同的種子與保存的抽獎名單重新計算，核對是否得到相同的得獎名單（不會改變已抽出的結果）。</Text>
        <SeedForm form="verify" label="驗算種子" button="重新驗算" pending={verify.isPending} error={verify.error} onSeed={(seed) => verify.mutate(seed)} />
        {verify.data && (
          <Alert color={verify.data.sameWinners ? 'blue' : 'red'} variant="light" role="status"
            // The body may shrink below its table's width (the table scrolls sideways on a phone).
            styles={{ body: { minWidth: 0 } }}
            title={verify.data.sameWinners ? '得獎名單相同' : '得獎名單不同'}>
            <Stack gap="xs">
              <Text size="sm">以種子「{verify.data.seed}」重新驗算的結果：</Text>
              <WinnersTable winners={verify.data.winners} name="驗算結果" />
            </Stack>
          </Alert>
        )}
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="draw-publish-title">
        <Title order={3} id="draw-publish-title">
          公告結果
        </Title>
        {draw.publishedAt ? (
          <Text>已於 {rocDateTime(draw.publishedAt)} 建立最新消息草稿並寄出中獎通知信；請至最新消息管理檢查後發布。</Text>
        ) : (
          <>
            <Text size="sm">建立一則最新消息草稿（得獎名單、早鳥禮名單、抽獎種子與名單，姓名部分遮蔽），並寄中獎通知信給每位得獎者。只會執行一次。</Text>
            {mayRun && (
              <Group>
                <Button onClick={() => setPublishing(true)}>建立公告草稿並寄出通知</Button>
              </Group>
            )}
          </>
        )}
      </Stack>
      <AdminModal opened={publishing} onClose={() => !publish.isPending && setPublishing(false)} title="公告抽獎結果">
        <Stack gap="md">
          <Text>確定建立最新消息草稿，並寄出 {draw.winners.length} 封中獎通知信？</Text>
          <Group justify="flex-end">
            <Button variant="default" disabled={publish.isPending} onClick={() => setPublishing(false)}>
              取消
            </Button>
            <Button loading={publish.isPending} onClick={() => publish.mutate()}>
              確定公告
            </Button>
          </Group>
        </Stack>
      </AdminModal>
    </Stack>
  );
}

/**
 * Running the draw. Before the recommendation period ends (closesAt) the ticket list is still partial and a
 * draw is final: the page says until when, and only a role with drawBeforeClose may draw early, giving a
 * reason in the confirmation (kept in the audit log). The confirmation names the tickets and the closing date.
 */
function RunDraw({ tickets, closesAt, committed, role }: { tickets: string[]; closesAt: string; committed: boolean; role: StaffMe['role'] }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<string>();
  const [earlyReason, setEarlyReason] = useState('');
  // Read once when the page shows the form (a render reads no clock).
  const [shownAt] = useState(() => Date.now());
  const early = shownAt < Date.parse(closesAt);
  const mayDrawEarly = hasCapability(role, 'drawBeforeClose');
  const run = useMutation({
    mutationFn: async (seed: string) =>
      unwrap<RewardDraw>(await adminApi.POST('/api/admin/v1/draw/run', { body: { seed, ...(early ? { earlyReason } : {}) } })),
    onSuccess: (draw) => {
      setConfirming(undefined);
      queryClient.setQueryData<DrawState>(DRAW_KEY, (state) => state && { ...state, draw });
      notify('green', `已抽出 ${draw.winners.length} 位得獎者`);
    },
    onError: () => setConfirming(undefined),
  });
  const closes = rocDateTime(closesAt);
  return (
    <Stack gap="sm">
      <Text>
        目前共有 {tickets.length} 次抽獎機會（每成功推薦 1 位為 1 次）。請輸入事先公告承諾的種子（SHA-256 須與承諾相符，或取自公告的來源），種子、承諾與名單將隨結果公告，任何人都能重新驗算。每屆只抽一次。
      </Text>
      {committed ? null : <Text c="red">尚未公告種子承諾：須先完成上方的種子承諾，才能抽獎。</Text>}
      {early ? (
        // The title in the body's colour: yellow on light yellow fails the contrast check.
        <Alert color="yellow" variant="light" title={`推薦期間至 ${closes} 截止`} styles={{ title: { color: 'var(--mantine-color-text)' } }}>
          {mayDrawEarly
            ? '截止前的抽獎名單可能不完整，且抽出後不可重抽。如確需提前抽獎，請於確認時填寫提前抽獎理由（記錄於操作紀錄）。'
            : '截止前的抽獎名單可能不完整，且抽出後不可重抽：請於截止後再抽獎。'}
        </Alert>
      ) : null}
      <SeedForm
        form="draw"
        label="抽獎種子"
        button="抽獎"
        pending={run.isPending}
        disabled={tickets.length === 0 || !committed || (early && !mayDrawEarly)}
        error={run.error}
        onSeed={(seed) => {
          run.reset();
          setConfirming(seed);
        }}
      />
      {/* After a refusal the error summary takes focus; the dialog must not hand it back to the button. */}
      <AdminModal opened={confirming !== undefined} onClose={() => !run.isPending && setConfirming(undefined)} returnFocus={!run.isError} title="確認抽獎">
        <Stack gap="md">
          <Text>
            確定以種子「<strong>{confirming}</strong>」從 {tickets.length} 次抽獎機會中抽出得獎者？種子須符合事先公告的承諾；抽出後結果保存，不可重抽。
          </Text>
          <Text size="sm">推薦期間{early ? '將於' : '已於'} {closes} 截止。</Text>
          {early ? (
            <Textarea
              id={inputId('draw', 'earlyReason')}
              label="提前抽獎理由"
              description="推薦期間尚未截止，提前抽獎的理由將記錄於操作紀錄"
              required
              autosize
              minRows={2}
              value={earlyReason}
              onChange={(e) => setEarlyReason(e.currentTarget.value)}
            />
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" disabled={run.isPending} onClick={() => setConfirming(undefined)}>
              取消
            </Button>
            <Button loading={run.isPending} disabled={early && !earlyReason.trim()} onClick={() => confirming !== undefined && run.mutate(confirming)}>
              確定抽獎
            </Button>
          </Group>
        </Stack>
      </AdminModal>
    </Stack>
  );
}

export function DrawPage({ me }: { me: StaffMe }) {
  const mayRun = mayCall(me.role, 'drawRun');
  const state = useQuery({ queryKey: DRAW_KEY, queryFn: async () => unwrap<DrawState>(await adminApi.GET('/api/admin/v1/draw')) });
  const recommendations = useQuery({
    queryKey: RECOMMENDATIONS_KEY,
    queryFn: async () => unwrap<Recommendation[]>(await adminApi.GET('/api/admin/v1/draw/recommendations')),
  });
  const rows = recommendations.data ?? [];
  const earlyBird = rows.filter((r) => r.earlyBirdPlace !== null).sort((a, b) => a.earlyBirdPlace! - b.earlyBirdPlace!);
  const draw = state.data?.draw;

  return (
    <Stack gap="lg">
      <Title order={2}>推薦抽獎</Title>
      <Text>
        獎項：{REWARD_PRIZES.draw.map((p) => `${p.label} ${p.count} 名`).join('、')}；另最先完成推薦的前 {REWARD_PRIZES.earlyBirdCount} 名推薦人贈{REWARD_PRIZES.earlyBirdLabel}。
      </Text>

      {state.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorsOf(state.error)[0]?.message}
        </Alert>
      )}
      {state.isPending && <Text c="dimmed">讀取中…</Text>}
      {state.data && (
        <Stack gap="sm" component="section" aria-labelledby="commitment-title">
          <Title order={3} id="commitment-title">
            步驟一：公告種子承諾
          </Title>
          <CommitmentStep state={state.data} me={me} />
        </Stack>
      )}

      {state.data && (
        <Stack gap="sm" component="section" aria-labelledby="draw-title">
          <Title order={3} id="draw-title">
            步驟二：抽獎
          </Title>
          {draw ? (
            <DrawResult draw={draw} mayRun={mayRun} role={me.role} />
          ) : mayRun ? (
            <RunDraw tickets={state.data.tickets} closesAt={state.data.closesAt} committed={state.data.commitment !== null} role={me.role} />
          ) : (
            <Text>本屆尚未抽獎（目前 {state.data.tickets.length} 次抽獎機會）。</Text>
          )}
        </Stack>
      )}

      <Stack gap="sm" component="section" aria-labelledby="early-bird-title">
        <Title order={3} id="early-bird-title">
          {REWARD_PRIZES.earlyBirdLabel}名單（最先完成推薦的前 {REWARD_PRIZES.earlyBirdCount} 名推薦人）
        </Title>
        <DataTable<Recommendation>
          scrollAreaProps={focusableScroll(`${REWARD_PRIZES.earlyBirdLabel}名單`)}
          defaultColumnProps={{ noWrap: true }}
          withTableBorder
          striped
          minHeight={earlyBird.length === 0 ? 120 : undefined}
          fetching={recommendations.isFetching}
          records={earlyBird}
          idAccessor={(r) => r.recommended.uid}
          noRecordsText="尚無成功推薦"
          columns={[
            { accessor: 'earlyBirdPlace', title: '名次' },
            { accessor: 'recommender.registrationNumber', title: '推薦人報名編號', render: (r) => numberLink(r.recommender) },
            { accessor: 'recommender.name', title: '推薦人' },
            { accessor: 'recommended.registrationNumber', title: '被推薦人報名編號', render: (r) => numberLink(r.recommended) },
            { accessor: 'recommendedAt', title: '完成推薦時間', render: (r) => (r.recommendedAt ? rocDateTime(r.recommendedAt) : '—') },
          ]}
        />
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="recommendations-title">
        <Title order={3} id="recommendations-title">
          推薦紀錄
        </Title>
        <Text size="sm">被推薦人於上傳資料儲存推薦編號、送出報名資料且未撤回報名，才算成功推薦。</Text>
        <DataTable<Recommendation>
          scrollAreaProps={focusableScroll('推薦紀錄列表')}
          defaultColumnProps={{ noWrap: true }}
          withTableBorder
          striped
          minHeight={rows.length === 0 ? 120 : undefined}
          fetching={recommendations.isFetching}
          records={rows}
          idAccessor={(r) => r.recommended.uid}
          noRecordsText={recommendations.isError ? errorsOf(recommendations.error)[0]?.message : '尚無推薦紀錄'}
          columns={[
            { accessor: 'recommender.registrationNumber', title: '推薦人報名編號', render: (r) => numberLink(r.recommender) },
            { accessor: 'recommender.name', title: '推薦人' },
            { accessor: 'recommended.registrationNumber', title: '被推薦人報名編號', render: (r) => numberLink(r.recommended) },
            { accessor: 'recommended.name', title: '被推薦人' },
            {
              accessor: 'state',
              title: '是否計入',
              render: (r) => (
                <Badge variant="dot" color={STATE_COLORS[r.state]}>
                  {RECOMMENDATION_STATE_LABELS[r.state]}
                </Badge>
              ),
            },
            { accessor: 'recommendedAt', title: '完成推薦時間', render: (r) => (r.recommendedAt ? rocDateTime(r.recommendedAt) : '—') },
          ]}
        />
      </Stack>
    </Stack>
  );
}
