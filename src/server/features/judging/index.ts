// Judging (issue 28; DESIGN.md section 12): the rubrics read from schemas/judging/, the ranking of a stage and
// its cut-off, and the assignment of jurors to entries. Other features and the app import this feature only
// from here (scripts/lint-layers.mjs).
export { rubricOf, type Rubric, type RubricCriterion } from './rubric';
