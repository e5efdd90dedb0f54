// Turns Ajv errors (with ajv-errors messages) into the field list of a 400 answer and of the forms:
// one `{ field, message }` per failing field, the first message wins.
import type { ErrorObject } from 'ajv';

export interface FieldError {
  field: string;
  message: string;
}

/** Generic text when a schema gives no message for a missing field. */
export const REQUIRED_FALLBACK = '此欄位為必填';

function pointerToField(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('/');
}

function join(parent: string, child: string): string {
  return parent ? `${parent}/${child}` : child;
}

/** Looks up the schema a `$ref` names (schemas reference each other by relative URI). */
export type RefResolver = (ref: string) => unknown;

type PropertySchema = { errorMessage?: unknown; title?: string; $ref?: string };

/** Message for a missing property: the property's own errorMessage (string or `.required`), else "請填寫{title}". */
function requiredMessage(parentSchema: unknown, property: string, resolve?: RefResolver): string {
  let prop = (parentSchema as { properties?: Record<string, PropertySchema> })?.properties?.[property];
  if (prop?.$ref && prop.errorMessage === undefined && resolve) {
    prop = { ...(resolve(prop.$ref) as PropertySchema | undefined), title: prop.title ?? (resolve(prop.$ref) as PropertySchema | undefined)?.title };
  }
  const em = prop?.errorMessage;
  if (typeof em === 'string') return em;
  if (em && typeof em === 'object' && typeof (em as Record<string, unknown>).required === 'string') {
    return (em as Record<string, string>).required!;
  }
  return prop?.title ? `請填寫${prop.title}` : REQUIRED_FALLBACK;
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
