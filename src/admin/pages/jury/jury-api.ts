// A juror's calls (contract tag admin-judging: the juror's operations) and their query keys. The server
// decides everything (declared first, assigned only, open stage, unsubmitted sheet): these only carry it.
import type { components, paths } from '../../../shared/generated/api';
import { adminApi, unwrap } from '../../api/client';

export type JudgingStage = components['schemas']['stage'];
export type JudgingDeclaration = components['schemas']['JudgingDeclaration'];
export type DeclarationBody = components['schemas']['judging-declaration.schema'];
export type JudgingMyStage = components['schemas']['JudgingMyStage'];
export type JudgingEntry = components['schemas']['JudgingEntry'];
export type JudgingFile = components['schemas']['JudgingFile'];
export type JudgingSheet = components['schemas']['JudgingSheet'];
export type SheetDraft = components['schemas']['judging-sheet-draft.schema'];

/** The stages in their order (the contract's enum of JudgingStage). */
export const JUDGING_STAGES: readonly JudgingStage[] = [1, 2];

/** A stage from the address (`/jury/2/…`, `?stage=2`); null when it names none. */
export const stageFrom = (value: string | null | undefined): JudgingStage | null => JUDGING_STAGES.find((s) => String(s) === value) ?? null;

export const JURY_KEY = ['jury'] as const;
export const declarationKey = [...JURY_KEY, 'declaration'] as const;
export const myStageKey = (stage: JudgingStage) => [...JURY_KEY, 'mine', stage] as const;
export const entryKey = (stage: JudgingStage, uid: string) => [...JURY_KEY, 'entry', stage, uid] as const;

const entryPath = (stage: JudgingStage, uid: string) => ({ params: { path: { stage, uid } } });

export const readDeclaration = async () => unwrap<JudgingDeclaration>(await adminApi.GET('/api/admin/v1/judging/declaration'));
export const saveDeclaration = async (body: DeclarationBody) => unwrap<JudgingDeclaration>(await adminApi.POST('/api/admin/v1/judging/declaration', { body }));
export const readMyStage = async (stage: JudgingStage) => unwrap<JudgingMyStage>(await adminApi.GET('/api/admin/v1/judging/{stage}/mine', { params: { path: { stage } } }));
export const readEntry = async (stage: JudgingStage, uid: string) => unwrap<JudgingEntry>(await adminApi.GET('/api/admin/v1/judging/{stage}/entries/{uid}', entryPath(stage, uid)));
export const saveSheet = async (stage: JudgingStage, uid: string, body: SheetDraft) =>
  unwrap<JudgingSheet>(await adminApi.POST('/api/admin/v1/judging/{stage}/entries/{uid}/sheet', { ...entryPath(stage, uid), body }));
export const submitSheet = async (stage: JudgingStage, uid: string) => unwrap<JudgingSheet>(await adminApi.POST('/api/admin/v1/judging/{stage}/entries/{uid}/submit', entryPath(stage, uid)));
export const declareConflict = async (stage: JudgingStage, uid: string, reason: string) =>
  unwrap<JudgingMyStage>(await adminApi.POST('/api/admin/v1/judging/{stage}/entries/{uid}/conflict', { ...entryPath(stage, uid), body: { reason } }));

/** The entry's dossier for the meeting room (judgingDossier): a PDF the server sends inline, opened by a link. */
const DOSSIER_PATH = '/api/admin/v1/judging/{stage}/entries/{uid}/dossier.pdf' satisfies keyof paths;
export const dossierUrl = (stage: JudgingStage, uid: string) => DOSSIER_PATH.replace('{stage}', String(stage)).replace('{uid}', encodeURIComponent(uid));
