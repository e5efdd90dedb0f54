// The registration machine headless (createActor): modes new / edit / locked, the clearing rules of
// SPEC.md section 4, the draft, the single-use token, submit success and failure, and the edit prefill
// that waits up to 50 × 100 ms for the provision list (simulated clock: no real waiting).
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import {
  PROVISION_WAIT,
  registrationMachine,
  SubmitFailure,
  type FormData,
  type RegistrationInput,
  type SavedRegistration,
  type SubmitInput,
  type SubmitResult,
} from '../../machines/registration';

const saved: SavedRegistration = {
  uid: '11111111-1111-4111-8111-111111111111',
  registrationNumber: 'R114-0001',
  registrationStatus: 'in_progress',
  editable: true,
  entityType: 'individual',
  organizationName: '晨曦大飯店（示範）',
  organizationCategoryResp: { slug: 'org-ind_hotel-industry-staff', name: '旅館業從業人員' },
  provisions: [{ provisionId: 2, isSatisfied: true }],
  grpCompanyUniformNumber: null,
  isPenalized: false,
  contactName: '王小明',
  contactPhoneNumber: '02-2345-6789',
  contactFaxNumber: '',
  contactEmail: 'a@example.com',
  contactCountyResp: { slug: 'taipei-city', name: '臺北市' },
  contactDistrictResp: { slug: 'taipei-city-zhongzheng', name: '中正區' },
  contactAddressLine: '忠孝東路一段 1 號',
  agreedToTerms: true,
  indJobLevelCategory: 'manager',
  indJobTitle: '客房部經理',
  indYearsAtCurrentCompany: 3.5,
  indYearsInProfession: 10,
  indName: '林美華',
  indPersonalIdNumber: 'A123456789',
  indBirthday: '1980-01-02',
  indAvatarResourcesResp: { uid: '22222222-2222-4222-8222-222222222222', url: '/api/resources/v1/x', originalFilename: 'me.jpg', fileSize: 1, fileType: 'image/jpeg', uploadTime: '2025-09-01T00:00:00Z' },
};

interface Harness {
  submits: SubmitInput[];
  drafts: FormData[];
  cleared: number;
  toasts: string[];
}

function start(input: RegistrationInput, opts: { read?: () => Promise<SavedRegistration>; submit?: (i: SubmitInput) => Promise<SubmitResult>; clock?: SimulatedClock } = {}) {
  const h: Harness = { submits: [], drafts: [], cleared: 0, toasts: [] };
  const machine = registrationMachine.provide({
    actors: {
      readRegistration: fromPromise(() => (opts.read ?? (async () => saved))()),
      submitRegistration: fromPromise(async ({ input }: { input: SubmitInput }) => {
        h.submits.push(input);
        return (opts.submit ?? (async () => ({ registrationNumber: 'R114-0002', accessCode: 'ABCD-EFGH' })))(input);
      }),
    },
    actions: {
      saveDraft: (_, { draft }) => void h.drafts.push(draft),
      clearDraft: () => void h.cleared++,
      submitted: (_, { mode }) => void h.toasts.push(mode),
    },
  });
  const actor = createActor(machine, { input, ...(opts.clock ? { clock: opts.clock } : {}) });
  actor.start();
  return { actor, h };
}

