// The review buttons: exactly the actions the server says the caller's role can take now (the review
// machine decides, machines/review availableReviewActions), a refusing action apart in red. Each opens a
// dialog asking for a reason (required where the machine's rule says so) and, to return for correction,
// a deadline: the end of the chosen day, Taipei time. The machine's own rules are checked before sending,
// each refusal inline under its field; the server judges again. A decision made while another reviewer's
// came first is refused by the server: the dialog stays open, says who decided what and when, and keeps
// what was typed. The page is read again after either.
import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import 'dayjs/locale/zh-tw';
import { useRef, useState, type FormEvent } from 'react';
import { RULES, ruleRefusal, type RuleRefusal } from '../../../../machines/review/review-machine';
import type { components } from '../../../shared/generated/api';
import { REVIEW_ACTION_DONE, REVIEW_ACTION_LABELS, REVIEW_ACTION_TONE, statusLabelOf } from '../../../shared/back-office-labels';
import { reviewMessages } from '../../../shared/review-messages';
import { endOfTaipeiDay, rocDateTime, taipeiDate } from '../../../shared/taipei-time';
import { adminApi, ApiFailure, unwrap } from '../../api/client';
import { errorsOf, FormErrorSummary, inputId, messageFor, type FieldError } from '../../forms/form-errors';
import { AdminModal } from '../../ui/admin-modal';
import { registrationKey, type StaffReviewAction } from './registration-query';

type RegistrationStatus = components['schemas']['RegistrationStatus'];
type StatusChange = components['schemas']['StatusChange'];
type DecidedMeanwhile = components['schemas']['DecidedMeanwhile'];

const FORM = 'review';
/** The text field's name, by what the machine's rule asks for. */
const REASON_LABELS = { reason: '理由', correction: '需要補正的內容' } as const;
/** Which field a rule's refusal belongs under. */
const REFUSAL_FIELD: Partial<Record<RuleRefusal, 'reason' | 'correctionDeadline'>> = {
  reasonRequired: 'reason',
  correctionRequired: 'reason',
  deadlineRequired: 'correctionDeadline',
  deadlineNotInFuture: 'correctionDeadline',
};

/** Who made a change, as the page names them: the staff member's name, else their e-mail. */
const actorOf = (change: StatusChange) => (change.actorKind === 'staff' ? (change.actorName ?? change.actorLabel ?? '工作人員') : '報名者');
const actionLabel = (event: string) => REVIEW_ACTION_LABELS[event as StaffReviewAction] ?? event;

/** "王審查 於 115 年 3 月 12 日 13:31 執行「資格審查通過」，目前狀態：資格審查通過。" */
function changeSentence(change: StatusChange): string {
  return `${actorOf(change)} 於 ${rocDateTime(change.at)} 執行「${actionLabel(change.event)}」，目前狀態：${statusLabelOf(change.to, change.from)}。`;
}

function isDecidedMeanwhile(data: unknown): data is DecidedMeanwhile {
  return typeof data === 'object' && data !== null && 'current' in data && 'lastChange' in data;
}

interface ReviewFormProps {
  uid: string;
  action: StaffReviewAction;
  status: RegistrationStatus;
  /** The last staff decision: what UNDO reverses. */
  lastDecision: StatusChange | null;
  onDone: () => void;
}

