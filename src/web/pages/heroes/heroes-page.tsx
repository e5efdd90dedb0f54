// Placeholder until the public-site issue lands.
import { ComingSoon } from '../common/coming-soon';

export function makeHeroesRoute(_edition: 1 | 2 | 3) {
  return { Component: ComingSoon };
}
