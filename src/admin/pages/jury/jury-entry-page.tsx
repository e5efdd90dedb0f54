// One entry as a juror sees it, with the score form (issue 28): the entry's fields, merits and files as
// the stage's visibility list allows, the juror's score sheet (saved as they go, locked once submitted),
// in 決審 the others' sheets once theirs is in, the dossier PDF for the meeting room, and 聲明利益迴避.
// The server refuses what the juror may not see: not declared yet (409), not assigned (403), not in the
// stage (404); the page says its message and leads back to the list. An admin may read any entry of a stage
// here too (the contract's x-roles of judgingEntryRead): what only a juror may do (score, step back, their
// list) follows the x-roles of those operations, so the admin reads the entry without them.
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { mayCall } from '../../app/areas';
import type { StaffMe } from '../../auth/staff-session';
import { JUDGING_STAGE_LABELS } from '../../../shared/back-office-labels';
import { PageSection } from '../registration/page-section';
import { ConflictButton } from './conflict-dialog';
import { EntryFields, EntryFiles, EntryMerits } from './entry-dossier';
import { dossierUrl, entryKey, myStageKey, readEntry, readMyStage, stageFrom, type JudgingEntry, type JudgingStage } from './jury-api';
import { OthersSheets } from './others-sheets';
import { loading, ReadFailure } from './page-states';
import { rubricFor } from './rubric';
import { ScoreSheet } from './score-sheet';

function BackLink({ me, stage }: { me: StaffMe; stage: JudgingStage | null }) {
  // A juror's list, or the admin's jury desk.
  if (!mayCall(me.role, 'judgingMyEntries')) {
    return (
      <Anchor component={Link} to="/judging" size="lg" underline="always">
        ← 回評審管理
      </Anchor>
    );
  }
  return (
    <Anchor component={Link} to={stage ? `/jury?stage=${stage}` : '/jury'} size="lg" underline="always">
      ← 回評審案件列表
    </Anchor>
  );
}

export function JuryEntryPage({ me }: { me: StaffMe }) {
  const params = useParams();
  const stage = stageFrom(params.stage);
  const uid = params.uid ?? '';
  const entry = useQuery({ queryKey: entryKey(stage ?? 1, uid), queryFn: () => readEntry(stage!, uid), enabled: stage !== null });
  if (stage === null) {
    return (
      <Stack>
        <Alert color="red" role="alert" title="找不到這個評審階段" />
        <BackLink me={me} stage={null} />
      </Stack>
    );
  }
  if (entry.isPending) return loading;
  if (entry.isError) {
    return (
      <Stack>
        <ReadFailure title="無法開啟這個案件" error={entry.error} />
        <BackLink me={me} stage={stage} />
      </Stack>
    );
  }
  return <EntryView me={me} stage={stage} entry={entry.data} />;
}

function EntryView({ me, stage, entry }: { me: StaffMe; stage: JudgingStage; entry: JudgingEntry }) {
  // The list's card names the entry; the same name heads its page (the list is usually in the cache already).
  const mine = useQuery({ queryKey: myStageKey(stage), queryFn: () => readMyStage(stage), enabled: mayCall(me.role, 'judgingMyEntries') });
  const brief = mine.data?.entries.find((e) => e.registrationUid === entry.registrationUid);
  const field = (key: string) => entry.fields.find((f) => f.key === key)?.value;
  const number = brief?.registrationNumber ?? field('registrationNumber') ?? '';
  const name = brief?.name ?? field('organizationName') ?? '';
  const category = brief?.categoryName ?? field('category');
  const rubric = rubricFor(stage);
  return (
    <Stack gap="md">
      <BackLink me={me} stage={stage} />
      <Stack gap={4}>
        <Text size="md" c="dimmed">
          {[JUDGING_STAGE_LABELS[stage], category].filter(Boolean).join('｜')}
        </Text>
        <Title order={2}>
          {number} {name}
        </Title>
      </Stack>
      <Group gap="sm" wrap="wrap">
        <Button component="a" href={dossierUrl(stage, entry.registrationUid)} target="_blank" rel="noopener" variant="light" size="md">
          下載評審資料 PDF
        </Button>
        {/* Any entry, scored or not (its sheet goes with it), until the stage's decision freezes the assignments. */}
        {!entry.stage.decided && mayCall(me.role, 'judgingConflictDeclare') ? <ConflictButton stage={stage} uid={entry.registrationUid} entryName={`${number} ${name}`} /> : null}
      </Group>
      <PageSection title="基本資料">
        <EntryFields fields={entry.fields} />
      </PageSection>
      <PageSection title="事蹟">
        <EntryMerits achievements={entry.achievements} />
      </PageSection>
      <PageSection title="檔案">
        <EntryFiles files={entry.attachments} />
      </PageSection>
      {mayCall(me.role, 'judgingSheetSave') ? (
        <PageSection title={entry.stage.title}>
          {/* Keyed by the sheet's state: a submit (or a reopen seen on reload) starts the form from the server's sheet. */}
          <ScoreSheet key={`${entry.registrationUid}:${entry.sheet.state}`} stage={stage} entry={entry} />
        </PageSection>
      ) : null}
      {entry.others ? (
        <PageSection title="其他評審委員的評分">
          <OthersSheets others={entry.others} criteria={rubric.criteria} />
        </PageSection>
      ) : null}
    </Stack>
  );
}
