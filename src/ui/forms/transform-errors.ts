// Turns the validator's errors into one zh-TW message per field, the messages coming from the schema
// (ajv-errors `errorMessage`). Ajv reports a missing property on its parent object: the message is
// moved to the field itself, taken from the field's own `errorMessage` (string, or its `required`
// entry) as the server takes it (ownRequiredMessage, src/shared/field-errors.ts). Without one the
// form says REQUIRED_FALLBACK, where the server says "請填寫{title}".
//
// A field is a top-level property by default: the register forms show one message per field. A form
// whose fields are inside objects or arrays (a juror's score sheet: one score per criterion inside
// `scores`; the declaration's list of units) asks for `nested`: each message then stays on the field it
// names, however deep, so every criterion shows its own.
import type { ErrorTransformer, RJSFSchema, RJSFValidationError } from '@rjsf/utils';
import { localRefs, ownRequiredMessage, REQUIRED_FALLBACK, type RefResolver } from '../../shared/field-errors';

/** The keys of an RJSF error's property (`.contactEmail` → [contactEmail], `.affiliations.0.name` → [affiliations, 0, name]). */
function keysOf(error: RJSFValidationError): string[] {
  return (error.property ?? '').replace(/^\./, '').split(/[.[\]]+/).filter(Boolean);
}

/** Top-level field name of an RJSF error (`.contactEmail`, `contactEmail`, `.provisions.0`). */
export function fieldOf(error: RJSFValidationError): string {
  return keysOf(error)[0] ?? '';
}

/** The field an error names, to its depth, as RJSF's ids write it (`scores_service`): what fieldId() takes. */
export function fieldPathOf(error: RJSFValidationError): string {
  return keysOf(error).join('_');
}

type Node = { $ref?: string; properties?: Record<string, Node>; items?: Node } | undefined;

/** The schema of the value at `keys` under `root` (through local `$ref`s; array indexes go to `items`). */
function schemaAt(root: RJSFSchema, keys: string[], resolve: RefResolver): Node {
  const deref = (node: Node): Node => (node?.$ref ? (resolve(node.$ref) as Node) : node);
  let node = deref(root as Node);
  for (const key of keys) node = deref(node?.properties?.[key] ?? (/^\d+$/.test(key) ? node?.items : undefined));
  return node;
}

export function makeTransformErrors(root: RJSFSchema, { nested = false }: { nested?: boolean } = {}): ErrorTransformer {
  const resolve = localRefs(root);
  return (errors) => {
    const seen = new Set<string>();
    const out: RJSFValidationError[] = [];
    for (const error of errors) {
      // `if`/`then` failures are reported by the branch's own errors; unknown fields never come from the form.
      if (error.name === 'if' || error.name === 'additionalProperties' || error.name === 'anyOf' || error.name === 'oneOf') continue;
      const at = nested ? keysOf(error) : keysOf(error).slice(0, 1);
      let path = at;
      let message = error.message ?? '';
      const params = error.params as { missingProperty?: string; errors?: { keyword: string; params: { missingProperty?: string } }[] };
      if (error.name === 'required' && params.missingProperty) {
        path = nested ? [...at, params.missingProperty] : [params.missingProperty];
        message = ownRequiredMessage(nested ? schemaAt(root, at, resolve) : root, params.missingProperty, resolve) ?? REQUIRED_FALLBACK;
      } else if (error.name === 'errorMessage' && (nested || at.length === 0)) {
        const missing = params.errors?.find((e) => e.keyword === 'required')?.params.missingProperty;
        if (missing) path = [...at, missing];
      }
      const field = path.join('.');
      if (!field || seen.has(field)) continue;
      seen.add(field);
      out.push({ ...error, property: `.${field}`, message, stack: message });
    }
    return out;
  };
}
