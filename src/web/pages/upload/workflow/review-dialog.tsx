// Check your answers, then confirm (SPEC.md section 4; the GOV.UK "check answers" pattern): what the
// final submission sends, each item with a link back to its step, the question "資料送出後將無法再修改，
// 確定送出？", the security check and the buttons. It stays open until answered.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState, type ComponentType } from 'react';
import type { StepNumber } from '../../../../../machines/upload';
import { messages } from '../../../../shared/messages';
import type { SecurityCheckProps } from '../../../captcha/security-check';
import { BONUS_CATEGORIES, type UploadOverview } from './upload-api';
import { REVIEW_TEXT } from './texts';
import css from './review-dialog.module.css';

export interface ReviewDialogProps {
  overview: UploadOverview | null;
  busy: boolean;
  /** Bumped after a failed attempt: the security token is single-use. */
  attempt: number;
  SecurityCheck: ComponentType<SecurityCheckProps>;
  onConfirm(cfToken: string): void;
  onCancel(): void;
  onChange(step: StepNumber): void;
}

interface Row {
  label: string;
  value: string;
  step: StepNumber;
}

function rowsOf(o: UploadOverview): Row[] {
  // The required items' counts are the server's (its submission check); bonus merits are not judged.
  const { facts } = o.check;
  const bonus = o.achievements.filter((a) => BONUS_CATEGORIES.includes(a.achievementCategoryResp.slug as (typeof BONUS_CATEGORIES)[number])).length;
  const rec = o.recommendation;
  const recommendation = !rec
    ? REVIEW_TEXT.none
    : [
        rec.referralMethod === 'self_registration'
          ? REVIEW_TEXT.letter(rec.recommendationResourcesResp?.originalFilename ?? REVIEW_TEXT.none)
          : REVIEW_TEXT.number(rec.recommendationNumber ?? ''),
        REVIEW_TEXT.source(rec.recommendationSource),
      ].join('；');
  return [
    { label: REVIEW_TEXT.achievements, value: REVIEW_TEXT.count(facts.excellentAchievements, '筆'), step: 1 },
    { label: REVIEW_TEXT.photos, value: REVIEW_TEXT.count(facts.achievementPhotos, '張'), step: 2 },
    { label: REVIEW_TEXT.recommendation, value: recommendation, step: 3 },
    { label: REVIEW_TEXT.workplace, value: REVIEW_TEXT.count(facts.workplacePhotos, '張'), step: 3 },
    // Listed where it is required of this registrant, or attached anyway (src/shared/employment-proof.ts).
    ...(facts.employmentProofNeed === 'required' || o.certificate
      ? [{ label: REVIEW_TEXT.proof, value: o.certificate?.originalFilename ?? REVIEW_TEXT.none, step: 3 as const }]
      : []),
    { label: REVIEW_TEXT.video, value: o.video?.originalFilename ?? REVIEW_TEXT.none, step: 3 },
    { label: REVIEW_TEXT.bonus, value: bonus > 0 ? REVIEW_TEXT.count(bonus, '筆') : REVIEW_TEXT.none, step: 4 },
  ];
}

export function ReviewDialog({ overview, busy, attempt, SecurityCheck, onConfirm, onCancel, onChange }: ReviewDialogProps) {
  const [token, setToken] = useState<{ attempt: number; value: string } | null>(null);
  const current = token && token.attempt === attempt ? token.value : null;
  return (
    <Modal opened onClose={() => !busy && onCancel()} title={REVIEW_TEXT.title} closeOnClickOutside={false} size="lg" centered>
      <Stack gap="md">
        <Text size="sm">{REVIEW_TEXT.intro}</Text>
        {overview && (
          <dl className={css.summary}>
            {rowsOf(overview).map((row) => (
              <div key={row.label} className={css.row}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
                <dd className={css.change}>
                  {row.step < 4 ? (
                    <Button variant="subtle" size="compact-sm" disabled={busy} onClick={() => onChange(row.step)} aria-label={REVIEW_TEXT.changeLabel(row.label)}>
                      {REVIEW_TEXT.change}
                    </Button>
                  ) : null}
                </dd>
              </div>
            ))}
          </dl>
        )}
        <Text fw={700} c="red.8">
          {messages.confirmSubmission}
        </Text>
        <SecurityCheck key={attempt} resetKey={attempt} onToken={(value) => setToken(value ? { attempt, value } : null)} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {REVIEW_TEXT.cancel}
          </Button>
          <Button onClick={() => current && onConfirm(current)} disabled={!current} loading={busy}>
            {busy ? REVIEW_TEXT.confirming : REVIEW_TEXT.confirm}
          </Button>
        </Group>
        {!current && !busy && (
          <Text size="xs" c="dimmed" ta="right">
            {REVIEW_TEXT.needCheck}
          </Text>
        )}
      </Stack>
    </Modal>
  );
}
