// A registration's page in the back office (issue 17): its brief, then every part of the entry, each
// under its own heading, the review buttons the machine allows the caller, staff notes and the status
// history. What the caller's role may not see (the contract's x-capabilities) never reaches the browser:
// the server leaves it out, and the page says so in its place.
import { candidateName } from '../../../shared/candidate-name';
import { Alert, Anchor, Badge, Center, Group, List, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import { ACHIEVEMENT_LABELS, BONUS_CATEGORIES, BONUS_LABEL, DOCUMENT_LABELS, MERIT_CATEGORY } from '../../../shared/labels';
import { statusLabelOf } from '../../../shared/back-office-labels';
import { RECOMMENDATION_LABELS } from '../../../shared/recommendation-labels';
import { rocDateTime, rocDateTimeWeekday } from '../../../shared/taipei-time';
import { mayCall } from '../../app/areas';
import type { StaffMe } from '../../auth/staff-session';
import { errorsOf } from '../../forms/form-errors';
import { REFERRAL_METHOD_NAMES } from './field-names';
import { OneFile, PhotoGrid } from './file-views';
import { FormFields } from './form-fields';
import { NotesSection } from './notes-section';
import { Facts, PageSection } from './page-section';
import { useRegistrationDetail, type Applicant, type RegistrationDetail } from './registration-query';
import { ReviewActions } from './review-actions';
import { StatusHistory } from './status-history';
import { isErasableStatus } from '../../../shared/registration-status';
import { EraseButton } from './erase-button';
import { PersonalDataButton, ZipButton } from './zip-button';

const NO_FILES = '您的角色無法查看報名檔案。';
const BRIEF_ONLY = '您的角色只能查看報名的基本資料（編號、單位、姓名、類別、狀態）。';
type Achievement = Applicant['achievements'][number];

function Achievements({ items }: { items: Achievement[] }) {
  if (items.length === 0) return <Text c="dimmed">未填寫</Text>;
  return (
    <List spacing="xs">
      {items.map((a) => (
        <List.Item key={a.uid}>
          <Text span fw={600}>
            {a.year} 年 {a.month} 月
          </Text>{' '}
          {a.achievementCategoryResp.slug !== MERIT_CATEGORY ? `【${ACHIEVEMENT_LABELS[a.achievementCategoryResp.slug as keyof typeof ACHIEVEMENT_LABELS] ?? a.achievementCategoryResp.slug}】` : ''}
          <Text span style={{ whiteSpace: 'pre-wrap' }}>
            {a.description}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}

function Recommendation({ detail, files }: { detail: Applicant; files: RegistrationDetail['files'] }) {
  const r = detail.recommendation;
  if (!r) return <Text c="dimmed">尚未填寫（上傳步驟 3）</Text>;
  const rows: [string, React.ReactNode][] = [[RECOMMENDATION_LABELS.method, REFERRAL_METHOD_NAMES[r.referralMethod] ?? r.referralMethod]];
  if (r.referralMethod === 'referred') {
    rows.push([
      RECOMMENDATION_LABELS.number,
      r.recommending ? (
        <>
          {r.recommendationNumber}（
          <Anchor component={Link} to={`/registrations/${r.recommending.uid}`} underline="always">
            {r.recommending.organizationName}
          </Anchor>
          ）
        </>
      ) : (
        (r.recommendationNumber ?? '未填寫')
      ),
    ]);
  }
  rows.push([RECOMMENDATION_LABELS.unit, r.recommendationSource || '未填寫']);
  if (r.referralMethod === 'self_registration') rows.push([DOCUMENT_LABELS['recommendation-letter'], files ? <OneFile file={files.recommendationLetter} /> : NO_FILES]);
  return <Facts rows={rows} />;
}

function Receipt({ receipt }: { receipt: NonNullable<RegistrationDetail['receipt']> }) {
  return (
    <Stack gap="xs">
      {/* One receipt per confirm (a correction's confirm adds one); the ZIP holds each PDF. */}
      {receipt.history.map((r) => (
        <Text size="sm" key={r.sequence}>
          第 {r.sequence} 次送出：{rocDateTime(r.submittedAt)}（{r.stored ? '收據 PDF 已產生' : '收據 PDF 尚未產生'}）
        </Text>
      ))}
      {receipt.history.length > 1 && <Text size="sm" c="dimmed">下方清單為最近一次送出的檔案；每一次的收據都在「下載全部檔案（ZIP）」之中。</Text>}
      {receipt.items.length > 0 ? (
        <Table.ScrollContainer minWidth={640}>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>項目</Table.Th>
                <Table.Th>檔名</Table.Th>
                <Table.Th>大小（位元組）</Table.Th>
                <Table.Th>SHA-256</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {receipt.items.map((item) => (
                <Table.Tr key={item.sha256 + item.originalFilename}>
                  <Table.Td>{item.label}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{item.originalFilename}</Table.Td>
                  <Table.Td>{item.fileSize.toLocaleString('zh-TW')}</Table.Td>
                  <Table.Td style={{ fontFamily: 'monospace', fontSize: '0.75rem', overflowWrap: 'anywhere' }}>{item.sha256}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Stack>
  );
}

function Mails({ mails }: { mails: Applicant['mails'] }) {
  if (mails.length === 0) return <Text c="dimmed">尚未寄送任何郵件</Text>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>主旨</Table.Th>
            <Table.Th>狀態</Table.Th>
            <Table.Th>建立時間</Table.Th>
            <Table.Th>寄出時間</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {mails.map((m) => (
            <Table.Tr key={m.id}>
              <Table.Td>{m.subject || m.kind}</Table.Td>
              <Table.Td>{m.status === 'sent' ? '已寄出' : '排隊中'}</Table.Td>
              <Table.Td>{rocDateTime(m.createdAt)}</Table.Td>
              <Table.Td>{m.sentAt ? rocDateTime(m.sentAt) : '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function RegistrationPage({ me }: { me: StaffMe }) {
  const { uid = '' } = useParams();
  const query = useRegistrationDetail(uid);
  if (query.isPending) {
    return (
      <Center mih={200}>
        <Loader aria-label="讀取中" />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" title="無法讀取報名資料" role="alert">
        {errorsOf(query.error)[0]?.message}
      </Alert>
    );
  }
  const d = query.data;
  const b = d.brief;

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={2}>
          報名資料 {b.registrationNumber}：{candidateName(b)}
        </Title>
        <Group gap="xs">
          <Badge size="lg">{statusLabelOf(b.status, d.applicant?.history.at(-1)?.from)}</Badge>
          <Text size="sm">{b.categoryName}</Text>
          {b.submittedAt ? <Text size="sm">送出時間：{rocDateTime(b.submittedAt)}</Text> : null}
          {b.statusChangedAt ? <Text size="sm">狀態變更：{rocDateTime(b.statusChangedAt)}</Text> : null}
          <ZipButton uid={b.uid} />
          <PersonalDataButton uid={b.uid} />
          <EraseButton uid={b.uid} erasable={isErasableStatus(b.status)} />
        </Group>
        {d.applicant?.correctionRequest ? (
          <Alert color="yellow" title={`待補正，期限 ${rocDateTimeWeekday(d.applicant.correctionRequest.deadline)}`}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {d.applicant.correctionRequest.reason}
            </Text>
          </Alert>
        ) : null}
      </Stack>
      {d.applicant ? <ApplicantSections me={me} detail={d} applicant={d.applicant} /> : <Text>{BRIEF_ONLY}</Text>}
    </Stack>
  );
}

function ApplicantSections({ me, detail: d, applicant: a }: { me: StaffMe; detail: RegistrationDetail; applicant: Applicant }) {
  const r = a.registration;
  const files = d.files;
  const merits = a.achievements.filter((x) => x.achievementCategoryResp.slug === MERIT_CATEGORY);
  const bonus = a.achievements.filter((x) => (BONUS_CATEGORIES as readonly string[]).includes(x.achievementCategoryResp.slug));

  return (
    <>
      <PageSection title="審查操作">
        <ReviewActions uid={r.uid} actions={d.availableActions} status={d.brief.status} history={a.history} />
        {a.submissionCheck.missing.length > 0 ? (
          <Alert color="gray" title="尚缺的必備項目">
            <List size="sm">
              {a.submissionCheck.missing.map((m) => (
                <List.Item key={m.field}>{m.message}</List.Item>
              ))}
            </List>
          </Alert>
        ) : null}
      </PageSection>

      <PageSection title="報名表">
        {a.nationalIdMasked && r.entityType === 'individual' ? <Text size="sm" c="dimmed">身分證字號已遮蔽。</Text> : null}
        <FormFields detail={a} />
      </PageSection>

      <PageSection title="符合之資格條款">
        {a.provisions.length === 0 ? (
          <Text c="dimmed">未勾選</Text>
        ) : (
          <List spacing="xs">
            {a.provisions.map((p) => (
              <List.Item key={p.provisionId}>
                {p.isSatisfied ? '✓ ' : '✗ '}
                {p.title}
                <Text span size="xs" c="dimmed">
                  （{p.legalBasis}）
                </Text>
              </List.Item>
            ))}
          </List>
        )}
      </PageSection>

      <PageSection title={ACHIEVEMENT_LABELS[MERIT_CATEGORY]}>
        <Achievements items={merits} />
      </PageSection>
      <PageSection title={BONUS_LABEL}>
        <Achievements items={bonus} />
      </PageSection>

      {r.entityType === 'individual' ? (
        <PageSection title={DOCUMENT_LABELS['candidate-photo']}>{files ? <OneFile file={files.candidatePhoto} /> : <Text>{NO_FILES}</Text>}</PageSection>
      ) : null}
      <PageSection title={DOCUMENT_LABELS['tourism-photo']}>
        {files ? <PhotoGrid files={files.tourismPhotos} label={DOCUMENT_LABELS['tourism-photo']} /> : <Text>{NO_FILES}</Text>}
      </PageSection>
      <PageSection title={RECOMMENDATION_LABELS.method}>
        <Recommendation detail={a} files={files} />
      </PageSection>
      <PageSection title={DOCUMENT_LABELS['workplace-photo']}>
        {files ? <PhotoGrid files={files.workplacePhotos} label={DOCUMENT_LABELS['workplace-photo']} warnings /> : <Text>{NO_FILES}</Text>}
      </PageSection>
      <PageSection title={DOCUMENT_LABELS['employment-proof']}>{files ? <OneFile file={files.employmentProof} /> : <Text>{NO_FILES}</Text>}</PageSection>
      <PageSection title={DOCUMENT_LABELS['self-introduction-video']}>{files ? <OneFile file={files.selfIntroduction} /> : <Text>{NO_FILES}</Text>}</PageSection>
      <PageSection title="收據">{d.receipt ? <Receipt receipt={d.receipt} /> : <Text>{NO_FILES}</Text>}</PageSection>
      <PageSection title="寄給報名者的郵件">
        <Mails mails={a.mails} />
      </PageSection>
      <PageSection title="工作人員備註">
        {d.notes ? <NotesSection uid={r.uid} notes={d.notes} canWrite={mayCall(me.role, 'adminRegistrationNoteAdd')} /> : <Text>您的角色無法查看備註。</Text>}
      </PageSection>
      <PageSection title="狀態歷程">
        <StatusHistory history={a.history} />
      </PageSection>
    </>
  );
}
