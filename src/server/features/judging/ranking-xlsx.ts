// The ranking for the meeting room, as XLSX (issue 28): every entry's place, mean, number of sheets,
// disagreement and normalised mean, whether the cut-off selects it, and every juror's weighted score. Once
// the stage is decided, the decision's frozen ranking, exactly as it was applied. Audited (`judging.export`).
// exceljs is loaded with the first export, not at start.
import type { FastifyReply } from 'fastify';
import type { components } from '../../../shared/generated/api';
import type { Staff } from '../../platform/contract/callers';
import type { Services } from '../../platform/contract/services';
import { contentDisposition } from '../../platform/storage/content-disposition';
import { recordAudit, type AuditActor } from '../audit';
import { XLSX_TYPE } from '../exports';
import { decisionRow } from './judging-queries';
import { rankingOf } from './standing';
import type { Stage } from './stages';

type Row = components['schemas']['JudgingRankingRow'];

const round = (value: number | null) => (value === null ? null : Math.round(value * 1000) / 1000);

export async function rankingXlsx(services: Services, reply: FastifyReply, staff: Staff, actor: AuditActor, stage: Stage): Promise<void> {
  const decision = await decisionRow(services.db, services.config.programme.edition, stage);
  const live = await rankingOf(services, stage, null);
  const rows = decision ? (decision.ranking as unknown as Row[]) : live.rows;
  // A column per juror, keyed by who they are (two jurors may share a display name), headed by the name.
  const names = new Map(rows.flatMap((r) => (r.scores ?? []).map((s) => [s.jurorUid, s.juror] as const)));
  const jurors = [...names.keys()].sort((a, b) => names.get(a)!.localeCompare(names.get(b)!, 'zh-Hant') || a.localeCompare(b));
  const jurorNames = jurors.map((uid) => names.get(uid)!);
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(live.stage.title, { views: [{ state: 'frozen', ySplit: 1, xSplit: 3 }] });
  const header = ['名次', '報名編號', '候選人（單位）', '平均分數', '評分數', '標準差', '最高減最低', '標準化分數', decision ? '決議選入' : '門檻內', ...jurorNames];
  sheet.columns = header.map((h, i) => ({ header: h, width: i === 2 ? 36 : i === 1 ? 16 : 12 }));
  sheet.getRow(1).font = { bold: true };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: header.length } };
  const selected = new Set(decision ? decision.selected : rows.filter((r) => r.selected).map((r) => r.registrationUid));
  for (const r of rows) {
    const byJuror = new Map((r.scores ?? []).map((s) => [s.jurorUid, round(s.weighted)]));
    sheet.addRow([r.rank, r.registrationNumber, r.name, round(r.mean), r.n, round(r.sd), round(r.range), round(r.normalized), selected.has(r.registrationUid) ? '是' : '', ...jurors.map((uid) => byJuror.get(uid) ?? null)]);
  }
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  await recordAudit(services.db, { actor, action: 'judging.export', detail: { stage, frozen: decision !== undefined, rows: rows.length, by: staff.email } });
  reply
    .header('Content-Type', XLSX_TYPE)
    .header('Content-Disposition', contentDisposition('attachment', `${live.stage.title}-排名.xlsx`))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store');
  await reply.send(buffer);
}
