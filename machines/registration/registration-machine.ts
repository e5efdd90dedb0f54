// The register page's lifecycle (SPEC.md sections 2 and 4), pure: the caller supplies the effects with
// `registrationMachine.provide(...)`:
//   actors  readRegistration (edit: the saved registration, rejects with the text to show),
//           submitRegistration (create or update; resolves { registrationNumber, accessCode? } or
//           rejects with a SubmitFailure)
//   actions saveDraft / clearDraft (this tab's storage), submitted (toast), submitFailed (toast)
// Modes: new (empty form, or the tab's draft), edit (prefilled from the saved registration) and
// locked (edit of a registration the server says cannot change now, its `editable` flag: read-only).
import { assign, fromPromise, setup } from 'xstate';
import {
  applyEdit,
  prefillFromSaved,
  toDraft,
  toPayload,
  type EntityType,
  type FormData,
  type SavedRegistration,
} from './form-rules';

export type RegistrationMode = 'new' | 'edit';

export interface RegistrationInput {
  mode: RegistrationMode;
  /** Edit: the signed-in registrant's registration uid. */
  registrationUid?: string | null;
  /** New: what this tab kept of an unsent form. */
  draft?: FormData | null;
  /** New, without a draft: the group type the visitor chose before the form (group when not given). */
  entityType?: EntityType;
}

export interface SubmitResult {
  registrationNumber: string;
  accessCode?: string;
}

/** Why a submit failed: the text to show and, for a 400, the message of each failing field. */
export class SubmitFailure extends Error {
  constructor(
    message: string,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'SubmitFailure';
  }
}

export interface SubmitInput {
  mode: RegistrationMode;
  registrationUid: string | null;
  payload: FormData;
}

/** How long the edit prefill waits for the category's provision list: 50 tries of 100 ms (SPEC.md section 9). */
export const PROVISION_WAIT = { tries: 50, everyMs: 100 } as const;

export interface RegistrationContext {
  mode: RegistrationMode;
  registrationUid: string | null;
  formData: FormData;
  /** Edit: the saved registration (category and unit name shown fixed, status). */
  saved: SavedRegistration | null;
  /** Edit: the provision ids of the saved category, once loaded. */
  provisionIds: number[] | null;
  provisionTries: number;
  /** Changes whenever the form must start over without errors (group type switched, prefill). */
  formKey: number;
  /** Changes whenever the security token must be renewed (after every submit, after a photo upload). */
  captchaKey: number;
  restoredDraft: boolean;
  result: SubmitResult | null;
  error: string | null;
  /** The server's per-field messages of the last failed submit (payload field -> message). */
  fieldErrors: Record<string, string>;
}

