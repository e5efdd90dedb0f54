// The API client tells the session (src/web/auth) that the server no longer knows this visitor:
// a 401 becomes an event for the auth machine, never a page jump from inside the client.
type Listener = () => void;
const listeners = new Set<Listener>();

export function onSessionEnded(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitSessionEnded(): void {
  for (const listener of [...listeners]) listener();
}
