// Request validation from the contract: the same schemas/ files the browser forms use, compiled
// once with the shared Ajv set-up (src/shared/ajv.ts). The files are read at boot; compiling them
// (≈ 0.4–0.7 s of CPU) waits for the first request that needs each one, or for warm(), which the
// server's boot runs while its database opens (buildApp's `warm`, set by main.ts).
import type { Ajv2020 } from 'ajv/dist/2020.js';
import type { ErrorObject, ValidateFunction } from 'ajv';
import localizeZhTW from 'ajv-i18n/localize/zh-TW';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createAjv } from '../../../shared/ajv';
import { atPointer, toFieldErrors, type FieldError } from '../../../shared/field-errors';
import type { Operation } from './operations';
import { requestMessages } from '../http/request-messages';

export const SCHEMAS_DIR = fileURLToPath(new URL('../../../../schemas/', import.meta.url));
export const SCHEMA_BASE = 'https://tourism-award.example/schemas/';

export type Validate = (data: unknown) => FieldError[];

/** U+0000 (PostgreSQL text cannot hold it) or half a surrogate pair (UTF-8 cannot: it would come back as U+FFFD). */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const NOT_STORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Fields whose text cannot be stored as sent: refused up front (400 naming them), never a 500 or a silent change. */
function unstorableFields(node: unknown, path = ''): string[] {
  if (typeof node === 'string') return NOT_STORABLE.test(node) ? [path] : [];
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([k, v]) => unstorableFields(v, path ? `${path}/${k}` : k));
}

/** The 400's errors for those fields (none when every text can be stored). */
const unstorableErrors = (data: unknown): FieldError[] =>
  unstorableFields(data).map((field) => ({ field, message: requestMessages.invalidCharacter }));

/** Every schema file by its path under schemas/ ('login.schema.json', 'admin/staff-invite.schema.json'). */
function loadSchemaFiles(dir: string, prefix = ''): Record<string, { $id: string }> {
  const out: Record<string, { $id: string }> = {};
  for (const entry of readdirSync(`${dir}/${prefix}`, { withFileTypes: true })) {
    if (entry.isDirectory()) Object.assign(out, loadSchemaFiles(dir, `${prefix}${entry.name}/`));
    else if (entry.name.endsWith('.schema.json')) out[prefix + entry.name] = JSON.parse(readFileSync(`${dir}/${prefix}${entry.name}`, 'utf8'));
  }
  return out;
}

/** OpenAPI refs point at files ('../schemas/x.schema.json#/...'); Ajv knows the schemas by $id. */
function toAjvSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toAjvSchema);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) {
    if (k === 'discriminator') continue;
    if (k === '$ref' && typeof v === 'string') {
      if (!v.startsWith('../schemas/')) throw new Error(`request schemas may only reference schemas/ files: ${v}`);
      out.$ref = SCHEMA_BASE + v.slice('../schemas/'.length);
    } else {
      out[k] = toAjvSchema(v);
    }
  }
  return out;
}

/**
 * Every 400 message is zh-TW: a keyword the schema gives no errorMessage for (maximum, maxLength,
 * type...) gets ajv-i18n's zh-TW text in place of Ajv's English, led by the field's title when it has
 * one ("年資應該要 <= 100"). Messages from the schemas (ajv-errors) are left as written.
 */
function inZhTW(errors: ErrorObject[] | null | undefined): ErrorObject[] | null | undefined {
  const plain = (errors ?? []).filter((e) => e.keyword !== 'errorMessage');
  localizeZhTW(plain);
  for (const e of plain) {
    const title = (e.parentSchema as { title?: unknown } | undefined)?.title;
    if (typeof title === 'string' && e.keyword !== 'required' && e.keyword !== 'additionalProperties') e.message = `${title}${e.message ?? ''}`;
  }
  return errors;
}

export class RequestValidators {
  /** Compilations not run yet: each runs on first use, or all of them in warm(). */
  private readonly deferred: (() => unknown)[] = [];
  private readonly setup: () => { ajv: Ajv2020; coercing: Ajv2020 };
  private readonly byFile = new Map<string, () => ValidateFunction>();
  /** The schema files as read (a rule that is data, such as a rubric's weights, is read from the same files). */
  private readonly files: Record<string, { $id: string }>;

  constructor(dir = SCHEMAS_DIR) {
    const files = loadSchemaFiles(dir);
    this.files = files;
    this.setup = this.lazy(() => {
      const ajv = createAjv();
      const coercing = createAjv({ coerceTypes: true });
      for (const schema of Object.values(files)) {
        ajv.addSchema(schema);
        coercing.addSchema(schema);
      }
      return { ajv, coercing };
    });
    for (const file of Object.keys(files)) this.byFile.set(file, this.lazy(() => this.ajv.getSchema(SCHEMA_BASE + file)!));
  }

