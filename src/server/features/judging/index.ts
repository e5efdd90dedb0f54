// Judging (issue 28; DESIGN.md section 12): the rubrics read from schemas/judging/, the ranking of a stage and
// its cut-off, and the assignment of jurors to entries. Other features and the app import this feature only
// from here (scripts/lint-layers.mjs).
export { rubricOf, type Rubric, type RubricCriterion } from './rubric';
export { rankEntries, DEFAULT_RANKING_OPTIONS, type Ranking, type RankingInput, type RankingOptions, type RankingRow, type ScoreSheet } from './ranking';
export { applyCutoff, type Cutoff, type CutoffResult, type UnresolvedTie } from './cutoff';
export { SAME_SCORE } from './ranking-order';
export { assignJurors, conflictKey, loadPerJuror, type AssignmentInput, type AssignmentPair, type AssignmentResult } from './assignment';
export { judgingHandlers } from './staff-handlers';
export { registerJudgingReminders } from './reminder-job';
