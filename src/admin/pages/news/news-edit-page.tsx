// A news item's page (/news/new, /news/:uid): the RJSF form of schemas/admin/news-item.schema.json (title,
// category, time, summary; the server validates the same schema) with the body's rich-text editor beside
// it, preview as the public page, save, publish or schedule, unpublish, delete, restore (admin), history.
// A save over someone else's newer save is refused by the server (409): the form keeps what was typed.
// A published item's save is its pending revision (the form edits it; PendingNotice says so) and the
// buttons name what they do (issue 29, item 2). Unsaved work is asked about before leaving and kept in
// this browser until saved (item 3: LeaveGuard, news-local-draft.ts).
import { mayCall } from '../../app/areas';
import { Alert, Badge, Button, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ObjectFieldTemplateProps, RJSFSchema, UiSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { NEWS_STATE_LABELS } from '../../../shared/back-office-labels';
import { ThemedForm } from '../../../ui/forms/theme-form';
import { fieldId, focusField } from '../../../ui/forms/focus-field';
import { fieldOf, makeTransformErrors } from '../../../ui/forms/transform-errors';
import { NewsArticle } from '../../../ui/content/news-article';
import type { StaffMe } from '../../auth/staff-session';
import { errorsOf, FormErrorSummary } from '../../forms/form-errors';
import { toErrorSchema, validatorOf } from '../../forms/schema-form';
import formSchema from '../../forms/generated/news-item.form.json';
import validators from '../../forms/generated/news-item.validator.cjs';
import { AdminModal } from '../../ui/admin-modal';
import { LeaveGuardModal, useLeaveGuard } from '../../ui/leave-guard';
import {
  createNews,
  discardPending,
  newsAction,
  newsCategories,
  NEWS_KEY,
  newsItemKey,
  publishNews,
  readNews,
  updateNews,
  type AdminNewsItem,
  type AdminNewsPending,
  type NewsFields,
} from './news-api';
import { NEWS_BUTTONS, NEWS_NOTICES, NEWS_TOASTS } from './news-editor-labels';
import { clearLocalDraft, keepLocalDraft, localDraftKey, readLocalDraft, sameNewsFields } from './news-local-draft';
import { LocalDraftOffer } from './news-local-draft-offer';
import { NEWS_STATE_COLOR } from './news-list-page';
import { PendingNotice } from './news-pending-notice';
import { NewsCategoryWidget, NewsEditContext, RichTextWidget, TaipeiDateTimeWidget } from './news-widgets';

const schema = formSchema as RJSFSchema;
const validator = validatorOf({ schema, validators: validators as unknown as ValidatorFunctions });
const transformErrors = makeTransformErrors(schema);
const ORDER = ['title', 'category', 'startsAt', 'summary', 'content'];
const widgets = { newsCategory: NewsCategoryWidget, taipeiDateTime: TaipeiDateTimeWidget, richText: RichTextWidget };

/** The item's fields beside its body: two columns on a wide screen, one on a phone. */
function NewsLayout({ properties }: ObjectFieldTemplateProps) {
  const body = properties.filter((p) => p.name === 'content');
  const rest = properties.filter((p) => p.name !== 'content');
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="sm">{rest.map((p) => p.content)}</Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>{body.map((p) => p.content)}</Grid.Col>
    </Grid>
  );
}

const fieldsOf = (item: AdminNewsItem): NewsFields => ({ title: item.title, category: item.category.slug, startsAt: item.startsAt, summary: item.summary, content: item.content });
const pendingFieldsOf = (p: AdminNewsPending): NewsFields => ({ title: p.title, category: p.category, startsAt: p.startsAt, summary: p.summary, content: p.content });
const inFuture = (iso: string | undefined) => Boolean(iso && Date.parse(iso) > Date.now());
/** Published or scheduled: the public sees (or will see) the item, so a save keeps it apart as pending. */
const isLive = (item: AdminNewsItem | null) => item?.state === 'published' || item?.state === 'scheduled';

export function NewsEditPage({ me }: { me: StaffMe }) {
  const { uid: param = 'new' } = useParams();
  const uid = param === 'new' ? null : param;
  const item = useQuery({ queryKey: newsItemKey(uid ?? 'new'), queryFn: () => readNews(uid!), enabled: Boolean(uid) });
  if (uid && !item.data) {
    return item.isError ? <Alert color="red" role="alert">{errorsOf(item.error)[0]?.message}</Alert> : <Text>讀取中…</Text>;
  }
  // Keyed by version: a newer save (ours or a reload) starts the form from what the server holds.
  return <NewsEditor key={`${uid ?? 'new'}:${item.data?.version ?? 0}`} me={me} item={item.data ?? null} />;
}

