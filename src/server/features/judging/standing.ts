// A stage as its data stands: the settings, the rubric (from the server's schema copy, so a changed weight
// changes the form, the check of a sheet and the ranking alike), the pool, and the ranking of the submitted
// sheets with what a cut-off would select.
import type { components } from '../../../shared/generated/api';
import { candidateNameOf } from '../registration';
import type { Services } from '../../platform/contract/services';
import { applyCutoff, type Cutoff } from './cutoff';
import { decisionRow, poolOf, sheetsOf, stageRow, tiePositions } from './judging-queries';
import { rankEntries } from './ranking';
import { rubricOf, weightedScore, type Rubric } from './rubric';
import { STAGES, stageOpen, type Stage, type StageInfo } from './stages';

type RankingAnswer = components['schemas']['JudgingRanking'];

export function rubricFor(services: Pick<Services, 'validators'>, stage: Stage): Rubric {
  return rubricOf(services.validators.schemaOf(STAGES[stage].rubric));
}

export async function stageInfo(services: Pick<Services, 'db' | 'config' | 'validators'>, stage: Stage): Promise<StageInfo> {
  const edition = services.config.programme.edition;
  const settings = await stageRow(services.db, edition, stage);
  const decided = (await decisionRow(services.db, edition, stage)) !== undefined;
  const scoringClosesAt = settings.scoringClosesAt ? new Date(settings.scoringClosesAt).toISOString() : null;
  return {
    edition,
    stage,
    title: rubricFor(services, stage).title,
    jurorsPerEntry: settings.jurorsPerEntry,
    scoringClosesAt,
    open: stageOpen({ scoringClosesAt, decided }),
    decided,
  };
}

/** The tie rule in words, from the rubric (the page says how ties are broken). */
export function tieRuleText(rubric: Rubric): string {
  const titles = rubric.tieCriteria.map((key) => rubric.criteria.find((c) => c.key === key)?.title ?? key);
  return titles.length > 0 ? `平均分數相同時，依序比較「${titles.join('」、「')}」的平均分數；仍相同者由主席裁定並記錄理由。` : '平均分數相同時，由主席裁定並記錄理由。';
}

/** The stage's ranking of the edition's pool from the submitted sheets, and a cut-off's selection over it. */
export async function rankingOf(services: Services, stage: Stage, cutoff: Cutoff | null): Promise<RankingAnswer> {
  const { db } = services;
  const edition = services.config.programme.edition;
  const rubric = rubricFor(services, stage);
  const pool = await poolOf(db, edition, stage);
  const sheets = await sheetsOf(db, edition, stage, { submitted: true });
  const ranking = rankEntries({
    rubric,
    entries: pool.map((r) => r.uid),
    sheets: sheets.map((s) => ({ registrationUid: s.registration_uid, jurorUid: s.juror_uid, scores: s.sheet.scores ?? {} })),
    chairPositions: await tiePositions(db, edition, stage),
  });
  const cut = cutoff ? applyCutoff(ranking.rows, cutoff) : null;
  const rows = cut?.rows ?? ranking.rows;
  const selected = new Set(cut?.selected ?? []);
  const byUid = new Map(pool.map((r) => [r.uid, r]));
  const jurorNames = new Map(sheets.map((s) => [s.juror_uid, s.display_name]));
  return {
    stage: await stageInfo(services, stage),
    rows: rows.map((r) => {
      const reg = byUid.get(r.registrationUid);
      return {
        registrationUid: r.registrationUid,
        registrationNumber: reg?.registration_number ?? '',
        name: reg ? candidateNameOf(reg) : '',
        rank: r.rank,
        mean: r.mean,
        n: r.n,
        sd: r.sd,
        range: r.range,
        normalized: r.normalised,
        criteria: r.criterionMeans ?? {},
        selected: selected.has(r.registrationUid),
        atCutoff: r.atCutoff,
        tieGroup: r.tieGroup,
        chairPosition: r.chairPosition,
        scores: sheets.filter((s) => s.registration_uid === r.registrationUid).map((s) => ({ jurorUid: s.juror_uid, juror: s.display_name, weighted: weightedScore(rubric, s.sheet.scores ?? {}) })),
      };
    }),
    normalizationShown: ranking.normalisationShown,
    jurorsBelowMinimum: ranking.jurorsBelowMinimum.map((j) => jurorNames.get(j.jurorUid) ?? j.jurorUid),
    minimumPerJuror: ranking.minScoresPerJuror,
    unresolvedTie: cut?.unresolvedTie?.registrationUids ?? [],
    tieRule: tieRuleText(rubric),
    criteria: rubric.criteria.map((c) => ({ key: c.key, title: c.title, weight: c.weight })),
    cutoff,
  };
}