describe('new mode', () => {
  it('starts an empty group form, editing', () => {
    const { actor } = start({ mode: 'new' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.formData).toEqual({ entityType: 'group' });
    expect(actor.getSnapshot().context.restoredDraft).toBe(false);
  });

  it('restores a draft without the ID number or the token, and says so', () => {
    const { actor } = start({ mode: 'new', draft: { entityType: 'individual', indName: '林美華', indPersonalIdNumber: 'A123456789', cfToken: 't' } });
    expect(actor.getSnapshot().context.formData).toEqual({ entityType: 'individual', indName: '林美華' });
    expect(actor.getSnapshot().context.restoredDraft).toBe(true);
    actor.send({ type: 'DISMISS_DRAFT_NOTICE' });
    expect(actor.getSnapshot().context.restoredDraft).toBe(false);
  });

  it('switching the group type clears every value and starts the form over (errors too)', () => {
    const { actor, h } = start({ mode: 'new' });
    actor.send({ type: 'EDIT', formData: { entityType: 'group', organizationCategory: 'org-grp_hotel-industry', contactName: '王小明' } });
    const key = actor.getSnapshot().context.formKey;
    actor.send({ type: 'EDIT', formData: { entityType: 'individual', organizationCategory: 'org-grp_hotel-industry', contactName: '王小明' } });
    expect(actor.getSnapshot().context.formData).toEqual({ entityType: 'individual' });
    expect(actor.getSnapshot().context.formKey).toBe(key + 1);
    expect(h.drafts.at(-1)).toEqual({ entityType: 'individual' });
  });

  it('another category clears the unit name, vendor and provisions (and job level and title for individuals)', () => {
    const { actor } = start({ mode: 'new' });
    const filled = {
      entityType: 'individual',
      organizationCategory: 'org-ind_hotel-industry-staff',
      organizationName: '晨曦大飯店（示範）',
      vendorUid: 'v',
      provisions: [{ provisionId: 1, isSatisfied: true }],
      indJobLevelCategory: 'manager',
      indJobTitle: '經理',
      indName: '林美華',
    };
    actor.send({ type: 'EDIT', formData: { entityType: 'individual' } });
    actor.send({ type: 'EDIT', formData: filled });
    actor.send({ type: 'EDIT', formData: { ...filled, organizationCategory: 'org-ind_tour-guide' } });
    expect(actor.getSnapshot().context.formData).toEqual({ entityType: 'individual', organizationCategory: 'org-ind_tour-guide', indName: '林美華' });
  });

  it('another county clears the district', () => {
    const { actor } = start({ mode: 'new' });
    actor.send({ type: 'EDIT', formData: { entityType: 'group', contactCountyCategory: 'a', contactDistrictCategory: 'a-1' } });
    actor.send({ type: 'EDIT', formData: { entityType: 'group', contactCountyCategory: 'b', contactDistrictCategory: 'a-1' } });
    expect(actor.getSnapshot().context.formData).toEqual({ entityType: 'group', contactCountyCategory: 'b' });
  });

  it('a photo upload that spent the token drops it and asks for a fresh check', () => {
    const { actor } = start({ mode: 'new' });
    actor.send({ type: 'TOKEN', token: 'tok' });
    const key = actor.getSnapshot().context.captchaKey;
    actor.send({ type: 'PHOTO', uid: 'photo-uid', tokenSpent: true });
    const { formData, captchaKey } = actor.getSnapshot().context;
    expect(formData.indAvatarResourcesUid).toBe('photo-uid');
    expect(formData.cfToken).toBeUndefined();
    expect(captchaKey).toBe(key + 1);
  });

  it('submits the normalised payload, shows success with number and code, clears the draft, renews the token', async () => {
    const { actor, h } = start({ mode: 'new' });
    actor.send({ type: 'EDIT', formData: { entityType: 'group', recommendType: 'self', recommendCode: 'X1', recommendUnit: '  甲協會，乙協會；丙公會 ' } });
    actor.send({ type: 'TOKEN', token: 'tok' });
    const key = actor.getSnapshot().context.captchaKey;
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('submitting');
    const done = await waitFor(actor, (s) => s.matches('success'));
    expect(h.submits[0]).toEqual({ mode: 'new', registrationUid: null, payload: { entityType: 'group', recommendType: 'self', recommendUnit: '甲協會,乙協會;丙公會', cfToken: 'tok' } });
    expect(done.context.result).toEqual({ registrationNumber: 'R114-0002', accessCode: 'ABCD-EFGH' });
    expect(h.cleared).toBe(1);
    expect(h.toasts).toEqual(['new']);
    expect(done.context.captchaKey).toBe(key + 1);
  });

  it('a refused submit goes back to editing with the message and the field messages, the token spent', async () => {
    const { actor, h } = start({ mode: 'new' }, { submit: async () => Promise.reject(new SubmitFailure('輸入資料有誤', { contactEmail: '請輸入有效的電子郵件地址' })) });
    actor.send({ type: 'TOKEN', token: 'tok' });
    actor.send({ type: 'SUBMIT' });
    const back = await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    expect(back.context.error).toBe('輸入資料有誤');
    expect(back.context.fieldErrors).toEqual({ contactEmail: '請輸入有效的電子郵件地址' });
    expect(back.context.formData.cfToken).toBeUndefined();
    expect(back.context.captchaKey).toBe(1);
    expect(h.cleared).toBe(0);
  });
});

describe('edit mode', () => {
  it('reads the registration, waits for the provision list, then prefills every provision with the saved ticks', async () => {
    const clock = new SimulatedClock();
    const { actor } = start({ mode: 'edit', registrationUid: saved.uid }, { clock });
    await waitFor(actor, (s) => s.matches({ loading: 'awaitingProvisions' }));
    clock.increment(PROVISION_WAIT.everyMs * 3);
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    actor.send({ type: 'PROVISIONS_LOADED', provisionIds: [1, 2, 3] });
    const s = actor.getSnapshot();
    expect(s.value).toBe('editing');
    expect(s.context.formData.provisions).toEqual([
      { provisionId: 1, isSatisfied: false },
      { provisionId: 2, isSatisfied: true },
      { provisionId: 3, isSatisfied: false },
    ]);
    // The update payload's fields only: the category, name and type stay fixed.
    expect(s.context.formData).not.toHaveProperty('entityType');
    expect(s.context.formData).not.toHaveProperty('organizationCategory');
    expect(s.context.formData).toMatchObject({ indName: '林美華', indYearsAtCurrentCompany: 3.5, indAvatarResourcesUid: saved.indAvatarResourcesResp!.uid, contactDistrictCategory: 'taipei-city-zhongzheng' });
    expect(s.context.formData).not.toHaveProperty('contactFaxNumber');
  });

  it('gives up waiting after 50 tries of 100 ms and prefills with the saved choices', async () => {
    const clock = new SimulatedClock();
    const { actor } = start({ mode: 'edit', registrationUid: saved.uid }, { clock });
    await waitFor(actor, (s) => s.matches({ loading: 'awaitingProvisions' }));
    for (let i = 0; i < PROVISION_WAIT.tries - 1; i++) clock.increment(PROVISION_WAIT.everyMs);
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    clock.increment(PROVISION_WAIT.everyMs);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.formData.provisions).toEqual(saved.provisions);
  });

  it('a submitted registration is locked (read-only): no submit possible', async () => {
    const { actor } = start({ mode: 'edit', registrationUid: saved.uid }, { read: async () => ({ ...saved, registrationStatus: 'submitted', editable: false }) });
    actor.send({ type: 'PROVISIONS_LOADED', provisionIds: [2] });
    const s = await waitFor(actor, (x) => x.matches('locked'));
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('locked');
    expect(s.context.saved?.registrationNumber).toBe('R114-0001');
  });

  it("locked follows the server's editable flag alone: an in-progress registration after the window is read-only", async () => {
    const { actor } = start({ mode: 'edit', registrationUid: saved.uid }, { read: async () => ({ ...saved, registrationStatus: 'in_progress', editable: false }) });
    actor.send({ type: 'PROVISIONS_LOADED', provisionIds: [2] });
    await waitFor(actor, (x) => x.matches('locked'));
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('locked');
  });

  it('reviewed_awaiting is editable again; an update goes to the registration uid and says "modified"', async () => {
    const { actor, h } = start({ mode: 'edit', registrationUid: saved.uid }, { read: async () => ({ ...saved, registrationStatus: 'reviewed_awaiting' }) });
    actor.send({ type: 'PROVISIONS_LOADED', provisionIds: [2] });
    await waitFor(actor, (x) => x.matches('editing'));
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (x) => x.matches('success'));
    expect(h.submits[0]!.registrationUid).toBe(saved.uid);
    expect(h.submits[0]!.mode).toBe('edit');
    expect(h.toasts).toEqual(['edit']);
  });

  it('a failed read shows the failure and can be retried', async () => {
    let calls = 0;
    const { actor } = start({ mode: 'edit', registrationUid: saved.uid }, { read: async () => (++calls === 1 ? Promise.reject(new Error('權限不足')) : saved) });
    const failed = await waitFor(actor, (s) => s.matches('failure'));
    expect(failed.context.error).toBe('權限不足');
    actor.send({ type: 'RETRY' });
    actor.send({ type: 'PROVISIONS_LOADED', provisionIds: [2] });
    await waitFor(actor, (s) => s.matches('editing'));
  });
});
