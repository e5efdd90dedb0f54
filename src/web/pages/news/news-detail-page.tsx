// Placeholder until this page's issue lands.
import { ComingSoon } from '../common/coming-soon';

export const Component = ComingSoon;
