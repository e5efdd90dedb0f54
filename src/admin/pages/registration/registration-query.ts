// The registration page's server state: one read (TanStack Query), refetched after every decision or note.
import { useQuery } from '@tanstack/react-query';
import type { components } from '../../../shared/generated/api';
import { adminApi, unwrap } from '../../api/client';

export type RegistrationDetail = components['schemas']['AdminRegistrationDetail'];
/** The entry beyond its brief, for the roles that read it (readApplicant). */
export type Applicant = components['schemas']['AdminApplicant'];
export type AdminFile = components['schemas']['AdminFile'];
export type StaffReviewAction = components['schemas']['StaffReviewAction'];

export const registrationKey = (uid: string) => ['registration', 'detail', uid] as const;

export function useRegistrationDetail(uid: string) {
  return useQuery({
    queryKey: registrationKey(uid),
    queryFn: async () => unwrap<RegistrationDetail>(await adminApi.GET('/api/admin/v1/registrations/{uid}', { params: { path: { uid } } })),
  });
}
