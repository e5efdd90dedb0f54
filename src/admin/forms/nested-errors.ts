// The back office's forms whose fields sit inside objects or arrays (a juror's score sheet: one score per
// criterion inside `scores`; the declaration's list of units): each message stays on the very field it
// names, however deep, so every criterion shows its own (the register forms keep one per top-level field).
// Kept here, not in src/ui: the register route carries src/ui's forms code and has a byte budget.
import type { RJSFSchema, RJSFValidationError } from '@rjsf/utils';
import { ownRequiredMessage, REQUIRED_FALLBACK, type RefResolver } from '../../shared/field-errors';
import type { Locate } from '../../ui/forms/transform-errors';

type Node = { $ref?: string; properties?: Record<string, Node>; items?: Node } | undefined;

/** The keys of an RJSF error's property (`.affiliations.0.name` → [affiliations, 0, name]). */
const keysOf = (error: RJSFValidationError) => (error.property ?? '').replace(/^\./, '').split('.').filter(Boolean);

/** The schema of the value at `keys` under `root` (through local `$ref`s; array indexes go to `items`). */
function schemaAt(root: RJSFSchema, keys: string[], resolve: RefResolver): Node {
  const deref = (node: Node): Node => (node?.$ref ? (resolve(node.$ref) as Node) : node);
  let node = deref(root as Node);
  for (const key of keys) node = deref(node?.properties?.[key] ?? (/^\d+$/.test(key) ? node?.items : undefined));
  return node;
}

/** makeTransformErrors' `locate` for nested fields: a missing property is a field of the object that lacks it. */
export const nestedField: Locate = (error, root, resolve) => {
  const at = keysOf(error);
  const params = error.params as { missingProperty?: string; errors?: { keyword: string; params: { missingProperty?: string } }[] };
  // Ajv's own `required`, or an ajv-errors message that replaced one (its parent's message map).
  const missing = error.name === 'required' ? params.missingProperty : error.name === 'errorMessage' ? params.errors?.find((e) => e.keyword === 'required')?.params.missingProperty : undefined;
  if (!missing) return { field: at.join('.'), message: error.message ?? '' };
  const message = error.name === 'required' ? (ownRequiredMessage(schemaAt(root, at, resolve), missing, resolve) ?? REQUIRED_FALLBACK) : (error.message ?? '');
  return { field: [...at, missing].join('.'), message };
};
