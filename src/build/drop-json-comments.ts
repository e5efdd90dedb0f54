// A Vite plugin (build only) that leaves the `$comment` notes of the JSON files the browser imports
// (schemas/*.json, e.g. upload-rules.json) out of the bundle: they are for people reading the file,
// have no effect on validation or forms, and cost every visitor bytes of the register route. Only the
// files of schemas/: a generated form schema must stay byte-for-byte the schema its precompiled
// validator was made from (RJSF finds the validator by the schema's hash).
import type { Plugin } from 'vite';

export function dropJsonComments(): Plugin {
  return {
    name: 'drop-json-comments',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith('.json') || !id.includes('/schemas/')) return null;
      return { code: JSON.stringify(JSON.parse(code), (key: string, value: unknown) => (key === '$comment' ? undefined : value)), map: null };
    },
  };
}
