// The admin's jury desk's server state (TanStack Query): a stage's overview, refetched after every change,
// and the calls that change it. The answers are the contract's types.
import { useQuery } from '@tanstack/react-query';
import type { components } from '../../../shared/generated/api';
import { adminApi, unwrap } from '../../api/client';

export type Stage = 1 | 2;
export type Overview = components['schemas']['JudgingOverview'];
export type Ranking = components['schemas']['JudgingRanking'];
export type RankingRow = components['schemas']['JudgingRankingRow'];
export type Cutoff = NonNullable<Ranking['cutoff']>;
export type Decision = components['schemas']['JudgingDecision'];

export const overviewKey = (stage: Stage) => ['judging', 'overview', stage] as const;

export function useOverview(stage: Stage) {
  return useQuery({
    queryKey: overviewKey(stage),
    queryFn: async () => unwrap<Overview>(await adminApi.GET('/api/admin/v1/judging/{stage}/overview', { params: { path: { stage } } })),
  });
}

/** The stage as the path parameter the calls name. */
const at = (stage: Stage) => ({ params: { path: { stage } } });

export const judgingCalls = {
  settings: async (stage: Stage, jurorsPerEntry: number, scoringClosesAt: string | null) =>
    unwrap<Overview>(await adminApi.POST('/api/admin/v1/judging/{stage}/settings', { ...at(stage), body: { jurorsPerEntry, scoringClosesAt } })),
  assign: async (stage: Stage) => unwrap<Overview>(await adminApi.POST('/api/admin/v1/judging/{stage}/assign', at(stage))),
  add: async (stage: Stage, registrationUid: string, jurorUid: string) =>
    unwrap<Overview>(await adminApi.POST('/api/admin/v1/judging/{stage}/assignments/add', { ...at(stage), body: { registrationUid, jurorUid } })),
  remove: async (stage: Stage, registrationUid: string, jurorUid: string, reason: string) =>
    unwrap<Overview>(await adminApi.POST('/api/admin/v1/judging/{stage}/assignments/remove', { ...at(stage), body: { registrationUid, jurorUid, reason } })),
  reopen: async (stage: Stage, registrationUid: string, jurorUid: string, reason: string) =>
    unwrap<Overview>(await adminApi.POST('/api/admin/v1/judging/{stage}/sheets/reopen', { ...at(stage), body: { registrationUid, jurorUid, reason } })),
  override: async (jurorUid: string, registrationUid: string, reason: string) =>
    unwrap(await adminApi.POST('/api/admin/v1/judging/conflicts/override', { body: { jurorUid, registrationUid, reason } })),
  ranking: async (stage: Stage, cutoff: Cutoff | null) =>
    unwrap<Ranking>(await adminApi.POST('/api/admin/v1/judging/{stage}/ranking', { ...at(stage), body: cutoff ? { cutoff } : {} })),
  tie: async (stage: Stage, order: string[], reason: string) =>
    unwrap<Ranking>(await adminApi.POST('/api/admin/v1/judging/{stage}/ties', { ...at(stage), body: { order, reason } })),
  decide: async (stage: Stage, cutoff: Cutoff, adjustments: { registrationUid: string; selected: boolean }[], reason: string | undefined) =>
    unwrap<Decision>(await adminApi.POST('/api/admin/v1/judging/{stage}/decide', { ...at(stage), body: { cutoff, adjustments, ...(reason ? { reason } : {}) } })),
};

/** The XLSX of a stage's ranking (the frozen one once decided): a plain link the browser downloads. */
export const rankingXlsxUrl = (stage: Stage) => `/api/admin/v1/judging/${stage}/ranking.xlsx`;
export const dossierUrl = (stage: Stage, registrationUid: string) => `/api/admin/v1/judging/${stage}/entries/${registrationUid}/dossier.pdf`;
