// The zh-TW name of each item of the required set: the errorMessage schemas/confirm-required.schema.json
// gives it (the very words the registrant's final check lists), read from the schema, never retyped.
import requiredSchema from '../../../../schemas/confirm-required.schema.json';
import type { RequiredItem } from './list-query';

type Judged = { errorMessage?: unknown };
const named = (props: object) =>
  Object.entries(props as Record<string, Judged>).flatMap(([field, s]) => (typeof s.errorMessage === 'string' ? [[field, s.errorMessage] as const] : []));

export const REQUIRED_ITEM_LABELS: Record<string, string> = Object.fromEntries([
  ...named(requiredSchema.properties),
  ...requiredSchema.allOf.flatMap((rule) => named(rule.then.properties)),
]);

export const requiredItemLabel = (item: RequiredItem) => REQUIRED_ITEM_LABELS[item] ?? item;
