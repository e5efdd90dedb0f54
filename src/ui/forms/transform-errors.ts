// Turns the validator's errors into one zh-TW message per field, the messages coming from the schema
// (ajv-errors `errorMessage`). Ajv reports a missing property on its parent object: the message is
// moved to the field itself, taken from the field's own `errorMessage` (string, or its `required`
// entry) exactly as the server does (src/shared/field-errors.ts), so both ends say the same thing.
import type { ErrorTransformer, RJSFSchema, RJSFValidationError } from '@rjsf/utils';
import { REQUIRED_FALLBACK } from '../../shared/field-errors';

type SchemaNode = { $ref?: string; errorMessage?: unknown; properties?: Record<string, SchemaNode> };

function resolve(root: RJSFSchema, node: SchemaNode | undefined): SchemaNode | undefined {
  let current = node;
  for (let hops = 0; current?.$ref && current.errorMessage === undefined && hops < 10; hops++) {
    const path = current.$ref.replace(/^#\//, '').split('/');
    current = path.reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], root) as SchemaNode | undefined;
  }
  return current;
}

/** The schema's message for a missing `field` of the root object. */
export function requiredMessage(root: RJSFSchema, field: string): string {
  const em = resolve(root, (root as SchemaNode).properties?.[field])?.errorMessage;
  if (typeof em === 'string') return em;
  if (em && typeof em === 'object' && typeof (em as { required?: unknown }).required === 'string') return (em as { required: string }).required;
  return REQUIRED_FALLBACK;
}

/** Top-level field name of an RJSF error (`.contactEmail`, `contactEmail`, `.provisions.0`). */
export function fieldOf(error: RJSFValidationError): string {
  return (error.property ?? '').replace(/^\./, '').split(/[.[]/)[0] ?? '';
}

export function makeTransformErrors(root: RJSFSchema): ErrorTransformer {
  return (errors) => {
    const seen = new Set<string>();
    const out: RJSFValidationError[] = [];
    for (const error of errors) {
      // `if`/`then` failures are reported by the branch's own errors; unknown fields never come from the form.
      if (error.name === 'if' || error.name === 'additionalProperties' || error.name === 'anyOf' || error.name === 'oneOf') continue;
      let field = fieldOf(error);
      let message = error.message ?? '';
      const params = error.params as { missingProperty?: string; errors?: { keyword: string; params: { missingProperty?: string } }[] };
      if (error.name === 'required' && params.missingProperty) {
        field = params.missingProperty;
        message = requiredMessage(root, field);
      } else if (error.name === 'errorMessage' && !field) {
        const missing = params.errors?.find((e) => e.keyword === 'required')?.params.missingProperty;
        if (missing) field = missing;
      }
      if (!field || seen.has(field)) continue;
      seen.add(field);
      out.push({ ...error, property: `.${field}`, message, stack: message });
    }
    return out;
  };
}
