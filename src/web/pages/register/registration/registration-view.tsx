// The register page's body for both modes: drives the registration machine (machines/registration)
// and renders, by its state, the loading note, the form (editable or read-only), or the success view.
import { Alert, Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMachine } from '@xstate/react';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { entityTypeOf, registrationMachine, type EntityType, type FormData, type RegistrationMode } from '../../../../../machines/registration';
import { messages } from '../../../../shared/messages';
import type { RegistrationFormContext } from '../../../forms/form-context';
import { useRegistrationLookups, type Lookups } from '../../../forms/lookups/use-registration-lookups';
import { useRegistrationForm, type RegistrationForms } from '../../../forms/registration-forms';
import { clearDraft, loadDraft, saveDraft } from './draft-storage';
import { readRegistration, submitRegistration } from './registration-effects';
import { RegistrationPlaceholder } from './registration-placeholder';
import { RegistrationSuccess } from './registration-success';
import { REGISTRATION_TEXT as T } from './registration-texts';
import css from './registration.module.css';
import { inspectOption } from '../../../app/inspector';

// The form engine (RJSF, its Mantine templates, our widgets) is the page's heaviest part: it loads
// when a form is wanted (a group type chosen, a draft or a saved registration to show), in parallel
// with that form's schema and validator.
export const loadFormEngine = () => import('../../../forms/registration-form');
const RegistrationForm = lazy(() => loadFormEngine().then((m) => ({ default: m.RegistrationForm })));

/** How long the success toasts stay. */
const SUCCESS_TOAST_MS = 3000;

export interface RegistrationViewProps {
  mode: RegistrationMode;
  /** This mode's forms (new-registration-forms.ts or edit-registration-forms.ts, imported by the page). */
  forms: RegistrationForms;
  registrationUid?: string | null;
  /** New: the group type chosen before the form (GroupTypeChoice, on the page); a draft has its own. */
  chosenType?: EntityType;
  /**
   * Edit: how a locked registration is shown (locked-summary.tsx, lazily imported by the edit page, so
   * that the register page's code never includes it).
   */
  LockedView?: ComponentType<LockedViewProps>;
}

export interface LockedViewProps {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  formData: FormData;
  lookups: Lookups;
}

