// Who is signed in to the back office: the server's answer to "me", kept by TanStack Query. `null`
// means nobody (a 401); any 401 of any call ends the session here too (api/client.ts), so the page
// shows the sign-in form where the staff member was, and returns there after signing in.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { components } from '../../shared/generated/api';
import { adminApi, ApiFailure, onSessionEnded, unwrap } from '../api/client';

export type StaffMe = components['schemas']['StaffMe'];
export type StaffRole = StaffMe['role'];

export const STAFF_ME_KEY = ['staff', 'me'] as const;

async function readMe(): Promise<StaffMe | null> {
  try {
    return unwrap<StaffMe>(await adminApi.GET('/api/admin/v1/auth/me'));
  } catch (err) {
    if (err instanceof ApiFailure && err.status === 401) return null;
    throw err;
  }
}

export function useStaffMe() {
  const queryClient = useQueryClient();
  useEffect(() => onSessionEnded(() => queryClient.setQueryData(STAFF_ME_KEY, null)), [queryClient]);
  return useQuery({ queryKey: STAFF_ME_KEY, queryFn: readMe, staleTime: Infinity });
}
