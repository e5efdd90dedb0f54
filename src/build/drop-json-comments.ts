// A Vite plugin (build only) that leaves the `$comment` notes of the JSON files the browser imports
// (schemas/*.json, e.g. upload-rules.json) out of the bundle: they are for people reading the file,
// have no effect on validation or forms, and cost every visitor bytes of the register route.
import type { Plugin } from 'vite';

export function dropJsonComments(): Plugin {
  return {
    name: 'drop-json-comments',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith('.json')) return null;
      return { code: JSON.stringify(JSON.parse(code), (key: string, value: unknown) => (key === '$comment' ? undefined : value)), map: null };
    },
  };
}
