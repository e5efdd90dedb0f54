// Turns Ajv errors (with ajv-errors messages) into the field list of a 400 answer and of the forms:
// one `{ field, message }` per failing field, the first message wins. The one reader of a missing
// field's own message (ownRequiredMessage): the server, the login forms and the RJSF forms all ask it.
import type { ErrorObject } from 'ajv';

export interface FieldError {
  field: string;
  message: string;
}

/** Generic text when a schema gives no message for a missing field. */
export const REQUIRED_FALLBACK = '此欄位為必填';

/** The keys a JSON pointer ("/a/b~1c") names, unescaped. */
function keysOf(pointer: string): string[] {
  return pointer
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function pointerToField(pointer: string): string {
  return keysOf(pointer).join('/');
}

function join(parent: string, child: string): string {
  return parent ? `${parent}/${child}` : child;
}

/** Looks up the schema a `$ref` names (schemas reference each other by relative URI). */
export type RefResolver = (ref: string) => unknown;

/** The node at a JSON pointer ("/$defs/jobTitle") of `root`. */
export function atPointer(root: unknown, pointer: string): unknown {
  return keysOf(pointer).reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], root);
}

/** Resolves the local references (`#/$defs/x`) of one self-contained schema, as the browser's forms are. */
export function localRefs(root: unknown): RefResolver {
  return (ref) => (ref.startsWith('#') ? atPointer(root, ref.slice(1)) : undefined);
}

type PropertySchema = { errorMessage?: unknown; title?: string; $ref?: string };

/** A property's schema, through its `$ref` when it has no errorMessage of its own (its own title first). */
function propertySchema(parentSchema: unknown, property: string, resolve?: RefResolver): PropertySchema | undefined {
  const prop = (parentSchema as { properties?: Record<string, PropertySchema> } | undefined)?.properties?.[property];
  if (!prop?.$ref || prop.errorMessage !== undefined || !resolve) return prop;
  const target = resolve(prop.$ref) as PropertySchema | undefined;
  return { ...target, title: prop.title ?? target?.title };
}

/** The schema's own text for a missing property: its errorMessage, a string or its `required` entry; undefined without one. */
export function ownRequiredMessage(parentSchema: unknown, property: string, resolve?: RefResolver): string | undefined {
  const em = propertySchema(parentSchema, property, resolve)?.errorMessage;
  if (typeof em === 'string') return em;
  if (em && typeof em === 'object' && typeof (em as Record<string, unknown>).required === 'string') return (em as Record<string, string>).required;
  return undefined;
}

/** Message for a missing property: its own (ownRequiredMessage), else "請填寫{title}", else REQUIRED_FALLBACK. */
function requiredMessage(parentSchema: unknown, property: string, resolve?: RefResolver): string {
  const title = propertySchema(parentSchema, property, resolve)?.title;
  return ownRequiredMessage(parentSchema, property, resolve) ?? (title ? `請填寫${title}` : REQUIRED_FALLBACK);
}

export function toFieldErrors(errors: ErrorObject[] | null | undefined, resolve?: RefResolver): FieldError[] {
  const out = new Map<string, string>();
  const add = (field: string, message: string) => {
    if (!out.has(field)) out.set(field, message);
  };
  for (const err of errors ?? []) {
    const at = pointerToField(err.instancePath);
    if (err.keyword === 'errorMessage') {
      // ajv-errors: params.errors are the originals. A `required` original names the missing child.
      const originals = (err.params as { errors?: ErrorObject[] }).errors ?? [];
      const missing = originals.find((o) => o.keyword === 'required');
      add(missing ? join(at, String(missing.params.missingProperty)) : at, err.message ?? REQUIRED_FALLBACK);
    } else if (err.keyword === 'required') {
      const prop = String(err.params.missingProperty);
      add(join(at, prop), requiredMessage(err.parentSchema, prop, resolve));
    } else if (err.keyword === 'additionalProperties') {
      add(join(at, String(err.params.additionalProperty)), '不接受的欄位');
    } else if (err.keyword === 'if' || err.keyword === 'anyOf' || err.keyword === 'oneOf') {
      // The branch errors that caused these are reported on their own.
      continue;
    } else {
      add(at, err.message ?? '格式不正確');
    }
  }
  return [...out].map(([field, message]) => ({ field, message }));
}
