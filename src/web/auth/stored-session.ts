// The browser keeps only non-secret session hints (DESIGN.md section 6): isLoggedIn ("true"),
// userInfo (JSON) and loginTime. The tokens themselves are httpOnly cookies the page never sees.
// Another tab's changes to these keys arrive as storage events (cross-tab sync, SPEC.md section 4).
import type { UserInfo } from '../layout/user-menu';

export const STORAGE_KEYS = { isLoggedIn: 'isLoggedIn', userInfo: 'userInfo', loginTime: 'loginTime' } as const;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled: the session still works, without cross-tab sync
  }
}

function parseUser(raw: string | null): UserInfo | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' && typeof (value as UserInfo).sub === 'string' ? (value as UserInfo) : null;
  } catch {
    return null;
  }
}

export function readStoredUser(): UserInfo | null {
  const s = storage();
  if (!s || s.getItem(STORAGE_KEYS.isLoggedIn) !== 'true') return null;
  return parseUser(s.getItem(STORAGE_KEYS.userInfo));
}

export function storeSession(user: UserInfo): void {
  const s = storage();
  if (!s) return;
  const wasSignedIn = s.getItem(STORAGE_KEYS.isLoggedIn) === 'true';
  s.setItem(STORAGE_KEYS.userInfo, JSON.stringify(user));
  if (!wasSignedIn) s.setItem(STORAGE_KEYS.loginTime, String(Date.now()));
  s.setItem(STORAGE_KEYS.isLoggedIn, 'true');
}

export function clearStoredSession(): void {
  const s = storage();
  if (!s) return;
  for (const key of Object.values(STORAGE_KEYS)) s.removeItem(key);
}

/** What another tab's storage change means for this tab, or null when it does not concern us. */
export function sessionChange(event: StorageEvent): { signedIn: true; user: UserInfo } | { signedIn: false } | null {
  if (event.key !== null && event.key !== STORAGE_KEYS.isLoggedIn && event.key !== STORAGE_KEYS.userInfo) return null;
  const user = readStoredUser();
  return user ? { signedIn: true, user } : { signedIn: false };
}
