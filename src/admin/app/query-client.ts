// Server state of the back office lives in TanStack Query (DESIGN.md section 11): lists and pages are
// cached per key and refetched when a change invalidates them. A refusal (4xx) is an answer, not a
// network hiccup: it is never retried.
import { QueryClient } from '@tanstack/react-query';
import { ApiFailure } from '../api/client';

export function createAdminQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failures, error) => !(error instanceof ApiFailure && error.status < 500) && failures < 2,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
