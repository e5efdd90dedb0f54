// The vendor list import (issue 18): a file is the whole list. Each row finds its vendor by code
// (when it has one) or by name within its category; rows are new, changed or unchanged, and vendors
// absent from the file go: deleted, or hidden when a registration names one (never deleted then).
// planVendorImport only reads (the preview); applyVendorImport plans again inside its transaction
// and writes the plan with an audit row - the back office and `npm run import` both call it.
import { createHash, randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { components } from '../../../shared/generated/api';
import type { FieldError } from '../../../shared/field-errors';
import { recordAudit, type AuditActor } from '../audit';
import { badRequest, notFound } from '../../platform/http/api-error';
import type { RequestValidators } from '../../platform/contract/validation';
import { sql } from '../../platform/db/kysely-runtime';
import type { DB } from '../../platform/db/schema';
import type { VendorFileRow } from './vendor-file';
import { VENDOR_IMPORT } from './vendor-import-rules';
import { vendorMessages as m } from './vendor-messages';

type ImportRow = components['schemas']['VendorImportRow'];
type ImportError = components['schemas']['VendorImportError'];
export type VendorImportPreview = components['schemas']['VendorImportPreview'];
export type VendorImportResult = components['schemas']['VendorImportResult'];

interface Existing {
  uid: string;
  category_slug: string;
  name: string;
  code: string | null;
  hidden: boolean;
  is_demo: boolean;
  in_use: boolean;
}

interface Category { slug: string; name: string }

interface Planned {
  row: ImportRow;
  /** New rows: no vendor yet. */
  vendor: Existing | null;
}

export interface VendorImportPlan {
  errors: ImportError[];
  created: Planned[];
  changed: Planned[];
  unchanged: Planned[];
  /** Absent from the file and in use: hidden (kept). */
  hide: Existing[];
  /** Absent from the file and used by nobody: deleted. */
  remove: Existing[];
  categories: Map<string, Category>;
}

type Db = Kysely<DB> | Transaction<DB>;

export const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const key = (category: string, value: string) => `${category}\u0000${value}`;

async function existingVendors(db: Db): Promise<Existing[]> {
  const rows = await db
    .selectFrom('vendor')
    .select((eb) => [
      'vendor.uid', 'vendor.category_slug', 'vendor.name', 'vendor.code', 'vendor.is_demo',
      eb('vendor.hidden_at', 'is not', null).as('hidden'),
      eb.exists(eb.selectFrom('registration').select('registration.uid').whereRef('registration.vendor_uid', '=', 'vendor.uid')).as('in_use'),
    ])
    .execute();
  return rows.map((r) => ({ ...r, hidden: Boolean(r.hidden), in_use: Boolean(r.in_use) }));
}

/** What applying `rows` to the list as it is now would do, and every row error (zh-TW, with its line). */
export async function planVendorImport(db: Db, validators: RequestValidators, rows: VendorFileRow[]): Promise<VendorImportPlan> {
  const categoryRows = await db.selectFrom('organization_category').select(['slug', 'name', 'uses_vendor_picker']).execute();
  const bySlugOrName = new Map<string, (typeof categoryRows)[number]>();
  for (const c of categoryRows) {
    bySlugOrName.set(c.name, c);
    bySlugOrName.set(c.slug, c);
  }
  const categories = new Map(categoryRows.map((c) => [c.slug, { slug: c.slug, name: c.name }]));
  const vendors = await existingVendors(db);
  const vendorByCode = new Map(vendors.filter((v) => v.code !== null).map((v) => [key(v.category_slug, v.code!), v]));
  const vendorByName = new Map(vendors.map((v) => [key(v.category_slug, v.name), v]));

  const errors: ImportError[] = [];
  const fail = (line: number, field: ImportError['field'], message: string) => errors.push({ line, field, message });
  const firstLineOfName = new Map<string, number>();
  const firstLineOfCode = new Map<string, number>();
  const claimed = new Set<string>();
  const planned: Planned[] = [];

  for (const input of rows) {
    const shape: FieldError[] = validators.validate('admin/vendor-row.schema.json', { category: input.category, name: input.name, ...(input.code ? { code: input.code } : {}) });
    for (const e of shape) fail(input.line, (['category', 'name', 'code'].includes(e.field) ? e.field : 'name') as ImportError['field'], e.message);
    if (shape.length > 0) continue;
    const category = bySlugOrName.get(input.category);
    if (!category) {
      fail(input.line, 'category', m.unknownCategory(input.category));
      continue;
    }
    if (!category.uses_vendor_picker) {
      fail(input.line, 'category', m.categoryWithoutList(category.name));
      continue;
    }
    const nameKey = key(category.slug, input.name);
    const codeKey = input.code ? key(category.slug, input.code) : null;
    const sameName = firstLineOfName.get(nameKey);
    const sameCode = codeKey ? firstLineOfCode.get(codeKey) : undefined;
    if (sameName !== undefined) fail(input.line, 'name', m.duplicateName(sameName));
    if (sameCode !== undefined) fail(input.line, 'code', m.duplicateCode(sameCode));
    if (sameName !== undefined || sameCode !== undefined) continue;
    firstLineOfName.set(nameKey, input.line);
    if (codeKey) firstLineOfCode.set(codeKey, input.line);

    // The stable key first; then the name, for a vendor no earlier row took.
    let vendor = codeKey ? vendorByCode.get(codeKey) : undefined;
    if (!vendor) {
      const byName = vendorByName.get(nameKey);
      if (byName && !claimed.has(byName.uid)) vendor = byName;
    }
    if (vendor) claimed.add(vendor.uid);
    planned.push({
      vendor: vendor ?? null,
      row: { line: input.line, categorySlug: category.slug, categoryName: category.name, name: input.name, code: input.code ?? null, ...(vendor ? { uid: vendor.uid } : {}) },
    });
  }

  const absent = vendors.filter((v) => !claimed.has(v.uid));
  const hide = absent.filter((v) => v.in_use && !v.hidden);
  const remove = absent.filter((v) => !v.in_use);
  // What stays beside the file's rows: absent vendors in use keep their name and code, hidden.
  const kept = absent.filter((v) => v.in_use);
  const keptNames = new Set(kept.map((v) => key(v.category_slug, v.name)));
  const keptCodes = new Set(kept.filter((v) => v.code !== null).map((v) => key(v.category_slug, v.code!)));
  for (const p of planned) {
    if (keptNames.has(key(p.row.categorySlug, p.row.name))) fail(p.row.line!, 'name', m.nameHeldByHidden(p.row.name));
    if (p.row.code && keptCodes.has(key(p.row.categorySlug, p.row.code))) fail(p.row.line!, 'code', m.codeHeldByHidden(p.row.code));
  }

  const created: Planned[] = [];
  const changed: Planned[] = [];
  const unchanged: Planned[] = [];
  for (const p of planned) {
    const v = p.vendor;
    if (!v) created.push(p);
    else if (v.name !== p.row.name || v.code !== p.row.code || v.hidden || v.is_demo) {
      changed.push({ vendor: v, row: { ...p.row, previousName: v.name, previousCode: v.code, shownAgain: v.hidden } });
    } else unchanged.push(p);
  }
  errors.sort((a, b) => a.line - b.line);
  return { errors, created, changed, unchanged, hide, remove, categories };
}

const absentRow = (v: Existing, categories: Map<string, Category>): ImportRow => ({
  line: null, uid: v.uid, categorySlug: v.category_slug, categoryName: categories.get(v.category_slug)?.name ?? v.category_slug, name: v.name, code: v.code, inUse: v.in_use,
});

/** The preview's counts and first rows of each group. */
export function previewOf(plan: VendorImportPlan, file: { sha256: string; fileName: string; rows: number; expiresAt: string | null }): VendorImportPreview {
  const first = <T>(list: T[]) => list.slice(0, VENDOR_IMPORT.previewRows);
  const toHide = [...plan.hide, ...plan.remove];
  return {
    ...file,
    counts: { new: plan.created.length, changed: plan.changed.length, unchanged: plan.unchanged.length, toHide: toHide.length },
    absent: { hidden: plan.hide.length, deleted: plan.remove.length },
    samples: {
      new: first(plan.created).map((p) => p.row),
      changed: first(plan.changed).map((p) => p.row),
      unchanged: first(plan.unchanged).map((p) => p.row),
      toHide: first(toHide).map((v) => absentRow(v, plan.categories)),
    },
    errors: plan.errors,
    canApply: plan.errors.length === 0 && file.rows > 0,
  };
}

/** Keeps a previewed file's rows by its SHA-256 for keepMinutes (and forgets expired ones). */
export async function keepPreviewedRows(db: Db, sha256: string, fileName: string, rows: VendorFileRow[]): Promise<string> {
  await db.deleteFrom('vendor_import').where('expires_at', '<', sql<Date>`now()`).execute();
  const expiresAt = new Date(Date.now() + VENDOR_IMPORT.keepMinutes * 60_000).toISOString();
  await db
    .insertInto('vendor_import')
    .values({ sha256, file_name: fileName, rows: JSON.stringify(rows), expires_at: expiresAt })
    .onConflict((oc) => oc.column('sha256').doUpdateSet({ file_name: fileName, rows: JSON.stringify(rows), expires_at: expiresAt }))
    .execute();
  return expiresAt;
}

/** The rows a preview kept (404 when never previewed or expired). */
export async function previewedRows(db: Db, sha256: string): Promise<{ fileName: string; rows: VendorFileRow[] }> {
  const row = await db.selectFrom('vendor_import').select(['file_name', 'rows']).where('sha256', '=', sha256).where('expires_at', '>', sql<Date>`now()`).executeTakeFirst();
  if (!row) throw notFound(m.previewGone);
  return { fileName: row.file_name, rows: JSON.parse(row.rows) as VendorFileRow[] };
}

const CHUNK = 500;

/**
 * Writes the file's list in one transaction with its audit row (`vendor.import`). Refuses (400 with
 * the row errors) a file the list as it is now makes invalid. The two unique keys of a vendor are
 * checked at commit (migration 0016), so renames that swap names or codes pass.
 */
export async function applyVendorImport(
  db: Kysely<DB>,
  validators: RequestValidators,
  file: { sha256: string; fileName: string; rows: VendorFileRow[] },
  actor: AuditActor,
): Promise<VendorImportResult> {
  return db.transaction().execute(async (trx) => {
    // One import at a time; the public reads go on.
    await sql`lock table vendor in share row exclusive mode`.execute(trx);
    const plan = await planVendorImport(trx, validators, file.rows);
    if (plan.errors.length > 0) {
      const lines = plan.errors.map((e) => ({ field: 'file', message: m.rowError(e.line, e.message) }));
      throw badRequest(lines, lines[0]!.message);
    }
    const removeUids = plan.remove.map((v) => v.uid);
    for (let i = 0; i < removeUids.length; i += CHUNK) await trx.deleteFrom('vendor').where('uid', 'in', removeUids.slice(i, i + CHUNK)).execute();
    const hideUids = plan.hide.map((v) => v.uid);
    for (let i = 0; i < hideUids.length; i += CHUNK) {
      await trx.updateTable('vendor').set({ hidden_at: sql`now()` }).where('uid', 'in', hideUids.slice(i, i + CHUNK)).execute();
    }
    for (const p of plan.changed) {
      await trx.updateTable('vendor').set({ name: p.row.name, code: p.row.code, hidden_at: null, is_demo: false }).where('uid', '=', p.vendor!.uid).execute();
    }
    const inserts = plan.created.map((p) => ({ uid: randomUUID(), category_slug: p.row.categorySlug, name: p.row.name, code: p.row.code, is_demo: false }));
    for (let i = 0; i < inserts.length; i += CHUNK) await trx.insertInto('vendor').values(inserts.slice(i, i + CHUNK)).execute();
    await trx.deleteFrom('vendor_import').where('sha256', '=', file.sha256).execute();

    const result: VendorImportResult = {
      sha256: file.sha256,
      created: plan.created.length,
      changed: plan.changed.length,
      unchanged: plan.unchanged.length,
      hidden: plan.hide.length,
      deleted: plan.remove.length,
    };
    const { sha256, ...counts } = result;
    await recordAudit(trx, { actor, action: 'vendor.import', detail: { fileName: file.fileName, sha256, rows: file.rows.length, ...counts } });
    return result;
  });
}
