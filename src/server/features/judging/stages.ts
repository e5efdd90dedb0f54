// The jury's two stages (docs/judging.md): 初審 scores the eligible entries and shortlists finalists, 決審
// scores the finalists and chooses the winners. Each stage's rubric is a schema (schemas/judging/), its
// pool a registration status, and its decision a pair of review machine events (machines/review): the
// winners follow from the jury's decision, never beside it.
import type { ReviewAction } from '../../../../machines/review';
import type { RegistrationStatus } from '../../../shared/registration-status';
import type { components } from '../../../shared/generated/api';

export type Stage = 1 | 2;
export type StageInfo = components['schemas']['JudgingStageInfo'];

interface StageRule {
  /** The rubric (schemas/judging/stage-N.schema.json), read through the server's schema copy. */
  rubric: string;
  /** The entries the stage judges. */
  pool: RegistrationStatus;
  /** The review machine's events for a selected entry and for the others. */
  selected: ReviewAction;
  notSelected: ReviewAction;
  /** Jurors see the others' scores of an entry (after submitting their own): the meeting's stage only. */
  showOthers: boolean;
}

export const STAGES: Record<Stage, StageRule> = {
  1: { rubric: 'judging/stage-1.schema.json', pool: 'eligible', selected: 'STAGE2_FINALIST', notSelected: 'STAGE2_NOT_AWARDED', showOthers: false },
  2: { rubric: 'judging/stage-2.schema.json', pool: 'finalist', selected: 'FINAL_AWARDED', notSelected: 'FINAL_NOT_AWARDED', showOthers: true },
};

/** Whether sheets may change now: before the stage's decision and its closing time. */
export function stageOpen(info: { scoringClosesAt: string | null; decided: boolean }, now: Date = new Date()): boolean {
  return !info.decided && (info.scoringClosesAt === null || Date.parse(info.scoringClosesAt) > now.getTime());
}
