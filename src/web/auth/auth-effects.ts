// The auth machine's effects against the API (supplied with authMachine.provide in auth-provider).
import { quiet, api } from '../api/client';
import type { UserInfo } from '../layout/user-menu';
import type { SignInInput } from '../../../machines/auth';
import { signInErrorText } from './sign-in-error';

/** The signed-in user, or null when the server knows no session (401). Throws on other failures. */
export async function fetchSession(): Promise<UserInfo | null> {
  const { data, response } = await api.GET('/api/auth/v1/me', quiet);
  if (data) return data.data;
  if (response.status === 401) return null;
  throw new Error(`session check failed: HTTP ${response.status}`);
}

/** Signs in; rejects with the SPEC.md section 8 text to show. */
export async function signInWithCode(input: SignInInput): Promise<UserInfo> {
  let result;
  try {
    result = await api.POST('/api/auth/v1/sign-in', { body: input, ...quiet });
  } catch {
    throw new Error(signInErrorText(null));
  }
  if (result.data) return result.data.data;
  const body = (result.error ?? {}) as { code?: number; message?: string };
  throw new Error(signInErrorText({ status: result.response.status, code: body.code, message: body.message }));
}

export async function signOutOfServer(): Promise<void> {
  const { response } = await api.GET('/api/auth/v1/sign-out', quiet);
  if (!response.ok) throw new Error(`sign-out failed: HTTP ${response.status}`);
}