export function RegistrationView({ mode, forms, registrationUid, chosenType, LockedView }: RegistrationViewProps) {
  const [machine] = useState(() =>
    registrationMachine.provide({
      actors: {
        readRegistration: fromPromise(({ input }) => readRegistration(input.registrationUid)),
        submitRegistration: fromPromise(({ input }) => submitRegistration(input)),
      },
      actions: {
        saveDraft: (_, { draft }) => {
          if (mode === 'new') saveDraft(draft);
        },
        clearDraft: () => clearDraft(),
        submitted: (_, params) =>
          notifications.show({ color: 'teal', message: params.mode === 'new' ? messages.registrationSubmitted : messages.registrationEdited, autoClose: SUCCESS_TOAST_MS }),
      },
    }),
  );
  const [draft] = useState(() => (mode === 'new' ? loadDraft() : null));
  const [snapshot, send] = useMachine(machine, { input: { mode, registrationUid, draft, entityType: chosenType }, ...inspectOption() });
  const { context } = snapshot;
  const { formData, saved } = context;

  const entityType = mode === 'edit' ? (saved?.entityType ?? 'group') : entityTypeOf(formData);
  const category = mode === 'edit' ? saved?.organizationCategoryResp.slug : (formData.organizationCategory as string | undefined);
  const county = formData.contactCountyCategory as string | undefined;
  const lookups = useRegistrationLookups({ entityType, category, county });
  const form = useRegistrationForm(forms, entityType);
  // The form engine loads beside the form's schema and validator, not after them.
  useEffect(() => {
    void loadFormEngine().catch(() => {});
  }, []);

  // Edit: the prefill waits for the saved category's provision list (the machine gives up after 5 s).
  const provisionIds = lookups.provisions.items.map((p) => p.provisionId).join(',');
  useEffect(() => {
    if (mode === 'edit' && provisionIds) send({ type: 'PROVISIONS_LOADED', provisionIds: provisionIds.split(',').map(Number) });
  }, [mode, provisionIds, send]);

  // A new group type is a new form: the focus stays on the type the user chose (in the form, or in
  // GroupTypeChoice before it).
  const ready = !!form.definition;
  const shownType = useRef(entityType);
  // The type chosen on the page before the form: the focus goes to its radio once the form is there.
  const focusChosenType = useRef(chosenType !== undefined);
  useEffect(() => {
    if (mode !== 'new' || !ready || !focusChosenType.current) return;
    focusChosenType.current = false;
    shownType.current = entityType;
    // The form engine may still be on its way: focus the type once its radio is there.
    let frame = 0;
    const focus = (tries: number) => {
      const radio = document.getElementById(`root_entityType-${entityType}`);
      if (radio) radio.focus();
      else if (tries > 0) frame = requestAnimationFrame(() => focus(tries - 1));
    };
    focus(300);
    return () => cancelAnimationFrame(frame);
  }, [mode, ready, entityType]);
  useEffect(() => {
    if (mode !== 'new' || !ready || shownType.current === entityType) return;
    shownType.current = entityType;
    if (document.activeElement === document.body) document.getElementById(`root_entityType-${entityType}`)?.focus();
  }, [mode, ready, entityType]);

  // A success view replaces the form: start reading it from the top.
  const done = snapshot.matches('success');
  useEffect(() => {
    if (done) window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [done]);

  const formContext = useMemo<RegistrationFormContext>(
    () => ({
      mode,
      entityType,
      formData,
      lookups,
      captchaKey: context.captchaKey,
      onToken: (token) => send({ type: 'TOKEN', token }),
      onPhoto: (uid, tokenSpent) => send({ type: 'PHOTO', uid, tokenSpent }),
      onVendor: (vendor) => send({ type: 'EDIT', formData: { ...formData, organizationName: vendor?.name, vendorUid: vendor?.uid } }),
      savedPhoto: saved?.indAvatarResourcesResp ?? null,
    }),
    [mode, entityType, formData, lookups, context.captchaKey, send, saved],
  );

  if (snapshot.matches('loading') || snapshot.matches('start')) return <RegistrationPlaceholder />;
  if (!form.definition && !form.failed) return <RegistrationPlaceholder />;
  if (snapshot.matches('failure') || !form.definition) {
    return (
      <Alert color="red" title={context.error ?? messages.fetchFailed} role="alert">
        <Button mt="sm" variant="light" onClick={() => (form.failed ? window.location.reload() : send({ type: 'RETRY' }))}>
          {T.retry}
        </Button>
      </Alert>
    );
  }
  if (done && context.result) return <RegistrationSuccess mode={mode} result={context.result} />;

  const locked = snapshot.matches('locked');
  const submitting = snapshot.matches('submitting');
  const { definition } = form;
  return (
    <Suspense fallback={<RegistrationPlaceholder />}>
      <div className={css.formCard}>
        {context.restoredDraft ? (
          <Alert
            color="blue"
            variant="light"
            mb="md"
            role="status"
            withCloseButton
            closeButtonLabel="關閉提示"
            onClose={() => send({ type: 'DISMISS_DRAFT_NOTICE' })}
          >
            {T.draftRestored}
          </Alert>
        ) : null}
        {mode === 'edit' && saved ? (
          <dl className={css.fixed}>
            <dt>{T.fixed.number}</dt>
            <dd>{saved.registrationNumber}</dd>
            <dt>{T.fixed.group}</dt>
            <dd>{T.groupTypes[saved.entityType]}</dd>
            <dt>{T.fixed.category}</dt>
            <dd>{saved.organizationCategoryResp.name}</dd>
            <dt>{T.fixed.unitName}</dt>
            <dd>{saved.organizationName}</dd>
          </dl>
        ) : null}
        {locked ? (
          <>
            <Alert color="yellow" variant="light" mb="md">
              {T.lockedNotice}
            </Alert>
            {LockedView ? <LockedView schema={definition.schema} uiSchema={definition.uiSchema} formData={formData} lookups={lookups} /> : null}
            {mode === 'edit' ? (
              <div className={css.actions}>
                <Button component={Link} to="/pages/register/upload" variant="default">
                  {T.backToUpload}
                </Button>
              </div>
            ) : null}
          </>
        ) : (
        <RegistrationForm
          key={`${entityType}-${context.formKey}`}
          definition={definition}
          formData={formData}
          context={formContext}
          onChange={(next: FormData) => send({ type: 'EDIT', formData: next })}
          onSubmit={() => send({ type: 'SUBMIT' })}
          serverErrors={context.fieldErrors}
        >
          {context.error ? (
            <Alert color="red" variant="light" mt="md" role="alert">
              {context.error}
            </Alert>
          ) : null}
          <div className={css.actions}>
            {mode === 'edit' ? (
              <Button component={Link} to="/pages/register/upload" variant="default">
                {T.backToUpload}
              </Button>
            ) : null}
            <Button type="submit" loading={submitting} disabled={submitting}>
              {mode === 'new' ? T.submitNew : T.submitEdit}
            </Button>
          </div>
        </RegistrationForm>
        )}
      </div>
    </Suspense>
  );
}