function ReviewForm({ uid, action, status, lastDecision, onDone }: ReviewFormProps) {
  const queryClient = useQueryClient();
  const rule = RULES[action];
  const reasonLabel = REASON_LABELS[rule.reason ?? 'reason'];
  const [reason, setReason] = useState('');
  // No default: the reviewer picks the deadline (issue 17).
  const [day, setDay] = useState<string | null>(null);
  const [local, setLocal] = useState<FieldError[]>([]);
  // A double click sends once: the flag is set before React re-renders the disabled button.
  const sending = useRef(false);
  const decide = useMutation({
    mutationFn: async () =>
      unwrap<{ from: RegistrationStatus; status: RegistrationStatus }>(
        await adminApi.POST('/api/admin/v1/registrations/{uid}/transition', {
          params: { path: { uid } },
          body: {
            action,
            fromStatus: status,
            ...(reason.trim() ? { reason } : {}),
            ...(rule.deadline && day ? { correctionDeadline: endOfTaipeiDay(day) } : {}),
          },
        }),
      ),
    onSuccess: (done) => {
      notifications.show({ color: 'green', message: `${REVIEW_ACTION_DONE[action]}，目前狀態：${statusLabelOf(done.status, done.from)}` });
      onDone();
    },
    // Whatever happened, the page shows the registration as it is now.
    onSettled: () => {
      sending.current = false;
      return queryClient.invalidateQueries({ queryKey: registrationKey(uid) });
    },
  });
  const refused = decide.error instanceof ApiFailure && isDecidedMeanwhile(decide.error.data) ? decide.error.data : null;
  const errors = refused ? [] : [...local, ...errorsOf(decide.error)];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending.current || refused) return;
    // The machine's own rules, before sending: each refusal under its field, in the machine's words.
    const refusal = ruleRefusal(
      { previous: null, correction: null },
      { type: action, role: 'admin', at: new Date().toISOString(), reason, deadline: rule.deadline && day ? endOfTaipeiDay(day) : undefined, decision: '-' },
    );
    const field = refusal ? REFUSAL_FIELD[refusal] : undefined;
    if (refusal && field) {
      setLocal([{ field, message: reviewMessages[refusal] }]);
      return;
    }
    setLocal([]);
    sending.current = true;
    decide.mutate();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {refused ? (
          <Alert color="red" variant="light" title={decide.error?.message} role="alert">
            {refused.lastChange ? changeSentence(refused.lastChange) : `目前狀態：${statusLabelOf(refused.current)}。`}
            您填寫的內容仍保留在下方，可先複製再返回。
          </Alert>
        ) : null}
        <FormErrorSummary form={FORM} errors={errors} />
        {action === 'UNDO' && lastDecision ? (
          <Text size="sm">
            將復原：{changeSentence(lastDecision)}復原後狀態回到「{statusLabelOf(lastDecision.from)}」。
          </Text>
        ) : null}
        <Textarea
          id={inputId(FORM, 'reason')}
          label={reasonLabel}
          description={rule.reason ? undefined : '選填'}
          required={Boolean(rule.reason)}
          autosize
          minRows={3}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={messageFor(errors, 'reason')}
        />
        {rule.deadline ? (
          <DatesProvider settings={{ locale: 'zh-tw' }}>
            <DatePickerInput
              id={inputId(FORM, 'correctionDeadline')}
              label="補正期限（當日 23:59，臺北時間）"
              required
              valueFormat="YYYY-MM-DD"
              previousLabel="上個月"
              nextLabel="下個月"
              popoverProps={{ trapFocus: true }}
              minDate={taipeiDate(new Date())}
              value={day}
              onChange={(value) => setDay(typeof value === 'string' ? value : null)}
              error={messageFor(errors, 'correctionDeadline')}
            />
          </DatesProvider>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={decide.isPending}>
            {refused ? '返回報名資料' : '取消'}
          </Button>
          {refused ? null : (
            <Button type="submit" loading={decide.isPending} disabled={decide.isPending} color={REVIEW_ACTION_TONE[action] === 'refuse' ? 'red' : undefined}>
              確定{REVIEW_ACTION_LABELS[action]}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

const BUTTON_LOOK = {
  accept: { variant: 'filled', color: undefined },
  refuse: { variant: 'outline', color: 'red' },
  back: { variant: 'light', color: undefined },
} as const;

interface ReviewActionsProps {
  uid: string;
  actions: StaffReviewAction[];
  /** The status the page shows: the decision is made on it (another reviewer's meanwhile refuses it). */
  status: RegistrationStatus;
  history: StatusChange[];
}

export function ReviewActions({ uid, actions, status, history }: ReviewActionsProps) {
  const [open, setOpen] = useState<StaffReviewAction | null>(null);
  // The dialog's status is the one shown when it opened: a refetch after another decision must not move it.
  const [openedOn, setOpenedOn] = useState<RegistrationStatus>(status);
  const lastDecision = [...history].reverse().find((h) => h.actorKind === 'staff') ?? null;
  return (
    <>
      {actions.length === 0 ? (
        <Text c="dimmed">目前沒有您可以執行的審查操作。</Text>
      ) : (
        <Group gap="sm">
          {actions.map((action) => (
            <Button
              key={action}
              {...BUTTON_LOOK[REVIEW_ACTION_TONE[action]]}
              onClick={() => {
                setOpenedOn(status);
                setOpen(action);
              }}
            >
              {REVIEW_ACTION_LABELS[action]}
            </Button>
          ))}
        </Group>
      )}
      {/* Kept mounted while open even when the refetched page offers no action any more (decided meanwhile). */}
      <AdminModal opened={open !== null} onClose={() => setOpen(null)} title={open ? REVIEW_ACTION_LABELS[open] : ''}>
        {open ? <ReviewForm key={open} uid={uid} action={open} status={openedOn} lastDecision={lastDecision} onDone={() => setOpen(null)} /> : null}
      </AdminModal>
    </>
  );
}
