// The whole status history (the audit log's `registration.transition` rows), as a timeline.
import { Text, Timeline } from '@mantine/core';
import { CONFIRM_EVENT_LABEL, REGISTRATION_STATUS_LABELS, REVIEW_ACTION_LABELS, statusLabelOf } from '../../../shared/back-office-labels';
import { rocDateTime, rocDateTimeWeekday } from '../../../shared/taipei-time';
import type { Applicant } from './registration-query';

const eventLabel = (event: string) => (event in REVIEW_ACTION_LABELS ? REVIEW_ACTION_LABELS[event as keyof typeof REVIEW_ACTION_LABELS] : event === 'CONFIRM' ? CONFIRM_EVENT_LABEL : event);

export function StatusHistory({ history }: { history: Applicant['history'] }) {
  if (history.length === 0) return <Text c="dimmed">尚無狀態變更</Text>;
  return (
    <Timeline active={history.length - 1} bulletSize={14} lineWidth={2}>
      {history.map((h, i) => (
        <Timeline.Item key={`${h.at}-${i}`} title={`${eventLabel(h.event)}：${REGISTRATION_STATUS_LABELS[h.from]} → ${statusLabelOf(h.to, h.from)}`}>
          <Text size="xs" c="dimmed">
            {rocDateTime(h.at)}，{h.actorKind === 'staff' ? (h.actorName ?? h.actorLabel ?? '工作人員') : '報名者'}
          </Text>
          {h.reason ? (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              理由：{h.reason}
            </Text>
          ) : null}
          {h.deadline ? <Text size="sm">補正期限：{rocDateTimeWeekday(h.deadline)}</Text> : null}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