function NewsEditor({ me, item }: { me: StaffMe; item: AdminNewsItem | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const categories = useQuery({ queryKey: [...NEWS_KEY, 'categories'], queryFn: newsCategories, staleTime: 5 * 60_000 });
  // What the server holds for this form: the pending revision of a published item, else the item.
  const [baseline] = useState<Partial<NewsFields>>(() =>
    item ? (item.pending ? pendingFieldsOf(item.pending) : fieldsOf(item)) : { startsAt: new Date(Date.now() + 3_600_000).toISOString() },
  );
  const draftKey = localDraftKey(me.uid, item?.uid ?? null);
  const [offer, setOffer] = useState(() => {
    const kept = readLocalDraft(draftKey);
    return kept && !sameNewsFields({ ...baseline, ...kept.fields }, baseline) ? kept : null;
  });
  const [formData, setFormData] = useState<Partial<NewsFields>>(baseline);
  // A restored local draft makes a new form: the body's editor takes its content once, when it starts.
  const [formKey, setFormKey] = useState(0);
  const [previewing, setPreviewing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const intent = useRef<'save' | 'publish'>('save');
  const formRef = useRef<{ submit: () => void } | null>(null);
  const dirty = !sameNewsFields(formData, baseline);
  const guard = useLeaveGuard(dirty);
  const version = item?.version ?? 0;
  useEffect(() => {
    if (dirty) keepLocalDraft(draftKey, formData, version);
    else if (!offer) clearLocalDraft(draftKey);
  }, [dirty, formData, offer, draftKey, version]);

  const uiSchema: UiSchema = useMemo(
    () => ({
      'ui:order': ORDER,
      'ui:submitButtonOptions': { norender: true },
      category: { 'ui:widget': 'newsCategory', 'ui:options': { categories: categories.data ?? [] } },
      startsAt: { 'ui:widget': 'taipeiDateTime' },
      summary: { 'ui:widget': 'textarea', 'ui:options': { rows: 3 } },
      content: { 'ui:widget': 'richText' },
    }),
    [categories.data],
  );

  const done = (saved: AdminNewsItem, message: string, { saved: formSaved }: { saved: boolean }) => {
    // The form's work is on the server now. (Unpublish, delete and restore keep it: the new form offers it back.)
    if (formSaved) clearLocalDraft(draftKey);
    guard.release();
    queryClient.setQueryData(newsItemKey(saved.uid), saved);
    void queryClient.invalidateQueries({ queryKey: [...NEWS_KEY, 'list'] });
    notifications.show({ color: 'green', message });
    if (!item) navigate(`/news/${saved.uid}`, { replace: true });
  };

  const live = isLive(item);
  const save = useMutation({
    mutationFn: async ({ fields, publish }: { fields: NewsFields; publish: boolean }) => {
      let saved = item ? await updateNews(item.uid, { ...fields, version: item.version }) : await createNews(fields);
      if (publish) saved = await publishNews(saved.uid, fields.startsAt, saved.version);
      return saved;
    },
    onSuccess: (saved, { publish }) => {
      const message = !publish
        ? saved.pending
          ? NEWS_TOASTS.pendingSaved
          : NEWS_TOASTS.draftSaved
        : saved.state === 'scheduled'
          ? NEWS_TOASTS.scheduled
          : live
            ? NEWS_TOASTS.changesPublished
            : NEWS_TOASTS.published;
      done(saved, message, { saved: true });
    },
  });
  const discard = useMutation({
    mutationFn: () => discardPending(item!.uid, item!.version),
    onSuccess: (saved) => done(saved, NEWS_TOASTS.pendingDiscarded, { saved: true }),
  });
  const act = useMutation({
    mutationFn: (action: 'unpublish' | 'delete' | 'restore') => newsAction(item!.uid, action),
    onSuccess: (saved, action) => {
      setConfirmingDelete(false);
      done(saved, { unpublish: NEWS_TOASTS.unpublished, delete: NEWS_TOASTS.deleted, restore: NEWS_TOASTS.restored }[action], { saved: false });
    },
  });
  const serverErrors = errorsOf(save.error ?? act.error);
  const extraErrors = useMemo(() => toErrorSchema(serverErrors), [serverErrors]);
  const busy = save.isPending || act.isPending || discard.isPending;
  const deleted = item?.state === 'deleted';
  const submit = (which: 'save' | 'publish') => {
    intent.current = which;
    formRef.current?.submit();
  };
  const restoreLocal = () => {
    if (!offer) return;
    setFormData({ ...baseline, ...offer.fields });
    setFormKey((k) => k + 1);
    setOffer(null);
  };
  const discardLocal = () => {
    clearLocalDraft(draftKey);
    setOffer(null);
  };

  const actions: ReactNode = (
    <Group gap="sm" mt="md">
      <Button variant="light" onClick={() => submit('save')} loading={save.isPending && !save.variables.publish} disabled={busy || deleted}>
        {live ? NEWS_BUTTONS.savePending : NEWS_BUTTONS.saveDraft}
      </Button>
      <Button onClick={() => submit('publish')} loading={save.isPending && save.variables.publish} disabled={busy || deleted}>
        {inFuture(formData.startsAt) ? NEWS_BUTTONS.schedule : live ? NEWS_BUTTONS.publishChanges : NEWS_BUTTONS.publish}
      </Button>
      <Button variant="default" onClick={() => setPreviewing(true)} disabled={!formData.content}>
        {NEWS_BUTTONS.preview}
      </Button>
      {item && live && (
        <Button variant="default" onClick={() => act.mutate('unpublish')} disabled={busy}>
          {NEWS_BUTTONS.unpublish}
        </Button>
      )}
      {item && !deleted && (
        <Button variant="outline" color="red.9" onClick={() => setConfirmingDelete(true)} disabled={busy}>
          {NEWS_BUTTONS.delete}
        </Button>
      )}
      {item && deleted && mayCall(me.role, 'adminNewsRestore') && (
        <Button variant="default" onClick={() => act.mutate('restore')} disabled={busy}>
          {NEWS_BUTTONS.restore}
        </Button>
      )}
    </Group>
  );

  const categoryName = categories.data?.find((c) => c.slug === formData.category)?.name ?? '';
  return (
    <NewsEditContext value={{ uid: item?.uid ?? null }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Title order={2}>{item ? '編輯消息' : '新增消息'}</Title>
            {item && (
              <Group gap="xs">
                <Badge variant="dot" color={NEWS_STATE_COLOR[item.state]}>
                  {NEWS_STATE_LABELS[item.state]}
                </Badge>
                <Text size="sm" c="dimmed">
                  第 {item.version} 版
                </Text>
              </Group>
            )}
          </Stack>
          <Group gap="sm">
            {item && <Link to={`/news/${item.uid}/history`}>修改紀錄</Link>}
            <Link to="/news">回列表</Link>
          </Group>
        </Group>
        {offer && <LocalDraftOffer draft={offer} version={version} onRestore={restoreLocal} onDiscard={discardLocal} />}
        {item?.pending && (
          <PendingNotice item={{ ...item, pending: item.pending }} busy={busy} onDiscard={() => discard.mutateAsync()} error={discard.isError ? errorsOf(discard.error)[0]?.message : undefined} />
        )}
        {!item && <Text size="sm">圖片與 PDF 附件可於第一次儲存草稿後上傳。</Text>}
        <FormErrorSummary form="news" errors={serverErrors.filter((e) => !e.field)} />
        <ThemedForm
          key={formKey}
          ref={formRef as never}
          schema={schema}
          uiSchema={uiSchema}
          validator={validator}
          widgets={widgets}
          templates={{ ObjectFieldTemplate: NewsLayout }}
          formData={formData}
          transformErrors={transformErrors}
          extraErrors={extraErrors}
          showErrorList="top"
          noHtml5Validate
          disabled={deleted}
          focusOnFirstError={(error) => focusField(fieldId(fieldOf(error)))}
          onChange={(e) => setFormData((e.formData ?? {}) as Partial<NewsFields>)}
          onSubmit={(e) => save.mutate({ fields: e.formData as NewsFields, publish: intent.current === 'publish' })}
        >
          {actions}
        </ThemedForm>
      </Stack>
      <AdminModal opened={confirmingDelete} onClose={() => setConfirmingDelete(false)} title={NEWS_NOTICES.deleteTitle}>
        <Stack gap="md">
          <Text>{NEWS_NOTICES.delete(item?.title ?? '')}</Text>
          {act.isError && (
            <Alert color="red" role="alert">
              {errorsOf(act.error)[0]?.message}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirmingDelete(false)} disabled={act.isPending}>
              {NEWS_BUTTONS.cancel}
            </Button>
            <Button color="red.9" onClick={() => act.mutate('delete')} loading={act.isPending}>
              {NEWS_BUTTONS.confirmDelete}
            </Button>
          </Group>
        </Stack>
      </AdminModal>
      <AdminModal opened={previewing} onClose={() => setPreviewing(false)} title={NEWS_BUTTONS.preview} size="xl">
        <NewsArticle files="staff" categoryName={categoryName} startsAt={formData.startsAt ?? ''} title={formData.title ?? ''} content={formData.content ?? ''} />
      </AdminModal>
      <LeaveGuardModal guard={guard} title={NEWS_NOTICES.leaveTitle} message={NEWS_NOTICES.leave} stayLabel={NEWS_BUTTONS.stay} leaveLabel={NEWS_BUTTONS.leave} />
    </NewsEditContext>
  );
}