export type RegistrationEvent =
  | { type: 'EDIT'; formData: FormData }
  /** The security check produced a token (or lost it). */
  | { type: 'TOKEN'; token: string | null }
  /** A candidate photo finished uploading (its uid) or was removed (null); the token it used is spent. */
  | { type: 'PHOTO'; uid: string | null; tokenSpent: boolean }
  /** Edit: the provision list of the saved category arrived. */
  | { type: 'PROVISIONS_LOADED'; provisionIds: number[] }
  | { type: 'SUBMIT' }
  | { type: 'DISMISS_DRAFT_NOTICE' }
  | { type: 'RETRY' };

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as RegistrationInput,
  },
  actors: {
    readRegistration: fromPromise<SavedRegistration, { registrationUid: string }>(async () => {
      throw new Error('readRegistration not provided');
    }),
    submitRegistration: fromPromise<SubmitResult, SubmitInput>(async () => {
      throw new Error('submitRegistration not provided');
    }),
  },
  actions: {
    saveDraft: (_, _params: { draft: FormData }) => {},
    clearDraft: () => {},
    submitted: (_, _params: { mode: RegistrationMode }) => {},
    submitFailed: (_, _params: { message: string }) => {},
  },
  guards: {
    isEdit: ({ context }) => context.mode === 'edit' && !!context.registrationUid,
    isNew: ({ context }) => context.mode === 'new',
    hasProvisions: ({ context }) => context.provisionIds !== null,
    mayWaitLonger: ({ context }) => context.provisionTries + 1 < PROVISION_WAIT.tries,
    // The server's answer to "can it change now?" (src/shared/can-change.ts); never decided again here.
    isLocked: ({ context }) => !context.saved || !context.saved.editable,
  },
  delays: {
    provisionPoll: PROVISION_WAIT.everyMs,
  },
}).createMachine({
  id: 'registration',
  context: ({ input }) => ({
    mode: input.mode,
    registrationUid: input.registrationUid ?? null,
    formData: input.mode === 'new' && input.draft ? toDraft(input.draft) : { entityType: input.entityType ?? ('group' satisfies EntityType) },
    saved: null,
    provisionIds: null,
    provisionTries: 0,
    formKey: 0,
    captchaKey: 0,
    restoredDraft: input.mode === 'new' && !!input.draft,
    result: null,
    error: null,
    fieldErrors: {},
  }),
  initial: 'start',
  on: {
    PROVISIONS_LOADED: { actions: assign({ provisionIds: ({ event }) => event.provisionIds }) },
  },
  states: {
    start: {
      always: [{ guard: 'isEdit', target: 'loading' }, { guard: 'isNew', target: 'editing' }, { target: 'failure' }],
    },
    loading: {
      initial: 'reading',
      entry: assign({ provisionTries: 0, error: null }),
      states: {
        reading: {
          invoke: {
            src: 'readRegistration',
            input: ({ context }) => ({ registrationUid: context.registrationUid! }),
            onDone: {
              target: 'awaitingProvisions',
              actions: assign({
                saved: ({ event }) => event.output,
                // Edit forms have no entity type field: it is fixed (context.saved).
                formData: {},
              }),
            },
            onError: {
              target: '#registration.failure',
              actions: assign({ error: ({ event }) => errorText(event.error) }),
            },
          },
        },
        awaitingProvisions: {
          always: { guard: 'hasProvisions', target: 'prefilled' },
          after: {
            provisionPoll: [
              {
                guard: 'mayWaitLonger',
                target: 'awaitingProvisions',
                reenter: true,
                actions: assign({ provisionTries: ({ context }) => context.provisionTries + 1 }),
              },
              // The list never came: prefill with the saved choices alone.
              { target: 'prefilled' },
            ],
          },
        },
        prefilled: {
          entry: assign({
            formData: ({ context }) => prefillFromSaved(context.saved!, context.provisionIds),
            formKey: ({ context }) => context.formKey + 1,
          }),
          always: [{ guard: 'isLocked', target: '#registration.locked' }, { target: '#registration.editing' }],
        },
      },
    },
    editing: {
      on: {
        EDIT: {
          actions: [
            assign(({ context, event }) => {
              const formData = applyEdit(context.formData, event.formData, context.mode);
              const switched = formData.entityType !== context.formData.entityType;
              return {
                formData,
                // A new group type is a new, empty form: its errors go too.
                formKey: switched ? context.formKey + 1 : context.formKey,
                fieldErrors: switched ? {} : context.fieldErrors,
              };
            }),
            { type: 'saveDraft', params: ({ context }) => ({ draft: toDraft(context.formData) }) },
          ],
        },
        TOKEN: {
          actions: assign({
            formData: ({ context, event }) => {
              const { cfToken: _old, ...rest } = context.formData;
              return event.token ? { ...rest, cfToken: event.token } : rest;
            },
          }),
        },
        PHOTO: {
          actions: [
            assign(({ context, event }) => {
              const { indAvatarResourcesUid: _uid, ...rest } = context.formData;
              const formData: FormData = event.uid ? { ...rest, indAvatarResourcesUid: event.uid } : rest;
              if (!event.tokenSpent) return { formData };
              // Tokens are single-use: the upload spent it, the submit needs a fresh one.
              delete formData.cfToken;
              return { formData, captchaKey: context.captchaKey + 1 };
            }),
            { type: 'saveDraft', params: ({ context }) => ({ draft: toDraft(context.formData) }) },
          ],
        },
        DISMISS_DRAFT_NOTICE: { actions: assign({ restoredDraft: false }) },
        SUBMIT: { target: 'submitting' },
      },
    },
    submitting: {
      entry: assign({ error: null }),
      // Every submit spends the security token, whatever the answer.
      exit: assign(({ context }) => {
        const { cfToken: _spent, ...rest } = context.formData;
        return { formData: rest, captchaKey: context.captchaKey + 1 };
      }),
      invoke: {
        src: 'submitRegistration',
        input: ({ context }) => ({ mode: context.mode, registrationUid: context.registrationUid, payload: toPayload(context.formData) }),
        onDone: {
          target: 'success',
          actions: [
            assign({ result: ({ event }) => event.output, fieldErrors: {} }),
            'clearDraft',
            { type: 'submitted', params: ({ context }) => ({ mode: context.mode }) },
          ],
        },
        onError: {
          target: 'editing',
          actions: [
            assign({
              error: ({ event }) => errorText(event.error),
              fieldErrors: ({ event }) => (event.error instanceof SubmitFailure ? event.error.fieldErrors : {}),
            }),
            { type: 'submitFailed', params: ({ event }) => ({ message: errorText(event.error) }) },
          ],
        },
      },
    },
    success: { type: 'final' },
    locked: {},
    failure: {
      on: { RETRY: { guard: 'isEdit', target: 'loading' } },
    },
  },
});

export type RegistrationMachine = typeof registrationMachine;