  private get ajv(): Ajv2020 {
    return this.setup().ajv;
  }

  private get coercing(): Ajv2020 {
    return this.setup().coercing;
  }

  private lazy<T>(make: () => T): () => T {
    let value: T | undefined;
    const get = () => (value ??= make());
    this.deferred.push(get);
    return get;
  }

  /**
   * Compiles everything still deferred, one schema per turn of the event loop so that requests get
   * in between; a schema that does not compile rejects here.
   */
  async warm(): Promise<void> {
    for (const get of this.deferred.splice(0)) {
      await new Promise((resolve) => setImmediate(resolve));
      get();
    }
  }

  private resolveRef = (ref: string): unknown => {
    const [file, pointer] = ref.split('#');
    const root = this.ajv.getSchema(new URL(file ?? '', SCHEMA_BASE).href)?.schema as Record<string, unknown> | undefined;
    return pointer ? atPointer(root, pointer) : root;
  };

  private run(fn: ValidateFunction, data: unknown): FieldError[] {
    return fn(data) ? [] : toFieldErrors(inZhTW(fn.errors), this.resolveRef);
  }

  /** One schemas/ file as read, e.g. 'judging/stage-1.schema.json' (the same copy the validation uses). */
  schemaOf(file: string): unknown {
    const schema = this.files[file];
    if (!schema) throw new Error(`unknown schema ${file}`);
    return schema;
  }

  /** Validates against one schemas/ file by name, e.g. 'achievement-entry.schema.json'. */
  validate(file: string, data: unknown): FieldError[] {
    const fn = this.byFile.get(file);
    if (!fn) throw new Error(`unknown schema ${file}`);
    return this.run(fn(), data);
  }

  /** The body validator of an operation (JSON bodies only; multipart is checked by its handler). */
  forBody(op: Operation): Validate | undefined {
    if (!op.body || op.body.mediaType !== 'application/json') return undefined;
    const schema = op.body.schema as { oneOf?: unknown[]; anyOf?: unknown[]; discriminator?: { propertyName: string; mapping: Record<string, string> } };
    const required = op.body.required;
    const wrap = (validate: Validate): Validate => (data) => {
      if (data === undefined || data === null) return required ? [{ field: '', message: requestMessages.emptyBody }] : [];
      const unstorable = unstorableErrors(data);
      return unstorable.length > 0 ? unstorable : validate(data);
    };

    if (schema.discriminator) {
      // Pick the branch named by the discriminator so errors speak of one form, not of both.
      const { propertyName, mapping } = schema.discriminator;
      const compiled = this.lazy(() => ({
        branches: Object.fromEntries(Object.entries(mapping).map(([value, ref]) => [value, this.ajv.compile(toAjvSchema({ $ref: ref }) as object)])),
        prop: this.ajv.compile({ type: 'object', required: [propertyName], properties: { [propertyName]: { enum: Object.keys(mapping) } } }),
      }));
      return wrap((data) => {
        const { branches, prop } = compiled();
        if (!prop(data)) return [{ field: propertyName, message: '請選擇組別' }];
        return this.run(branches[(data as Record<string, string>)[propertyName]!]!, data);
      });
    }
    const alternatives = schema.oneOf ?? schema.anyOf;
    if (alternatives) {
      // No discriminator: report the errors of the branch that came closest.
      const fns = this.lazy(() => alternatives.map((s) => this.ajv.compile(toAjvSchema(s) as object)));
      return wrap((data) => {
        const results = fns().map((fn) => this.run(fn, data));
        if (results.some((r) => r.length === 0)) return [];
        return results.reduce((best, r) => (r.length < best.length ? r : best));
      });
    }
    const fn = this.lazy(() => this.ajv.compile(toAjvSchema(schema) as object));
    return wrap((data) => this.run(fn(), data));
  }

  /** Path and query parameters, coerced from strings (numbers, booleans) in place. */
  forParams(op: Operation, where: 'path' | 'query'): Validate | undefined {
    const params = op.params.filter((p) => p.in === where);
    if (params.length === 0) return undefined;
    const fn = this.lazy(() =>
      this.coercing.compile({
        type: 'object',
        properties: Object.fromEntries(params.map((p) => [p.name, toAjvSchema(p.schema)])),
        required: params.filter((p) => p.required).map((p) => p.name),
      }),
    );
    return (data) => {
      // A query or path value is text the database will see too (a search keyword): the same up-front refusal as a body's.
      const unstorable = unstorableErrors(data);
      if (unstorable.length > 0) return unstorable;
      const validate = fn();
      return validate(data) ? [] : toFieldErrors(inZhTW(validate.errors), this.resolveRef);
    };
  }
}
