// Placeholder until the public-site issue lands.
import { ComingSoon } from '../common/coming-soon';

export function makeHeroDetailRoute(_edition: 1 | 2 | 3, _kind: 'team' | 'individual') {
  return { Component: ComingSoon };
}
