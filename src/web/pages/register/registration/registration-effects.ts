// The register page's effects for the registration machine: read (edit prefill) and submit (create or
// update) through the typed API client.
import type { SavedRegistration, SubmitInput, SubmitResult } from '../../../../../machines/registration';
import { SubmitFailure } from '../../../../../machines/registration';
import type { components } from '../../../../shared/generated/api';
import { messages } from '../../../../shared/messages';
import { api } from '../../../api/client';

type FieldError = components['schemas']['FieldError'];
type ErrorBody = { message?: string; data?: { errors?: FieldError[] } | null };

function failure(error: unknown): SubmitFailure {
  const body = error as ErrorBody | undefined;
  const fieldErrors = Object.fromEntries((body?.data?.errors ?? []).map((e) => [e.field.split('/')[0]!, e.message]));
  return new SubmitFailure(body?.message || messages.submitFailed, fieldErrors);
}

async function call<T>(request: () => Promise<{ data?: { data: T }; error?: unknown }>): Promise<T> {
  let res: { data?: { data: T }; error?: unknown };
  try {
    res = await request();
  } catch {
    throw new SubmitFailure(messages.networkError);
  }
  if (res.data) return res.data.data;
  throw failure(res.error);
}

export function readRegistration(uid: string): Promise<SavedRegistration> {
  return call(() => api.GET('/api/registrations/v1/read/{uid}', { params: { path: { uid } } }));
}

export async function submitRegistration({ mode, registrationUid, payload }: SubmitInput): Promise<SubmitResult> {
  // The payload was validated against the same schema the contract's body refers to; the generated
  // body type is a union of the group and individual shapes that a generic record cannot name.
  const body = payload as never;
  if (mode === 'new') return call(() => api.POST('/api/registrations/v1/create', { body }));
  return call(() => api.POST('/api/registrations/v1/update/{uid}', { params: { path: { uid: registrationUid! } }, body }));
}
