// The recommendation (SPEC.md sections 4 and 5): self-registration with a letter (PDF/DOC/DOCX/ODT,
// 10 MB), or referred with a recommendation number that must be validated first; the source unit is
// required (several separated by semicolons). The workflow rules (what a choice clears, when a save
// may go, what it sends) are machines/upload/recommendation-rules.ts.
import { Button, Radio, Stack, TextInput } from '@mantine/core';
import { useCallback, useId, useState } from 'react';
import {
  chooseMethod,
  maySave,
  numberChecked,
  numberValidated,
  recommendationBody,
  recommendationChanged,
  recommendationFormOf,
  type RecommendationForm,
} from '../../../../../../machines/upload/recommendation-rules';
import { messages } from '../../../../../shared/messages';
import { normalizeRecommendUnit } from '../../../../../shared/recommend-unit';
import { useDraft } from '../drafts';
import { DownloadLink } from '../download-link';
import { FilePicker } from '../file-picker';
import { METHOD_MESSAGE, NUMBER_RULE, SOURCE_RULE } from '../schema-rules';
import { errorToast, successToast } from '../toasts';
import { FILE_TEXT, OTHER_TEXT } from '../texts';
import { uploadApi, type Outcome, type Recommendation } from '../upload-api';
import { useLoaded } from '../use-loaded';
import css from './steps.module.css';

type Method = Recommendation['referralMethod'];
const quietly = () => {};

/** What the read answered, and whether it is step 3's own save or the register form's answer carried over. */
interface Read {
  current: Recommendation | null;
  saved: boolean;
}

/**
 * Until step 3 saves, the server answers the register form's recommendation as the starting value;
 * the submission check then still counts the recommendation as missing, which tells the two apart
 * (a saved one always satisfies it: the server saves a letter or a validated number with units).
 */
async function readRecommendation(uid: string): Promise<Outcome<Read>> {
  const [read, check] = await Promise.all([uploadApi.recommendation(uid), uploadApi.submissionCheck(uid)]);
  if (!read.ok) return read;
  return { ok: true, data: { current: read.data, saved: read.data !== null && (!check.ok || check.data.facts.recommendation) } };
}

