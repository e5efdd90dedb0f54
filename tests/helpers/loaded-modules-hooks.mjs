// Module hooks for tests/helpers/boot-modules-probe.ts: every URL the ESM loader resolves is posted
// to the main thread (the hooks run on their own thread), so CJS and ESM packages are both seen.
let port;
export function initialize(data) {
  port = data.port;
}
export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  port.postMessage(result.url);
  return result;
}
