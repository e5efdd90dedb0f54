// An entry as a juror sees it (issue 28): only what the stage's visibility list allows
// (schemas/judging/visibility.json), read through the readers below. There is no reader of a national ID,
// contact data, a birthday or a tax id, so no list can show one. Files carry neutral names: their kind and
// place (觀光活動照片-03.jpg), never the name the candidate gave them.
import visibility from '../../../../schemas/judging/visibility.json';
import commonSchema from '../../../../schemas/common.schema.json';
import individualSchema from '../../../../schemas/registration-individual.schema.json';
import { ACHIEVEMENT_LABELS, ENTITY_TYPE_LABELS } from '../../../shared/labels';
import type { components } from '../../../shared/generated/api';
import type { Database } from '../../platform/db/index';
import { extensionOf } from '../../../shared/file-extension';
import type { UploadPurpose } from '../resources';
import { jobLevelNameOf, provisionsOf } from '../registration';
import { loadSubmission, type Submission } from '../upload';
import type { Stage } from './stages';

type Entry = components['schemas']['JudgingEntry'];
type Field = Entry['fields'][number];

const commonTitle = (key: keyof typeof commonSchema.$defs) => (commonSchema.$defs[key] as { title?: string }).title ?? key;
const individualTitle = (key: keyof typeof individualSchema.properties) => (individualSchema.properties[key] as { title?: string }).title ?? key;

/** Every field a visibility list may name, and how it is read (null: nothing to show). */
const FIELD_READERS: Record<string, (s: Submission, db: Database) => Promise<Omit<Field, 'key'> | null> | Omit<Field, 'key'> | null> = {
  registrationNumber: (s) => ({ label: commonTitle('registrationNumber'), value: s.registration.registration_number }),
  entityType: (s) => ({ label: individualTitle('entityType'), value: ENTITY_TYPE_LABELS[s.registration.entity_type] }),
  category: (s) => ({ label: individualTitle('organizationCategory'), value: s.categoryName }),
  organizationName: (s) => ({ label: commonTitle('organizationName'), value: s.registration.organization_name }),
  personName: (s) => (s.registration.ind_name ? { label: commonTitle('personName'), value: s.registration.ind_name } : null),
  jobLevel: async (s, db) => {
    const name = await jobLevelNameOf(db, s.registration);
    return name ? { label: commonTitle('jobLevel'), value: name } : null;
  },
  jobTitle: (s) => (s.registration.ind_job_title ? { label: commonTitle('jobTitle'), value: s.registration.ind_job_title } : null),
  yearsAtCurrentCompany: (s) =>
    s.registration.ind_years_at_current_company !== null ? { label: individualTitle('indYearsAtCurrentCompany'), value: String(Number(s.registration.ind_years_at_current_company)) } : null,
  yearsInProfession: (s) =>
    s.registration.ind_years_in_profession !== null ? { label: individualTitle('indYearsInProfession'), value: String(Number(s.registration.ind_years_in_profession)) } : null,
  provisions: async (s, db) => {
    const ticked = (await provisionsOf(db, s.registration.uid)).filter((p) => p.isSatisfied).map((p) => p.title);
    return ticked.length > 0 ? { label: commonTitle('provisions'), value: ticked.join('；') } : null;
  },
  recommendUnit: (s) => {
    const unit = s.recommendation?.recommendationSource || s.registration.recommend_unit;
    return unit ? { label: commonTitle('recommendUnit'), value: unit } : null;
  },
};

interface StageVisibility {
  fields: string[];
  achievements: string[];
  files: string[];
}

export function visibilityOf(stage: Stage): StageVisibility {
  const list = (visibility.stages as Record<string, StageVisibility>)[String(stage)];
  if (!list) throw new Error(`no visibility list for stage ${stage}`);
  return list;
}

/** The file of the entry a juror may open in a stage (null: not one of its visible files). */
export function visibleFile(s: Submission, stage: Stage, fileUid: string) {
  return neutralFiles(s, stage).find((f) => f.file.resource.uid === fileUid) ?? null;
}

/** The visible files in the steps' order, each with its neutral name (the purpose's label and its place). */
function neutralFiles(s: Submission, stage: Stage) {
  const allowed = new Set(visibilityOf(stage).files);
  const count = new Map<UploadPurpose, number>();
  return s.files
    .filter((f) => allowed.has(f.purpose))
    .map((file) => {
      const n = (count.get(file.purpose) ?? 0) + 1;
      count.set(file.purpose, n);
      const extension = extensionOf(file.resource.original_filename);
      return { file, name: `${file.label}-${String(n).padStart(2, '0')}${extension ? `.${extension}` : ''}` };
    });
}

export interface Dossier {
  submission: Submission;
  fields: Field[];
  achievements: Entry['achievements'];
  files: Entry['files'];
}

export async function dossierOf(db: Database, stage: Stage, registrationUid: string): Promise<Dossier> {
  const submission = await loadSubmission(db, registrationUid);
  const list = visibilityOf(stage);
  const fields: Field[] = [];
  for (const key of list.fields) {
    const read = FIELD_READERS[key];
    if (!read) throw new Error(`schemas/judging/visibility.json names a field no reader knows: ${key}`);
    const field = await read(submission, db);
    if (field) fields.push({ key, ...field });
  }
  const achievements = submission.achievements
    .filter((a) => list.achievements.includes(a.achievementCategoryResp.slug))
    .map((a) => ({
      category: ACHIEVEMENT_LABELS[a.achievementCategoryResp.slug as keyof typeof ACHIEVEMENT_LABELS] ?? a.achievementCategoryResp.slug,
      year: a.year,
      month: a.month,
      description: a.description,
    }));
  const files = neutralFiles(submission, stage).map(({ file, name }) => ({
    uid: file.resource.uid,
    name,
    label: file.label,
    caption: file.note,
    fileType: file.resource.file_type,
    fileSize: Number(file.resource.file_size),
    url: `/api/admin/v1/judging/${stage}/files/${file.resource.uid}`,
  }));
  return { submission, fields, achievements, files };
}