export function RecommendationSection({ registrationUid, locked }: { registrationUid: string; locked: boolean }) {
  const headingId = useId();
  const load = useCallback(() => readRecommendation(registrationUid), [registrationUid]);
  const read = useLoaded<Read>(load, quietly, { current: null, saved: false });
  const saved = read.data?.saved ? read.data.current : null;
  const carried = read.data && !read.data.saved ? read.data.current : null;
  return (
    <section className={css.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={css.sectionTitle}>
        {OTHER_TEXT.recommendationTitle}
      </h3>
      <p className={css.intro}>{OTHER_TEXT.recommendationIntro}</p>
      {read.loading ? (
        <p role="status" className={css.muted}>
          {OTHER_TEXT.loading}
        </p>
      ) : locked ? (
        <SavedRecommendation saved={saved} />
      ) : (
        <>
          {carried && <p className={css.need}>{OTHER_TEXT.carried}</p>}
          <RecommendationForm registrationUid={registrationUid} saved={saved} start={carried} onSaved={(r) => read.replace(() => ({ current: r, saved: true }))} />
        </>
      )}
    </section>
  );
}

function SavedRecommendation({ saved }: { saved: Recommendation | null }) {
  if (!saved) return <p className={css.muted}>{FILE_TEXT.none}</p>;
  return (
    <dl className={css.facts}>
      <dt>{OTHER_TEXT.method}</dt>
      <dd>{saved.referralMethod === 'self_registration' ? OTHER_TEXT.self : OTHER_TEXT.referred}</dd>
      {saved.referralMethod === 'self_registration' && saved.recommendationResourcesResp && (
        <>
          <dt>{OTHER_TEXT.letter}</dt>
          <dd>
            <DownloadLink resource={saved.recommendationResourcesResp} />
          </dd>
        </>
      )}
      {saved.referralMethod === 'referred' && (
        <>
          <dt>{OTHER_TEXT.number}</dt>
          <dd>{saved.recommendationNumber}</dd>
        </>
      )}
      <dt>{OTHER_TEXT.source}</dt>
      <dd>{saved.recommendationSource}</dd>
    </dl>
  );
}

function RecommendationForm({
  registrationUid,
  saved,
  start,
  onSaved,
}: {
  registrationUid: string;
  saved: Recommendation | null;
  /** The register form's answer, unsaved: the form starts from it, its number not yet validated. */
  start: Recommendation | null;
  onSaved(r: Recommendation): void;
}) {
  const [form, setForm] = useState<RecommendationForm>(() => (start ? { ...recommendationFormOf(start), validated: null } : recommendationFormOf(saved)));
  const [base, setBase] = useState<RecommendationForm>(() => recommendationFormOf(saved));
  const [checking, setChecking] = useState(false);
  const [check, setCheck] = useState<{ ok: boolean; message: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const [touched, setTouched] = useState(false);
  const dirty = recommendationChanged(form, base);
  useDraft('recommendation', dirty, OTHER_TEXT.save);

  const sourceProblem = SOURCE_RULE.check(normalizeRecommendUnit(form.source));
  const numberReady = form.number.trim() !== '' && NUMBER_RULE.check(form.number.trim()) === null;
  const valid = maySave(form, sourceProblem);

  const choose = (method: Method) => setForm((f) => chooseMethod(f, method));

  const validate = async () => {
    const number = form.number.trim();
    setChecking(true);
    const outcome = await uploadApi.validateNumber(number);
    setChecking(false);
    if (!outcome.ok) {
      setCheck({ ok: false, message: outcome.message });
      return errorToast(outcome.message);
    }
    const ok = outcome.data.valid;
    setCheck({ ok, message: outcome.data.message || (ok ? OTHER_TEXT.validated : messages.recommendationInvalid) });
    setForm((f) => numberChecked(f, number, ok));
  };

  const save = async () => {
    const body = recommendationBody(form);
    if (!valid || saving || !body) return;
    setSaving(true);
    const outcome = await uploadApi.saveRecommendation(registrationUid, body);
    setSaving(false);
    if (!outcome.ok) return errorToast(outcome.message);
    const next = recommendationFormOf(outcome.data);
    setForm(next);
    setBase(next);
    onSaved(outcome.data);
    successToast(OTHER_TEXT.saved);
  };

  return (
    <form
      className={css.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Radio.Group
        label={OTHER_TEXT.method}
        required
        value={form.method}
        onChange={(v) => choose(v as Method)}
        error={touched && form.method === '' ? METHOD_MESSAGE : undefined}
      >
        <Stack gap={6} mt={6}>
          <Radio value="self_registration" label={OTHER_TEXT.self} />
          <Radio value="referred" label={OTHER_TEXT.referred} />
        </Stack>
      </Radio.Group>

      {form.method === 'self_registration' &&
        (form.letter ? (
          <div className={css.fileRow}>
            <span className={css.fileName}>
              {OTHER_TEXT.letter}：
              <DownloadLink resource={form.letter} />
            </span>
            <Button size="compact-sm" variant="default" onClick={() => setForm((f) => ({ ...f, letter: null }))}>
              {FILE_TEXT.replace}
            </Button>
          </div>
        ) : (
          <FilePicker purpose="recommendation-letter" label={OTHER_TEXT.letter} onUploaded={(letter) => setForm((f) => ({ ...f, letter }))} />
        ))}

      {form.method === 'referred' && (
        <div className={css.inline}>
          <TextInput
            label={OTHER_TEXT.number}
            required
            value={form.number}
            onChange={(e) => {
              const number = e.currentTarget.value;
              setCheck(null);
              setForm((f) => ({ ...f, number }));
            }}
            error={check && !check.ok ? check.message : undefined}
            description={check?.ok && numberValidated(form) ? `${OTHER_TEXT.numberHelp} ✓ ${check.message}` : OTHER_TEXT.numberHelp}
          />
          <Button variant="outline" onClick={() => void validate()} disabled={!numberReady || checking} loading={checking}>
            {checking ? OTHER_TEXT.validating : OTHER_TEXT.validate}
          </Button>
        </div>
      )}

      <TextInput
        label={OTHER_TEXT.source}
        required
        description={OTHER_TEXT.sourceHint}
        value={form.source}
        onChange={(e) => {
          const source = e.currentTarget.value;
          setForm((f) => ({ ...f, source }));
        }}
        onBlur={() => setTouched(true)}
        error={touched && sourceProblem ? sourceProblem : undefined}
      />
      <div className={css.formFoot}>
        <span className={css.muted}>{!dirty && saved ? OTHER_TEXT.savedSummary(saved.referralMethod === 'self_registration' ? OTHER_TEXT.self : OTHER_TEXT.referred) : ''}</span>
        <Button type="submit" disabled={!valid || !dirty || saving} loading={saving}>
          {saving ? OTHER_TEXT.saving : OTHER_TEXT.save}
        </Button>
      </div>
    </form>
  );
}
