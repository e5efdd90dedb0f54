// Turns the validator's errors into one zh-TW message per field, the messages coming from the schema
// (ajv-errors `errorMessage`). Ajv reports a missing property on its parent object: the message is
// moved to the field itself, taken from the field's own `errorMessage` (string, or its `required`
// entry) as the server takes it (ownRequiredMessage, src/shared/field-errors.ts). Without one the
// form says REQUIRED_FALLBACK, where the server says "請填寫{title}".
//
// A field is a top-level property (the register forms: one message per field) unless the form says where
// a message belongs (`locate`): the back office's forms with fields inside objects or arrays keep each
// message on its own field (src/admin/forms/nested-errors.ts), at no cost to the register route's bytes.
import type { ErrorTransformer, RJSFSchema, RJSFValidationError } from '@rjsf/utils';
import { localRefs, ownRequiredMessage, REQUIRED_FALLBACK, type RefResolver } from '../../shared/field-errors';

/** Top-level field name of an RJSF error (`.contactEmail`, `contactEmail`, `.provisions.0`). */
export function fieldOf(error: RJSFValidationError): string {
  return (error.property ?? '').replace(/^\./, '').split(/[.[]/)[0] ?? '';
}

/** The field an error names, to its depth, as RJSF's ids write it (`.scores.service` → `scores_service`): what fieldId() takes. */
export function fieldPathOf(error: RJSFValidationError): string {
  return (error.property ?? '').replace(/^\./, '').replace(/\./g, '_');
}

/** Where an error's message belongs (its field, keys joined by dots) and what it says. */
export type Locate = (error: RJSFValidationError, root: RJSFSchema, resolve: RefResolver) => { field: string; message: string };

export function makeTransformErrors(root: RJSFSchema, locate?: Locate): ErrorTransformer {
  const resolve = localRefs(root);
  return (errors) => {
    const seen = new Set<string>();
    const out: RJSFValidationError[] = [];
    for (const error of errors) {
      // `if`/`then` failures are reported by the branch's own errors; unknown fields never come from the form.
      if (error.name === 'if' || error.name === 'additionalProperties' || error.name === 'anyOf' || error.name === 'oneOf') continue;
      let field = fieldOf(error);
      let message = error.message ?? '';
      const params = error.params as { missingProperty?: string; errors?: { keyword: string; params: { missingProperty?: string } }[] };
      if (locate) ({ field, message } = locate(error, root, resolve));
      else if (error.name === 'required' && params.missingProperty) {
        field = params.missingProperty;
        message = ownRequiredMessage(root, field, resolve) ?? REQUIRED_FALLBACK;
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
